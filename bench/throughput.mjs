// Throughput of the catalogue pages and APIs against the static floor, on each
// database and catalogue size: one production server at a time, autocannon on
// it. Prints figures; not a pass/fail test. Needs a production build.
//   node bench/throughput.mjs [--sizes 1000,100000] [--db pglite,postgres] [--seconds 5]
import { pathToFileURL } from 'node:url';
import { measure } from './lib/load.mjs';
import { benchOptions } from './lib/options.mjs';
import { preparedDatabase, startServer } from './lib/server.mjs';
import { throughputTargets } from './lib/targets.mjs';

/** One table row: the measurement with its share of the floor measured on the same server(s). */
export function withRatio(row, floor, goal) {
  const ratio = floor > 0 ? row['req/s'] / floor : 0;
  return { ...row, '× floor': Math.round(ratio * 1000) / 1000, goal: goal ? `≥ ${goal}` : '' };
}

/** Measures every target on the servers at `bases`; the first target is the floor. */
export async function measureTargets(bases, targets, options, label) {
  // One plain request each first: whatever a page builds on its first visit is
  // not what a shopper waits for a minute later.
  for (const target of targets) {
    for (const base of bases) await fetch(base + target.path, target.request).catch(() => {});
  }
  const rows = [];
  let floor = 0;
  for (const target of targets) {
    const figures = await measure(bases, target, options);
    floor ||= figures['req/s'];
    const row = withRatio({ ...label, target: target.name, ...figures }, floor, target.goal);
    console.log(
      `  ${target.name}: ${row['req/s']} req/s (× ${row['× floor']}), p50 ${row['p50 ms']} ms, p99 ${row['p99 ms']} ms${row.non2xx ? `, ${row.non2xx} non-2xx ${JSON.stringify(row.statuses)}` : ''}${row.errors ? `, ${row.errors} errors` : ''}`,
    );
    rows.push(row);
  }
  return rows;
}

export async function runThroughput(options, port = options.port) {
  const rows = [];
  for (const db of options.dbs) {
    for (const products of options.sizes) {
      const database = await preparedDatabase(db, products);
      console.log(`\n▶ throughput: ${db}, ${products} products`);
      const server = await startServer(database, port);
      try {
        const targets = await throughputTargets(server.base);
        rows.push(...(await measureTargets([server.base], targets, options, { db, products })));
      } finally {
        await server.stop();
      }
    }
  }
  return rows;
}

/** Search API p95 on the largest catalogue over its p95 on the smallest, per database (goal ≤ 2). */
export function searchScaling(rows) {
  const out = [];
  const search = rows.filter((row) => row.target.startsWith('search API'));
  for (const db of new Set(search.map((row) => row.db))) {
    for (const target of new Set(search.map((row) => row.target))) {
      const bySize = search
        .filter((row) => row.db === db && row.target === target)
        .sort((a, b) => a.products - b.products);
      if (bySize.length < 2) continue;
      const small = bySize[0];
      const large = bySize.at(-1);
      out.push({
        db,
        target,
        [`p95 ms on ${small.products}`]: small['p95 ms'],
        [`p95 ms on ${large.products}`]: large['p95 ms'],
        'large ÷ small':
          large['p95 ms'] && small['p95 ms']
            ? Math.round((large['p95 ms'] / small['p95 ms']) * 100) / 100
            : null,
        goal: '≤ 2',
      });
    }
  }
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const options = benchOptions();
  const rows = await runThroughput(options);
  console.table(rows.map(({ statuses, ...row }) => row));
  const scaling = searchScaling(rows);
  if (scaling.length > 0) console.table(scaling);
}
