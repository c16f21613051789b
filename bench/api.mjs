// Issue 21, "the API at the speed of the pages": the pages and the API calls
// of a storefront and an app, anonymous and as customers, each as a share of
// bare Node — a plain node:http server in its own process answering the
// product page's bytes from memory (bench/lib/bare-node.mjs), measured in the
// same cell just before. At 1 connection and at --connections, on each
// database, catalogue size and instance count; then each instance's memory.
// Prints figures; not a pass/fail test. Needs a production build.
//   node bench/api.mjs [--sizes 1000] [--db pglite,postgres] [--instances 1,2] [--seconds 5]
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { apiTargets } from './lib/api-targets.mjs';
import { startBareNode } from './lib/bare-node.mjs';
import { measure } from './lib/load.mjs';
import { residentMemory } from './lib/memory.mjs';
import { benchOptions } from './lib/options.mjs';
import { preparedDatabase } from './lib/server.mjs';
import { benchSessions } from './lib/sessions.mjs';
import { startShops } from './lib/shops.mjs';

/** @typedef {{ db: string; products: number; instances: number }} Cell */

const round = (value, places) => Math.round(value * 10 ** places) / 10 ** places;

/** The connection counts each row is measured at: one, and --connections. */
const connectionCounts = (options) => [...new Set([1, options.connections])];

/** The cells of the matrix; two instances only on PostgreSQL (PGlite is one process's). */
function cells(options) {
  /** @type {Cell[]} */
  const out = [];
  for (const db of options.dbs) {
    for (const products of options.sizes) {
      for (const instances of options.instances) {
        if (instances > 1 && db !== 'postgres') continue;
        out.push({ db, products, instances });
      }
    }
  }
  return out;
}

/**
 * One row: the figures with the share of non-2xx answers, the 5xx among them,
 * and the ratio to bare Node's req/s at the same connection count.
 */
function row(cell, connections, target, figures, floor) {
  const { statuses = {}, ...rest } = figures;
  const fives = Object.entries(statuses)
    .filter(([status]) => Number(status) >= 500)
    .reduce((total, [, count]) => total + count, 0);
  return {
    ...cell,
    connections,
    target: target.name,
    group: target.group,
    ...rest,
    'non-2xx %': rest.requests > 0 ? round((100 * rest.non2xx) / rest.requests, 2) : 0,
    '5xx': fives,
    statuses,
    '× bare Node': floor > 0 ? round(rest['req/s'] / floor, 3) : null,
    goal: target.goal ?? null,
  };
}

const say = (row) =>
  console.log(
    `  ${row.connections}c ${row.target}: ${row['req/s']} req/s (× ${row['× bare Node']}), p50 ${row['p50 ms']} ms, p99 ${row['p99 ms']} ms${row.non2xx ? `, ${row['non-2xx %']} % non-2xx ${JSON.stringify(row.statuses)}` : ''}${row.errors ? `, ${row.errors} errors` : ''}`,
  );

/** Measures one cell: its shop(s) started afresh, bare Node beside them. */
async function measureCell(cell, options) {
  const database = await preparedDatabase(cell.db, cell.products);
  // Before the servers start: a PGlite folder is one process's at a time.
  const sessions = await benchSessions(database, options.connections);
  console.log(
    `\n▶ api: ${cell.db}, ${cell.products} products, ${cell.instances} instance(s); load ${loadavg()[0].toFixed(1)}`,
  );
  const shops = await startShops(database, cell.instances, options.port);
  const rows = [];
  try {
    const { targets, productPage } = await apiTargets(shops.bases[0], sessions);
    // One plain request each first: what a call builds on its first visit is not
    // what a shopper waits for a minute later.
    for (const target of targets) {
      if (!target.path) continue;
      for (const base of shops.bases)
        await fetch(base + target.path, target.request).catch(() => {});
    }
    const bare = await startBareNode(productPage, options.port + cell.instances);
    console.log(`  bare Node serves the product page's ${bare.bytes} bytes (uncompressed)`);
    try {
      for (const connections of connectionCounts(options)) {
        const settings = { ...options, connections };
        const floorFigures = await measure([bare.base], { path: '/', request: {} }, settings);
        const floor = floorFigures['req/s'];
        const floorTarget = { name: 'bare Node: the product page from memory', group: 'bare Node' };
        rows.push({
          ...row(cell, connections, floorTarget, floorFigures, floor),
          bytes: bare.bytes,
        });
        say(rows.at(-1));
        for (const target of targets) {
          await target.prepare?.();
          rows.push(
            row(cell, connections, target, await measure(shops.bases, target, settings), floor),
          );
          say(rows.at(-1));
        }
      }
    } finally {
      await bare.stop();
    }
    // After the load: what each instance holds once it has served every row.
    const memory = shops.servers.map((server, index) => ({
      ...cell,
      instance: String.fromCharCode(65 + index),
      process: `node server/front/serve.mjs (pid ${server.pid})`,
      ...residentMemory(server.pid),
      // The machine is shared: the load it carried tells how far to trust the cell.
      'load at the end': round(loadavg()[0], 1),
    }));
    return { rows, memory };
  } finally {
    await shops.stop();
  }
}

