import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { run } from '../../scripts/run.mjs';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

/** A data folder holding the demo shop topped up to `products` products (made once, then reused). */
export async function preparedDataDir(products) {
  const dir = `.data/bench-${products}`;
  const benchEnv = { ...env, DATA_DIR: dir };
  delete benchEnv.DATABASE_URL;
  if (!existsSync(`${dir}/.seeded-${products}`)) {
    console.log(`preparing ${products} products in ${dir} (once)…`);
    if (
      (await run('npx', ['tsx', 'scripts/seed.ts', '--products', String(products)], {
        env: benchEnv,
      })) !== 0
    ) {
      throw new Error('seeding failed');
    }
    await run('touch', [`${dir}/.seeded-${products}`]);
  }
  return dir;
}

/** Starts the production server on a data folder; resolves once it answers. */
export async function startServer(dataDir, port) {
  const child = spawn('node', ['scripts/serve.mjs'], {
    env: { ...env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  // The first start on a large data folder also applies pending migrations: allow minutes.
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      const response = await fetch(`${base}/api/v1/app/config`);
      if (response.ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error(`the server on ${base} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    base,
    /** Stops the server and waits until its port is free for the next one. */
    stop: async () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {}
      await exited;
    },
  };
}
