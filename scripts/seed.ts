// `npm run seed -- --products 100000`: make sure the catalogue holds at least
// that many products (seeding the demo shop first if needed) for benchmarks.
// Without --products it only seeds the demo shop.
import { parseArgs } from 'node:util';
import { dataDir, openDatabase } from '../server/db/open';
import { countShop, DEMO_PRODUCT_COUNT, seedDemo } from '../server/db/seed';

const MAX_PRODUCTS = 5_000_000;

function targetProducts(): number {
  const { values } = parseArgs({ options: { products: { type: 'string' } } });
  if (values.products === undefined) return DEMO_PRODUCT_COUNT;
  const products = Number(values.products.replace(/_/g, ''));
  if (!Number.isInteger(products) || products < 1 || products > MAX_PRODUCTS) {
    throw new Error(
      `--products needs a whole number from 1 to ${MAX_PRODUCTS}, not "${values.products}"`,
    );
  }
  return products;
}

async function main(): Promise<void> {
  const target = targetProducts();
  const started = Date.now();
  const url = process.env.DATABASE_URL;
  const { db, close } = await openDatabase({ url, dir: dataDir() });
  try {
    console.log(
      `seeding ${url ? 'PostgreSQL' : `PGlite at ${dataDir()}`} up to ${target} products …`,
    );
    const result = await seedDemo(db, { products: target });
    const counts = await countShop(db);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `${result.seeded ? 'demo shop seeded, ' : ''}${result.addedProducts} products added; the catalogue holds ${counts.products} products in ${counts.categories} categories [${seconds} s]`,
    );
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
