// `npm run bench`: every benchmark in one run against the production build,
// then the figures side by side, also written to bench/results/bench-<time>.json.
// Figures, not pass/fail tests: the goals of issues 13 and 21 are shown next to them.
//   npm run bench -- [--only throughput,api] [--sizes 1000] [--db pglite] [--instances 1] (--help)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { printApi, runApi } from './api.mjs';
import { printHeaders, runHeaders } from './headers.mjs';
import { runInstances } from './instances.mjs';
import { benchOptions, USAGE } from './lib/options.mjs';
import { lighthouseTable, runLighthouse } from './lighthouse.mjs';
import { printSaleDay, runSaleDay } from './sale-day.mjs';
import { runScriptBytes } from './script-bytes.mjs';
import { runThroughput, searchScaling } from './throughput.mjs';

const options = benchOptions();
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!existsSync('.next/BUILD_ID')) {
  console.error('✖ no production build: run `npm run build` first');
  process.exit(1);
}

const started = new Date();
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD']).toString().trim();
console.log(
  `bench on ${commit}, ${cpus().length} cores, load ${loadavg()
    .map((load) => load.toFixed(1))
    .join(
      ' ',
    )}: ${options.only.join(', ')}; ${options.dbs.join(', ')}; ${options.sizes.join(', ')} products; ${options.instances.join(', ')} instance(s)`,
);

// The machine may be shared: the load average at both ends says how far to trust the figures.
const load = () => loadavg().map((value) => Math.round(value * 10) / 10);
const results = {
  started: started.toISOString(),
  commit,
  options,
  seconds: {},
  load: { start: load() },
};
// A part that fails is reported and the others still run: a long run keeps what it measured.
const timed = async (part, work) => {
  const partStarted = Date.now();
  try {
    results[part] = await work();
  } catch (error) {
    console.error(`✖ ${part} failed: ${error.stack ?? error}`);
    results.failed = { ...results.failed, [part]: String(error.message ?? error) };
  }
  results.seconds[part] = Math.round((Date.now() - partStarted) / 1000);
};
const wants = (part) => options.only.includes(part);

if (wants('bytes')) await timed('bytes', () => runScriptBytes(options));
if (wants('throughput')) await timed('throughput', () => runThroughput(options));
if (wants('instances')) {
  if (options.dbs.includes('postgres')) await timed('instances', () => runInstances(options));
  else console.log('\n(two instances need PostgreSQL: add postgres to --db)');
}
if (wants('api')) await timed('api', () => runApi(options));
if (wants('headers')) await timed('headers', () => runHeaders(options));
if (wants('lighthouse')) await timed('lighthouse', () => runLighthouse(options));
// Last: its minute of a few hundred shoppers would leave the machine warm for the others.
if (wants('sale-day')) await timed('sale-day', () => runSaleDay(options));
results.seconds.total = Math.round((Date.now() - started.getTime()) / 1000);
results.load.end = load();

/** Rows per target, a column per database and size: the same target side by side. */
function sideBySide(rows, cell, withGoal = true) {
  const byTarget = new Map();
  for (const row of rows) {
    const line = byTarget.get(row.target) ?? { target: row.target };
    line[`${row.db} ${row.products}`] = cell(row);
    if (withGoal && row.goal) line.goal = row.goal;
    byTarget.set(row.target, line);
  }
  return [...byTarget.values()];
}

const loadRows = [...(results.throughput ?? []), ...(results.instances?.rows ?? [])];
if (results.bytes) {
  console.log('\nScript and HTML bytes per page');
  console.table(results.bytes);
}
if (loadRows.length > 0) {
  console.log(
    `\nThroughput, ${options.connections} connections, ${options.seconds} s after ${options.warmup} s of warm-up: req/s (× the static floor on the same server)`,
  );
  console.table(sideBySide(loadRows, (row) => `${row['req/s']} (× ${row['× floor']})`));
  console.log('Latency: p50 / p95 / p99 ms (goal: p99 under 50 ms once warm)');
  console.table(
    sideBySide(
      loadRows,
      (row) => `${row['p50 ms'] ?? '–'} / ${row['p95 ms'] ?? '–'} / ${row['p99 ms'] ?? '–'}`,
      false,
    ),
  );
  const failures = loadRows.filter((row) => row.non2xx > 0 || row.errors > 0);
  if (failures.length > 0) {
    console.log('Answers that were not 2xx, and connection errors');
    console.table(
      failures.map((row) => ({
        db: row.db,
        products: row.products,
        target: row.target,
        non2xx: row.non2xx,
        statuses: JSON.stringify(row.statuses ?? {}),
        errors: row.errors,
      })),
    );
  } else {
    console.log('Every answer was a 2xx; no connection errors.');
  }
  const scaling = searchScaling(results.throughput ?? []);
  if (scaling.length > 0) {
    console.log('Search API p95, largest catalogue against smallest');
    console.table(scaling);
  }
}
if (results.instances?.propagation.length > 0) {
  console.log('\nA change through instance A, read back on instance B (goal: under 1 000 ms)');
  console.table(results.instances.propagation);
}
if (results.api) printApi(results.api);
if (results.headers) printHeaders(results.headers);
if (results.lighthouse) {
  console.log(`\nLighthouse: median (min–max) of ${options.runs} runs per page`);
  console.table(lighthouseTable(results.lighthouse));
}
if (results['sale-day']) printSaleDay(results['sale-day']);

mkdirSync('bench/results', { recursive: true });
const file = `bench/results/bench-${started.toISOString().replace(/[:.]/g, '-')}.json`;
writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
if (results.failed) console.log('\n✖ parts that failed:', results.failed);
console.log(
  `\n${file}; took ${Math.round(results.seconds.total / 60)} min (${JSON.stringify(results.seconds)}); load ${results.load.start.join(' ')} at the start, ${results.load.end.join(' ')} at the end`,
);
