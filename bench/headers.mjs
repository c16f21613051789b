// "One Location, one Content-Type, one Cache-Control": a product's short
// address (a 308 to its slug address), its long address and its API read,
// read twice each (a miss, then what the caches answer) on fresh servers, and
// again after a price change through the staff API; every header a response
// carries more than once is reported with all its values. The header lines are
// read as they come (node:http's rawHeaders): fetch joins repeated headers.
// Prints figures; not a pass/fail test. Needs a production build.
//   node bench/headers.mjs [--db pglite,postgres] [--instances 1,2]
import { pathToFileURL } from 'node:url';
import { benchOptions } from './lib/options.mjs';
import { headerValue, rawResponse, repeatedHeaders } from './lib/raw-headers.mjs';
import { preparedDatabase } from './lib/server.mjs';
import { benchSessions } from './lib/sessions.mjs';
import { startShops } from './lib/shops.mjs';
import { getJson, newestProduct } from './lib/targets.mjs';

/** What a browser sends for a page it navigates to. */
const BROWSER = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
};
const READS = 2;

/** The addresses to read: label → path. */
function addresses(product) {
  return {
    'short /product/{id}': `/product/${product.id}`,
    'long /product/{id}/{slug}': `/product/${product.id}/${encodeURIComponent(product.slug)}`,
    'API app/product/{id}': `/api/v1/app/product/${product.id}`,
  };
}

/** How the values of a repeated header differ: not at all, or each in short. */
const sameOrEach = (values) =>
  new Set(values).size === 1
    ? ' (the same value)'
    : `: ${values.map((value) => value.slice(0, 60)).join(' | ')}`;

/** Every address read `READS` times on every server, in that order. */
async function readAll(label, bases, paths) {
  const rows = [];
  for (const [index, base] of bases.entries()) {
    for (const [address, path] of Object.entries(paths)) {
      for (let read = 1; read <= READS; read++) {
        const { status, lines } = await rawResponse(base + path, BROWSER);
        const repeated = repeatedHeaders(lines);
        rows.push({
          ...label,
          server: String.fromCharCode(65 + index),
          address,
          read,
          status,
          'x-nextjs-cache': headerValue(lines, 'x-nextjs-cache') || '–',
          repeated:
            Object.entries(repeated)
              .map(([name, values]) => `${name} ×${values.length}${sameOrEach(values)}`)
              .join('; ') || 'none',
        });
      }
    }
  }
  return rows;
}

async function setPrice(base, token, id, price, discount) {
  const response = await fetch(`${base}/api/v1/staff/products/${id}/price`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ price, discount_price: discount }),
  });
  if (!response.ok) throw new Error(`the price change answered ${response.status}`);
}

/** One cell: fresh servers, read; price up through A, read; price back. */
async function checkCell(db, instances, options) {
  const products = Math.min(...options.sizes);
  const database = await preparedDatabase(db, products);
  const sessions = await benchSessions(database, 1);
  console.log(`\n▶ headers: ${db}, ${products} products, ${instances} instance(s)`);
  const shops = await startShops(database, instances, options.port);
  try {
    const [a] = shops.bases;
    const product = await getJson(a, `/api/v1/app/product/${(await newestProduct(a)).id}`);
    const paths = addresses(product);
    const cell = `${db} ${products} ×${instances}`;
    const rows = await readAll({ cell, phase: 'fresh' }, shops.bases, paths);
    const discount = product.final_price < product.price ? product.final_price : null;
    await setPrice(a, sessions.staff, product.id, product.price + 1000, discount);
    try {
      rows.push(...(await readAll({ cell, phase: 'price changed on A' }, shops.bases, paths)));
    } finally {
      await setPrice(a, sessions.staff, product.id, product.price, discount);
    }
    rows.push(...(await readAll({ cell, phase: 'price back' }, shops.bases, paths)));
    for (const row of rows.filter((row) => row.repeated !== 'none')) {
      console.log(`  ${row.phase}, ${row.server}, ${row.address} #${row.read}: ${row.repeated}`);
    }
    return rows;
  } finally {
    await shops.stop();
  }
}

export async function runHeaders(options) {
  const rows = [];
  for (const db of options.dbs) {
    for (const instances of options.instances) {
      if (instances > 1 && db !== 'postgres') continue;
      rows.push(...(await checkCell(db, instances, options)));
    }
  }
  return rows;
}

export function printHeaders(rows) {
  const repeats = rows.filter((row) => row.repeated !== 'none');
  console.log(
    `\nHeaders sent more than once (Set-Cookie aside): ${repeats.length} of ${rows.length} responses`,
  );
  console.table(
    rows.map(({ cell, phase, server, address, read, status, ...row }) => ({
      cell,
      phase,
      server,
      address,
      read,
      status,
      cache: row['x-nextjs-cache'],
      repeated: row.repeated,
    })),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printHeaders(await runHeaders(benchOptions()));
}
