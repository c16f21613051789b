// Two production instances on one PostgreSQL database and the machine's Redis
// (a key prefix of their own, removed afterwards): the throughput targets with
// the load split across both, then how long a price or stock change made
// through instance A takes to show on instance B's product page.
// Prints figures; not a pass/fail test. Needs a production build.
//   node bench/instances.mjs [--sizes 1000,100000] [--seconds 5]
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import Redis from 'ioredis';
import pg from 'pg';
import { benchOptions } from './lib/options.mjs';
import { preparedDatabase, startServer } from './lib/server.mjs';
import { redisUrl, removeKeys } from './lib/shops.mjs';
import { newestProduct, throughputTargets } from './lib/targets.mjs';
import { measureTargets } from './throughput.mjs';

const POLL_LIMIT_MS = 15_000;

/**
 * A staff bearer token on the database, from the staff command line, for its
 * first staff user: not always id 1, since a seed that was stopped still used
 * up sequence values.
 */
async function staffToken(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client
    .query('SELECT min(id) AS id FROM users')
    .finally(() => client.end());
  const { stdout } = await promisify(execFile)(
    'npx',
    ['tsx', 'scripts/staff.ts', 'token', '--user', String(rows[0].id)],
    { env: { ...process.env, DATABASE_URL: databaseUrl } },
  );
  return stdout.trim().split('\n').at(-1);
}

async function detail(base, id) {
  return (await (await fetch(`${base}/api/v1/app/product/${id}`)).json()).data;
}

/**
 * A product whose change shows plainly in its JSON-LD: stock tracked and on
 * hand, and no discount (so the offer's price is the list price).
 */
async function changeableProduct(base) {
  const newest = await newestProduct(base);
  const page = (await (await fetch(`${base}/api/v1/products?type=newest&limit=30`)).json()).data;
  for (const { id } of [newest, ...page.results]) {
    const product = await detail(base, id);
    if (product.stock !== null && product.stock > 0 && product.final_price === product.price) {
      return product;
    }
  }
  throw new Error('no product with tracked stock and without a discount among the newest 30');
}

async function staffPost(base, token, path, body) {
  const started = performance.now();
  const response = await fetch(base + path, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, ms: performance.now() - started };
}

/** Reads `url` back to back until `shows(html)`; milliseconds from the call, or null. */
async function pollUntil(url, shows) {
  const started = performance.now();
  let polls = 0;
  while (performance.now() - started < POLL_LIMIT_MS) {
    polls++;
    const html = await (await fetch(url)).text();
    if (shows(html)) return { ms: Math.round(performance.now() - started), polls };
  }
  return { ms: null, polls };
}

const offerPrice = (toman) => new RegExp(`"price":${toman * 10}[,}]`);
const inStock = (html) => html.includes('schema.org/InStock');
const outOfStock = (html) => html.includes('schema.org/OutOfStock');

/**
 * Changes stock (to 0 and back) and price (up and back) through A, and after
 * each change's answer reads B's product page until the new value shows.
 */
export async function propagation(a, b, token) {
  const product = await changeableProduct(a);
  const path = `/product/${product.id}/${encodeURIComponent(product.slug)}`;
  const page = b + path;
  const before = await (await fetch(page)).text();
  if (!inStock(before) || !offerPrice(product.price).test(before)) {
    return [{ product: product.id, note: `B's product page shows no JSON-LD offer to watch` }];
  }
  const rows = [];
  const step = async (change, path, body, shows) => {
    const answer = await staffPost(a, token, path, body);
    const row = { product: product.id, change, 'A answered': answer.status };
    rows.push(row);
    if (answer.status !== 200) {
      row.note = answer.text.slice(0, 160);
      console.log(`  ${change}: A answered ${answer.status}`);
      return row;
    }
    const seen = await pollUntil(page, shows);
    row['A took ms'] = Math.round(answer.ms);
    row['shown on B after ms'] = seen.ms ?? `not within ${POLL_LIMIT_MS}`;
    row['reads of B'] = seen.polls;
    if (seen.ms === null) {
      // Tells a stale B from a change that no page shows at all.
      const onA = shows(await (await fetch(a + path)).text());
      row.note = onA
        ? "A's own page shows it: B's copy is stale"
        : "A's own page does not show it either";
    } else if (rows.at(-2)?.['shown on B after ms'] === `not within ${POLL_LIMIT_MS}`) {
      row.note = 'B never showed the change before this one, so this says little';
    }
    console.log(`  ${change}: shown on B ${row['shown on B after ms']} ms after A answered`);
    return row;
  };
  const stockPath = `/api/v1/staff/products/${product.id}/stock`;
  await step('stock → 0', stockPath, { stock: 0 }, outOfStock);
  await step(`stock → ${product.stock}`, stockPath, { stock: product.stock }, inStock);
  const pricePath = `/api/v1/staff/products/${product.id}/price`;
  const raised = product.price + 1000;
  const price = await step(`price → ${raised}`, pricePath, { price: raised }, (html) =>
    offerPrice(raised).test(html),
  );
  if (price['A answered'] === 404) price.note = 'POST …/price is not there yet: stock only';
  if (price['A answered'] === 200) {
    await step(`price → ${product.price}`, pricePath, { price: product.price }, (html) =>
      offerPrice(product.price).test(html),
    );
  }
  return rows;
}

export async function runInstances(options, ports = [options.port, options.port + 1]) {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
  } catch (error) {
    console.log(`\n✖ instances skipped: no Redis at ${redisUrl} (${error.message})`);
    return { rows: [], propagation: [] };
  }
  const rows = [];
  const changes = [];
  try {
    for (const products of options.sizes) {
      const database = await preparedDatabase('postgres', products);
      const prefix = `bench-${randomBytes(4).toString('hex')}`;
      console.log(`\n▶ two instances: PostgreSQL, ${products} products, Redis prefix ${prefix}`);
      const token = await staffToken(database.databaseUrl);
      const shared = { REDIS_URL: redisUrl, REDIS_PREFIX: prefix };
      // One after the other: both would apply the (already applied) migrations at once.
      const a = await startServer(database, ports[0], shared);
      try {
        const b = await startServer(database, ports[1], shared);
        try {
          const targets = await throughputTargets(a.base);
          const label = { db: 'postgres ×2', products };
          rows.push(...(await measureTargets([a.base, b.base], targets, options, label)));
          const measured = await propagation(a.base, b.base, token);
          changes.push(...measured.map((row) => ({ products, ...row })));
        } finally {
          await b.stop();
        }
      } finally {
        await a.stop();
        const written = await removeKeys(redis, prefix);
        console.log(`  removed ${written} Redis keys under ${prefix}`);
      }
    }
  } finally {
    redis.disconnect();
  }
  return { rows, propagation: changes };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await runInstances(benchOptions());
  console.table(result.rows.map(({ statuses, ...row }) => row));
  console.table(result.propagation);
}
