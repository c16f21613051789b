// Lighthouse (mobile by default) for the home, product, category and search
// pages, with Debian's Chromium, offline. Prints figures. Needs a production build.
// Each page runs --runs times (default 5): on one machine the first paint lands
// either early or about a second late from run to run, whatever the page does,
// so a single run says little; the median and the spread are shown.
//   node bench/lighthouse.mjs [--runs 5] [--presets mobile,desktop] [--db pglite] [--sizes 1000]
import { mkdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { run } from '../scripts/run.mjs';
import { benchOptions } from './lib/options.mjs';
import { preparedDatabase, startServer } from './lib/server.mjs';
import { pagePaths } from './lib/targets.mjs';

const out = 'bench/results/lighthouse';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const score = (report, key) => Math.round((report.categories[key]?.score ?? 0) * 100);
const median = (sorted) => sorted[(sorted.length - 1) >> 1];

async function lighthouse(url, preset, label) {
  const file = `${out}/${label}.json`;
  const flags = [
    '-y',
    'lighthouse@12',
    url,
    '--quiet',
    '--output=json',
    `--output-path=${file}`,
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    `--only-categories=${CATEGORIES.join(',')}`,
  ];
  if (preset === 'desktop') flags.push('--preset=desktop');
  const code = await run('npx', flags, {
    env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  });
  if (code !== 0) throw new Error(`lighthouse on ${url} failed (exit ${code})`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** A category's median with its spread over the runs: "98 (95–99)". */
function spread(reports, key) {
  const scores = reports.map((report) => score(report, key)).sort((a, b) => a - b);
  const text = `${median(scores)} (${scores[0]}–${scores.at(-1)})`;
  return { median: median(scores), min: scores[0], max: scores.at(-1), all: scores, text };
}

/** Lighthouse on one server: the first database and smallest size chosen. */
export async function runLighthouse(options, port = options.port) {
  const db = options.dbs[0];
  const products = Math.min(...options.sizes);
  mkdirSync(out, { recursive: true });
  const server = await startServer(await preparedDatabase(db, products), port);
  console.log(`\n▶ Lighthouse: ${db}, ${products} products, ${options.runs} runs per page`);
  try {
    const paths = await pagePaths(server.base);
    const { home, product, category, search } = paths;
    const pages = { home, product, category, search };
    // A visit first: whatever a page builds on its first visit is not what shoppers wait for.
    for (const path of Object.values(pages)) await fetch(server.base + path);
    const rows = [];
    for (const [name, path] of Object.entries(pages)) {
      for (const preset of options.presets) {
        const reports = [];
        for (let attempt = 1; attempt <= options.runs; attempt++) {
          reports.push(
            await lighthouse(server.base + path, preset, `${name}-${preset}-${attempt}`),
          );
        }
        const scores = Object.fromEntries(CATEGORIES.map((key) => [key, spread(reports, key)]));
        // The run whose performance is the median: its timings explain that score.
        const middle = reports.find(
          (report) => score(report, 'performance') === scores.performance.median,
        );
        const row = {
          db,
          products,
          page: name,
          path,
          preset,
          ...Object.fromEntries(CATEGORIES.map((key) => [key, scores[key].text])),
          'LCP ms': Math.round(middle.audits['largest-contentful-paint'].numericValue),
          'TBT ms': Math.round(middle.audits['total-blocking-time'].numericValue),
          CLS: Math.round(middle.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
          scores,
        };
        console.log(`  ${name} (${preset}): ${CATEGORIES.map((key) => row[key]).join(' · ')}`);
        rows.push(row);
      }
    }
    return rows;
  } finally {
    await server.stop();
  }
}

/** The printed table: medians with min–max, without the per-run detail kept for the JSON. */
export const lighthouseTable = (rows) => rows.map(({ scores, path, db, products, ...row }) => row);

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.table(lighthouseTable(await runLighthouse(benchOptions())));
}
