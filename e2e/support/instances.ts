import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import pg from 'pg';

/** The machine's PostgreSQL server (a database of the journey's own is made on it). */
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export type Instances = {
  /** Each instance's address, e.g. http://127.0.0.1:3131. */
  bases: string[];
  staffToken: string;
  stop(): Promise<void>;
};

function databaseUrl(name: string): string {
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function answers(base: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/v1/app/config`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the instance on ${base} did not start`);
}

/**
 * Production instances of the built shop on one new PostgreSQL database (the
 * demo shop) and the machine's Redis under a key prefix of their own, as a
 * load balancer would have them. stop() ends them and removes the database
 * and the keys.
 */
export async function startInstances(
  ports: number[],
  /** Settings of one instance of its own (by its place in `ports`), beside the shared ones. */
  envOf: (index: number) => Record<string, string> = () => ({}),
): Promise<Instances> {
  const id = `${process.pid}_${randomBytes(3).toString('hex')}`;
  const database = `shop_instances_${id}`;
  const prefix = `e2e-instances-${id}`;
  await admin((client) => client.query(`CREATE DATABASE ${database}`));
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl(database),
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    DEMO_MODE: '1',
    SMS_PROVIDER: 'outbox',
    PAYMENT_PROVIDER: 'sandbox',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  execFileSync('npx', ['tsx', 'scripts/prepare-db.ts'], { env, stdio: 'ignore' });
  const staffToken =
    execFileSync('npx', ['tsx', 'scripts/staff.ts', 'token', '--user', '1'], {
      env,
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .at(-1) ?? '';
  const children: ChildProcess[] = ports.map((port, index) =>
    spawn('node', ['server/front/serve.mjs'], {
      env: { ...env, ...envOf(index), PORT: String(port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  const bases = ports.map((port) => `http://127.0.0.1:${port}`);
  const deadline = Date.now() + 120_000;
  await Promise.all(bases.map((base) => answers(base, deadline)));
  return {
    bases,
    staffToken,
    async stop() {
      await Promise.all(
        children.map(
          (child) =>
            new Promise((resolve) => {
              child.once('exit', resolve);
              child.kill('SIGTERM');
            }),
        ),
      );
      await admin((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    },
  };
}
