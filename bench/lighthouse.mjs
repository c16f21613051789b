// Lighthouse (mobile by default) for the home, product, category and search
// pages, with Debian's Chromium, offline. Prints figures. Needs a production build.
// Each page runs --runs times (default 5): on one machine the first paint lands
// either early or about a second late from run to run, whatever the page does,
// so a single run says little; the median and the spread are shown.
// Every figure is printed beside Lighthouse's benchmarkIndex (its own measure of
// how fast the machine's CPU was during that run: the simulated phone is this
// machine slowed 4×), so figures taken on two machines, or on one machine under
// other load, can be compared. Each run also prints where the main thread went
// (mainthread-work-breakdown, by category) and its long tasks, so a slow run
// says what it spent its time on.
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
const ms = (value) => Math.round(value ?? 0);
const benchmarkIndex = (report) => Math.round(report.environment?.benchmarkIndex ?? 0);

/** mainthread-work-breakdown by category, largest first: "other 1478 · scriptEvaluation 787 …" (ms). */
function mainThread(report) {
  const items = report.audits['mainthread-work-breakdown']?.details?.items ?? [];
  return items
    .toSorted((a, b) => b.duration - a.duration)
    .map((item) => `${item.group} ${ms(item.duration)}`)
    .join(' · ');
}

/** The long tasks Lighthouse saw, in order: "@778 167 ms Unattributable · @1039 138 ms /" (simulated ms). */
function longTasks(report) {
  const items = report.audits['long-tasks']?.details?.items ?? [];
  return items
    .toSorted((a, b) => a.startTime - b.startTime)
    .map((item) => {
      // A script's file name is enough to find it; the document is its path.
      const url = String(item.url ?? '');
      const where = url.includes('/_next/')
        ? url.slice(url.lastIndexOf('/') + 1)
        : url.replace(/^https?:\/\/[^/]+/, '') || url;
      return `@${ms(item.startTime)} ${ms(item.duration)} ms ${where}`;
    })
    .join(' · ');
}

/** Every picture address a page's HTML names, in `src` and `srcset` alike. */
function pictureUrls(html) {
  const urls = new Set();
  for (const [, attributes] of html.matchAll(/<img\b([^>]*)>/g)) {
    const src = attributes.match(/\bsrc="([^"]+)"/)?.[1];
    if (src) urls.add(src);
    const srcSet = attributes.match(/\bsrcSet="([^"]+)"/i)?.[1] ?? '';
    for (const candidate of srcSet.split(',')) {
      const url = candidate.trim().split(/\s+/)[0];
      if (url) urls.add(url);
    }
  }
  return [...urls].filter((url) => url.startsWith('/'));
}

/** One run's timings, each with the machine's speed during that run. */
export function runLine(report) {
  const audit = (key) => report.audits[key]?.numericValue;
  return [
    `perf ${score(report, 'performance')}`,
    `FCP ${ms(audit('first-contentful-paint'))} ms`,
    `LCP ${ms(audit('largest-contentful-paint'))} ms`,
    // The paint this browser saw, unthrottled: Lighthouse's simulated LCP counts
    // every script and layout that ran before it, so a late one costs a lot.
    `seen LCP ${ms(report.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint)} ms`,
    `TBT ${ms(audit('total-blocking-time'))} ms`,
    `SI ${ms(audit('speed-index'))} ms`,
    `DOM ${ms(audit('dom-size'))}`,
    `bytes ${Math.round((audit('total-byte-weight') ?? 0) / 1024)} KiB`,
    `benchmarkIndex ${benchmarkIndex(report)}`,
  ].join(' · ');
}

export async function lighthouse(url, preset, label) {
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
    // A visit first: whatever a page builds on its first visit is not what shoppers wait
    // for. Its pictures too: a demo picture's WebP copies are encoded at their first request.
    for (const path of Object.values(pages)) {
      const html = await (await fetch(server.base + path)).text();
      for (const url of pictureUrls(html)) await fetch(new URL(url, server.base));
    }
    const rows = [];
    for (const [name, path] of Object.entries(pages)) {
      for (const preset of options.presets) {
        const reports = [];
        for (let attempt = 1; attempt <= options.runs; attempt++) {
          const report = await lighthouse(
            server.base + path,
            preset,
            `${name}-${preset}-${attempt}`,
          );
          reports.push(report);
          console.log(`  ${name} (${preset}) run ${attempt}: ${runLine(report)}`);
          console.log(`    main thread (ms): ${mainThread(report)}`);
          console.log(`    long tasks: ${longTasks(report) || 'none'}`);
        }
        const scores = Object.fromEntries(CATEGORIES.map((key) => [key, spread(reports, key)]));
        // The run whose performance is the median: its timings explain that score.
        const middle = reports.find(
          (report) => score(report, 'performance') === scores.performance.median,
        );
        const indexes = reports.map(benchmarkIndex).sort((a, b) => a - b);
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
          // The median run's machine speed, and the spread over every run.
          benchmarkIndex: `${benchmarkIndex(middle)} (${indexes[0]}–${indexes.at(-1)})`,
          'main thread (median run)': mainThread(middle),
          scores,
        };
        console.log(
          `  ${name} (${preset}): ${CATEGORIES.map((key) => row[key]).join(' · ')} · LCP ${row['LCP ms']} ms · TBT ${row['TBT ms']} ms · benchmarkIndex ${row.benchmarkIndex}`,
        );
        rows.push(row);
      }
    }
    return rows;
  } finally {
    await server.stop();
  }
}

/**
 * The printed table: medians with min–max and the machine's speed, without the
 * per-run detail kept for the JSON (the main-thread breakdown is printed per run).
 */
export const lighthouseTable = (rows) =>
  rows.map(({ scores, path, db, products, 'main thread (median run)': _, ...row }) => row);

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.table(lighthouseTable(await runLighthouse(benchOptions())));
}
