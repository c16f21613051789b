// Lighthouse scores (mobile and desktop) for the home, product and search pages,
// with Debian's Chromium, offline. Prints figures. Needs a production build.
//   node bench/lighthouse.mjs
import { mkdirSync, readFileSync } from 'node:fs';
import { run } from '../scripts/run.mjs';
import { preparedDataDir, startServer } from './lib/server.mjs';

const out = 'bench/results';
mkdirSync(out, { recursive: true });
const server = await startServer(await preparedDataDir(1000), 3202);
try {
  const product = (await (await fetch(`${server.base}/api/v1/products?type=newest&limit=1`)).json())
    .data.results[0];
  const pages = {
    home: '/',
    product: `/product/${product.id}/${product.slug}`,
    search: '/search?q=%DA%AF%D8%B2',
  };
  for (const path of Object.values(pages)) await fetch(server.base + path);
  const rows = [];
  for (const [name, path] of Object.entries(pages)) {
    for (const preset of ['mobile', 'desktop']) {
      const file = `${out}/lighthouse-${name}-${preset}.json`;
      const args = [
        '-y',
        'lighthouse@12',
        server.base + path,
        '--quiet',
        '--output=json',
        `--output-path=${file}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
        '--only-categories=performance,accessibility,best-practices,seo',
      ];
      if (preset === 'desktop') args.push('--preset=desktop');
      await run('npx', args, {
        env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
      });
      const report = JSON.parse(readFileSync(file, 'utf8'));
      const score = (key) => Math.round((report.categories[key]?.score ?? 0) * 100);
      rows.push({
        page: name,
        preset,
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best practices': score('best-practices'),
        seo: score('seo'),
        'LCP ms': Math.round(report.audits['largest-contentful-paint'].numericValue),
        TBT: Math.round(report.audits['total-blocking-time'].numericValue),
      });
    }
  }
  console.table(rows);
} finally {
  await server.stop();
}
