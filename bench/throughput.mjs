// SSR product page, search page and search API under load, on 1 000 and 100 000
// products. Prints figures; not a pass/fail test. Needs a production build.
//   node bench/throughput.mjs [--sizes 1000,100000] [--seconds 10] [--connections 10]
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { preparedDataDir, startServer } from './lib/server.mjs';

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string' },
    seconds: { type: 'string' },
    connections: { type: 'string' },
  },
});
const sizes = (args.sizes ?? '1000,100000').split(',').map(Number);
const duration = Number(args.seconds ?? 10);
const connections = Number(args.connections ?? 10);

function measure(title, url, options = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, duration, connections, ...options }, (error, result) => {
      if (error) return reject(error);
      resolve({
        title,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
      });
    });
  });
}

async function firstProductPath(base) {
  const response = await fetch(`${base}/api/v1/products?type=newest&limit=1`);
  const body = await response.json();
  const product = body.data.results[0];
  return `/product/${product.id}/${product.slug}`;
}

const rows = [];
for (const [index, size] of sizes.entries()) {
  const dataDir = await preparedDataDir(size);
  // A port per size: the previous server may still be letting go of its port.
  const server = await startServer(dataDir, 3200 + index);
  try {
    const productPath = await firstProductPath(server.base);
    const searchBody = JSON.stringify({ name: 'گز', sort: 'cheapest', is_exist: true });
    await fetch(server.base + productPath);
    for (const [title, url, options] of [
      ['SSR product page', server.base + productPath, {}],
      ['SSR search page', `${server.base}/search?q=${encodeURIComponent('گز')}&sort=cheapest`, {}],
      [
        'search API',
        `${server.base}/api/v1/products/search?page=1&limit=30`,
        { method: 'POST', body: searchBody, headers: { 'content-type': 'application/json' } },
      ],
      [
        'search API, no term',
        `${server.base}/api/v1/products/search?page=2&limit=30`,
        {
          method: 'POST',
          body: '{"sort":"newest"}',
          headers: { 'content-type': 'application/json' },
        },
      ],
    ]) {
      rows.push({ products: size, ...(await measure(title, url, options)) });
    }
  } finally {
    await server.stop();
  }
}
console.table(rows);
