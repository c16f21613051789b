// Script bytes (gzip) that each page's HTML loads: what a phone downloads before
// the page is interactive. Prints figures. Needs a production build.
//   node bench/script-bytes.mjs
import { gzipSync } from 'node:zlib';
import { preparedDataDir, startServer } from './lib/server.mjs';

const server = await startServer(await preparedDataDir(1000), 3201);
try {
  const productResponse = await fetch(`${server.base}/api/v1/products?type=newest&limit=1`);
  const product = (await productResponse.json()).data.results[0];
  const pages = [
    '/',
    `/product/${product.id}/${product.slug}`,
    '/search?q=%DA%AF%D8%B2',
    '/products',
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
      page,
      scripts: new Set(sources).size,
      'script KiB (gzip)': (gzip / 1024).toFixed(1),
      'HTML KiB (gzip)': (gzipSync(html).length / 1024).toFixed(1),
      'HTML KiB (raw)': (Buffer.byteLength(html) / 1024).toFixed(1),
    });
  }
  console.table(rows);
} finally {
  await server.stop();
}
