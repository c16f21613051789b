// Script bytes (gzip) that each page's HTML loads: what a phone downloads before
// the page is interactive. Prints figures. Needs a production build.
//   node bench/script-bytes.mjs [--db pglite] [--sizes 1000]

import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { benchOptions } from './lib/options.mjs';
import { preparedDatabase, startServer } from './lib/server.mjs';
import { pagePaths } from './lib/targets.mjs';

/** On one server: the first database and smallest size chosen. */
export async function runScriptBytes(options, port = options.port) {
  const db = options.dbs[0];
  const products = Math.min(...options.sizes);
  const server = await startServer(await preparedDatabase(db, products), port);
  console.log(`\n▶ script bytes: ${db}, ${products} products`);
  try {
    const paths = await pagePaths(server.base);
    const pages = [
      paths.home,
      paths.product,
      paths.category,
      paths.search,
      paths.products,
      '/cart',
    ];
    const rows = [];
    for (const page of pages) {
      const html = await (await fetch(server.base + page)).text();
      // noModule scripts (Next's legacy polyfills) are skipped by every browser that runs modules.
      const sources = [...html.matchAll(/<script([^>]+)>/g)]
        .filter((match) => !/\bnoModule\b/i.test(match[1]))
        .flatMap((match) => match[1].match(/src="([^"]+)"/)?.slice(1) ?? []);
      let gzip = 0;
      for (const src of new Set(sources)) {
        const body = Buffer.from(await (await fetch(new URL(src, server.base))).arrayBuffer());
        gzip += gzipSync(body, { level: 9 }).length;
      }
      rows.push({
        page: decodeURIComponent(page),
        scripts: new Set(sources).size,
        'script KiB (gzip)': Number((gzip / 1024).toFixed(1)),
        'HTML KiB (gzip)': Number((gzipSync(html).length / 1024).toFixed(1)),
        'HTML KiB (raw)': Number((Buffer.byteLength(html) / 1024).toFixed(1)),
      });
    }
    return rows;
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.table(await runScriptBytes(benchOptions()));
}
