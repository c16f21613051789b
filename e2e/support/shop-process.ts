import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import Redis from 'ioredis';
import pg from 'pg';

/**
 * Production instances of the built shop started and stopped one by one, as a
 * deploy does: on one new PostgreSQL database with the demo shop and the
 * machine's Redis under a prefix of their own. Unlike instances.ts, which
 * starts a fixed set together, an instance here can be stopped with a signal
 * and started again on its port.
 */

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export type ShopDatabase = { env: NodeJS.ProcessEnv; drop(): Promise<void> };

/** A new database with the demo shop, and the settings every instance on it shares. */
export async function prepareShopDatabase(
  settings: Record<string, string> = {},
): Promise<ShopDatabase> {
  const id = `${process.pid}_${randomBytes(3).toString('hex')}`;
  const database = `shop_drain_${id}`;
  const prefix = `e2e-drain-${id}`;
  await admin(`CREATE DATABASE ${database}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${database}`;
  const env = {
    ...process.env,
    DATABASE_URL: url.toString(),
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    DEMO_MODE: '1',
    SMS_PROVIDER: 'outbox',
    PAYMENT_PROVIDER: 'sandbox',
    NEXT_TELEMETRY_DISABLED: '1',
    LOG_LEVEL: 'warn',
    ...settings,
  };
  execFileSync('npx', ['tsx', 'scripts/prepare-db.ts'], { env, stdio: 'ignore' });
  return {
    env,
    async drop() {
      await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    },
  };
}

export type Exit = { code: number | null; signal: NodeJS.Signals | null; at: number };

export type ShopProcess = {
  base: string;
  child: ChildProcess;
  /** Resolves when the process has exited, with when it did. */
  exited: Promise<Exit>;
};

/** Resolves once /readyz says the instance should be sent requests. */
export async function untilReady(base: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/readyz`)).status === 200) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${base} was not ready in ${timeoutMs} ms`);
}

/** Starts `node server/front/serve.mjs` on `port`; resolves once it is ready. */
export async function startShop(port: number, env: NodeJS.ProcessEnv): Promise<ShopProcess> {
  const child = spawn('node', ['server/front/serve.mjs'], {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  const base = `http://127.0.0.1:${port}`;
  await Promise.race([
    untilReady(base),
    exited.then((exit) => {
      throw new Error(`the shop on ${base} exited while starting (${JSON.stringify(exit)})`);
    }),
  ]);
  return { base, child, exited };
}