export async function runApi(options) {
  const rows = [];
  const memory = [];
  for (const cell of cells(options)) {
    const measured = await measureCell(cell, options);
    rows.push(...measured.rows);
    memory.push(...measured.memory);
  }
  return { rows, memory };
}

const cellName = (row) => `${row.db} ${row.products} ×${row.instances}`;

/** @param {import('./lib/api-targets.mjs').Goal | null} goal @param {number} connections */
const goalText = (goal, connections) =>
  goal ? `≥ ${goal.ratio} ×${goal.p50 && connections === 1 ? `, p50 ≤ ${goal.p50} ms` : ''}` : '';

/** ✓ or ✗ against the goal; a 5xx fails any row. */
function verdict(row) {
  if (row['5xx'] > 0) return ' ✗ 5xx';
  if (!row.goal) return '';
  const fast =
    !row.goal.p50 || row.connections !== 1 || (row['p50 ms'] ?? Infinity) <= row.goal.p50;
  return row['× bare Node'] >= row.goal.ratio && fast ? ' ✓' : ' ✗';
}

/** A row's cell: "0.45 × · 5630/s · 0.8/3.1 ms ✓" (non-2xx share when there were any). */
const cellText = (row) =>
  `${row['× bare Node']} × · ${row['req/s']}/s · ${row['p50 ms'] ?? '–'}/${row['p99 ms'] ?? '–'} ms${row.non2xx ? ` · ${row['non-2xx %']} % non-2xx` : ''}${verdict(row)}`;

/**
 * Each row's share of bare Node on the largest catalogue over the smallest, per
 * database, instance count and connection count (goal: within 20 %). The
 * shares, not req/s: each is against the floor measured beside it, so a
 * machine busier during one cell than the other counts less.
 */
export function apiScaling(rows) {
  const out = [];
  const key = (row) => `${row.db} ×${row.instances} ${row.connections}c ${row.target}`;
  const groups = new Map();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  for (const same of groups.values()) {
    const bySize = same.toSorted((a, b) => a.products - b.products);
    if (bySize.length < 2 || bySize[0].group === 'bare Node') continue;
    const small = bySize[0];
    const large = bySize.at(-1);
    const share = (row) => row['× bare Node'] ?? 0;
    const ratio = share(small) > 0 ? round(share(large) / share(small), 2) : null;
    out.push({
      cell: `${small.db} ×${small.instances}`,
      connections: small.connections,
      target: small.target,
      [`× bare Node, ${small.products}`]: `${share(small)} (${small['req/s']}/s)`,
      [`× bare Node, ${large.products}`]: `${share(large)} (${large['req/s']}/s)`,
      'large ÷ small': ratio,
      // Faster on the larger catalogue is the machine, not the shop: shown, not counted.
      'within 20 %': ratio === null ? '–' : ratio < 0.8 ? '✗' : ratio > 1.2 ? '↑' : '✓',
    });
  }
  return out;
}

/** Prints the part's tables: one per connection count, then failures, scaling, memory. */
export function printApi(result) {
  const { rows, memory } = result;
  for (const connections of [...new Set(rows.map((row) => row.connections))]) {
    console.log(
      `\nAPI and pages at ${connections} connection(s): × bare Node · req/s · p50/p99 ms (✓/✗ against issue 21's goal)`,
    );
    const byTarget = new Map();
    for (const row of rows.filter((row) => row.connections === connections)) {
      const line = byTarget.get(row.target) ?? { target: row.target };
      line.goal = goalText(row.goal, connections);
      line[cellName(row)] =
        row.group === 'bare Node'
          ? `${row['req/s']}/s · ${row['p50 ms']}/${row['p99 ms']} ms · ${Math.round(row.bytes / 1024)} KB`
          : cellText(row);
      byTarget.set(row.target, line);
    }
    console.table([...byTarget.values()]);
  }
  if (rows.some((row) => row.instances > 1)) {
    console.log(
      '×2: connections split between instances A and B (one connection: A alone); customers dealt to A and B in turn.',
    );
  }
  const failures = rows.filter((row) => row.non2xx > 0 || row.errors > 0);
  if (failures.length > 0) {
    console.log('Answers that were not 2xx (5xx flagged), and connection errors');
    console.table(
      failures.map((row) => ({
        cell: cellName(row),
        connections: row.connections,
        target: row.target,
        'non-2xx %': row['non-2xx %'],
        statuses: JSON.stringify(row.statuses),
        '5xx': row['5xx'] > 0 ? `⚠ ${row['5xx']}` : 0,
        errors: row.errors,
      })),
    );
  } else if (rows.length > 0) {
    console.log('Every answer was a 2xx (0 % non-2xx, no 5xx); no connection errors.');
  }
  const scaling = apiScaling(rows);
  if (scaling.length > 0) {
    console.log(
      '\n× bare Node on the largest catalogue against the smallest (goal: within 20 %; ↑: faster, which is the machine)',
    );
    console.table(scaling);
  }
  if (memory.length > 0) {
    console.log('\nMemory of each shop process after its cell (VmRSS and VmHWM from /proc)');
    console.table(memory);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printApi(await runApi(benchOptions()));
}
