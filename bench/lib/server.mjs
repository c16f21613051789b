import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { run } from '../../scripts/run.mjs';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

// Servers run in their own process groups (so a stop reaches Next's workers):
// a benchmark that crashes or is interrupted must not leave them holding ports.
const running = new Set();
const stopAll = () => {
  for (const pid of running) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {}
  }
};
process.once('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    stopAll();
    process.exit(130);
  });
}

/** Where the PostgreSQL benchmarks create their databases (a superuser, to create them). */
export const postgresAdminUrl =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A seeding that stopped half way leaves a catalogue that looks ready but is not:
 * the mark is written only after the seed script succeeded.
 */
const seededMark = (products) => `persian-shop bench: seeded with ${products} products`;

/**
 * The seed tops up in steps of at most this many products. From 10 000 new
 * products on, scripts/seed.ts drops the secondary indexes for the load, and
 * then migration 0009's product_words trigger deletes by product_id with no
 * index, once per inserted product: the load turns quadratic (27 000 of
 * 100 000 products after 37 minutes on PostgreSQL). Below it, steps stay linear.
 */
const SEED_STEP = 9_000;

/** Seeds the database `seedEnv` names up to `products` products; resolves with the seconds it took. */
export async function seed(products, seedEnv, where) {
  console.log(`preparing ${products} products on ${where} (once; 100 000 takes minutes)…`);
  const started = Date.now();
  for (
    let target = Math.min(products, SEED_STEP);
    ;
    target = Math.min(products, target + SEED_STEP)
  ) {
    const code = await run('npx', ['tsx', 'scripts/seed.ts', '--products', String(target)], {
      env: seedEnv,
    });
    if (code !== 0) throw new Error(`seeding ${where} failed (exit ${code})`);
    if (target === products) break;
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`${where} seeded in ${seconds} s`);
  return seconds;
}

/** A data folder holding the demo shop topped up to `products` products (made once, then reused). */
export async function preparedDataDir(products) {
  const dir = `.data/bench-${products}`;
  const benchEnv = { ...env, DATA_DIR: dir };
  delete benchEnv.DATABASE_URL;
  if (!existsSync(`${dir}/.seeded-${products}`)) {
    await seed(products, benchEnv, `PGlite in ${dir}`);
    writeFileSync(`${dir}/.seeded-${products}`, `${seededMark(products)}\n`);
  }
  return dir;
}

/**
 * A PostgreSQL database `bench_<products>` holding the demo shop topped up to
 * `products` products, created and seeded once, then reused; resolves with its URL.
 * The mark is the database's comment, so it goes away with the database.
 */
export async function preparedPostgres(products) {
  const name = `bench_${products}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query(
      "SELECT shobj_description(oid, 'pg_database') AS mark FROM pg_database WHERE datname = $1",
      [name],
    );
    const url = new URL(postgresAdminUrl);
    url.pathname = `/${name}`;
    if (rows[0]?.mark === seededMark(products)) return url.href;
    if (rows.length === 0) await admin.query(`CREATE DATABASE ${name}`);
    await seed(products, { ...env, DATABASE_URL: url.href }, `PostgreSQL database ${name}`);
    await admin.query(`COMMENT ON DATABASE ${name} IS '${seededMark(products)}'`);
    return url.href;
  } finally {
    await admin.end();
  }
}

/** The database a benchmark runs on: `pglite` (a data folder) or `postgres` (a database). */
export async function preparedDatabase(db, products) {
  if (db === 'pglite') return { db, products, dataDir: await preparedDataDir(products) };
  if (db === 'postgres') return { db, products, databaseUrl: await preparedPostgres(products) };
  throw new Error(`unknown database "${db}": pglite or postgres`);
}

/** The environment a production server needs to run on a prepared database. */
function databaseEnv(database) {
  if (database.databaseUrl) {
    // A shop on DATABASE_URL refuses to start with the built-in SMS adapter
    // unless it is a demo (server/startup/start-check.ts): the bench shop is one.
    return { DATABASE_URL: database.databaseUrl, DEMO_MODE: '1' };
  }
  return { DATA_DIR: database.dataDir, DATABASE_URL: '' };
}

/**
 * Starts the production server (`node server/front/serve.mjs`) on a prepared
 * database — or on a bare data folder, given as a string — with extra settings
 * such as REDIS_URL; resolves once it answers.
 */
export async function startServer(database, port, extraEnv = {}) {
  const target = typeof database === 'string' ? { dataDir: database } : database;
  const child = spawn('node', ['server/front/serve.mjs'], {
    env: { ...env, ...databaseEnv(target), ...extraEnv, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  running.add(child.pid);
  let exitCode = null;
  const exited = new Promise((resolve) =>
    child.once('exit', (code) => {
      running.delete(child.pid);
      exitCode = code ?? 1;
      resolve();
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  // The first start on a large data folder also applies pending migrations: allow minutes.
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (exitCode !== null) throw new Error(`the server for ${base} exited (code ${exitCode})`);
    try {
      const response = await fetch(`${base}/api/v1/app/config`);
      if (response.ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error(`the server on ${base} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    base,
    /** The process running server/front/serve.mjs: Next's request handler runs in it. */
    pid: child.pid ?? 0,
    /** Stops the server and waits until its port is free for the next one. */
    stop: async () => {
      if (exitCode !== null) return;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {}
      await exited;
    },
  };
}
