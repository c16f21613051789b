// `npm run db:prepare` (and `npm start` / `npm run dev` before serving): apply
// the migrations and seed the demo shop when it is not there yet.
import { dataDir, openDatabase } from '../server/db/open';
import { countShop, seedDemo } from '../server/db/seed';

async function main(): Promise<void> {
  const started = Date.now();
  const url = process.env.DATABASE_URL;
  const { db, close } = await openDatabase({ url, dir: dataDir() });
  try {
    const result = await seedDemo(db);
    const counts = await countShop(db);
    const where = url ? 'PostgreSQL' : `PGlite at ${dataDir()}`;
    const what = result.seeded ? 'demo shop seeded' : 'demo shop already there';
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `database ready (${where}): ${what}; ${counts.products} products, ${counts.categories} categories, ${counts.customers} customers, ${counts.orders} orders [${seconds} s]`,
    );
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
