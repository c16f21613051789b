// Lighthouse scores (mobile and desktop) for the home, product and search pages,
// with Debian's Chromium, offline. Prints figures. Needs a production build.
// Each page runs --runs times (default 3) and the median run is shown: on one
// machine the first paint lands either early or about a second late from run
// to run, whatever the page does, and a single run says little.
//   node bench/lighthouse.mjs [--runs 3]
import { mkdirSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { run } from '../scripts/run.mjs';
import { preparedDataDir, startServer } from './lib/server.mjs';

const { values: args } = parseArgs({ options: { runs: { type: 'string' } } });
const runs = Math.max(1, Number(args.runs ?? 3));
const out = 'bench/results';

const score = (report, key) => Math.round((report.categories[key]?.score ?? 0) * 100);

async function lighthouse(url, preset, label) {
  const file = `${out}/lighthouse-${label}.json`;
  const flags = [
    '-y',
    'lighthouse@12',
    url,
    '--quiet',
    '--output=json',
    `--output-path=${file}`,
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    '--only-categories=performance,accessibility,best-practices,seo',
  ];
  if (preset === 'desktop') flags.push('--preset=desktop');
  await run('npx', flags, {
    env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  });
  return JSON.parse(readFileSync(file, 'utf8'));
}
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
      const reports = [];
      for (let attempt = 1; attempt <= runs; attempt++) {
        reports.push(await lighthouse(server.base + path, preset, `${name}-${preset}-${attempt}`));
      }
      const scores = reports.map((report) => score(report, 'performance')).sort((a, b) => a - b);
      const median = reports.find((report) => score(report, 'performance') === scores[runs >> 1]);
      rows.push({
        page: name,
        preset,
        performance: score(median, 'performance'),
        'all runs': scores.join(' '),
        accessibility: score(median, 'accessibility'),
        'best practices': score(median, 'best-practices'),
        seo: score(median, 'seo'),
        'LCP ms': Math.round(median.audits['largest-contentful-paint'].numericValue),
        TBT: Math.round(median.audits['total-blocking-time'].numericValue),
      });
    }
  }
  console.table(rows);
} finally {
  await server.stop();
}
