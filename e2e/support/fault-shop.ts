import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort, type PrivatePostgres, type PrivateRedis, waitFor } from './private-services';

const run = promisify(execFile);

type Envelope<T> = { success: boolean; data: T; msg: string };

export type FaultShop = {
  bases: string[];
  staffToken: string;
  databaseUrl: string;
  /** Ends instance `index` with `signal` and waits for it to be gone. */
  kill(index: number, signal: NodeJS.Signals): Promise<void>;
  /** Starts instance `index` again on its port and waits until it answers. */
  restart(index: number): Promise<void>;
  stop(): Promise<void>;
};

/**
 * Production instances of the built shop (server/front/serve.mjs) on a database of
 * a private cluster and, when given, a private Redis: the demo shop, the
 * built-in SMS outbox and sandbox bank, one X-Forwarded-For hop trusted so a
 * test can speak for many client addresses.
 */
export async function startFaultShop(options: {
  postgres: PrivatePostgres;
  redis?: PrivateRedis;
  instances: number;
}): Promise<FaultShop> {
  const admin = new pg.Client({ connectionString: options.postgres.url() });
  await admin.connect();
  await admin.query('CREATE DATABASE shop');
  await admin.end();
  const databaseUrl = options.postgres.url('shop');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: options.redis?.url ?? '',
    REDIS_PREFIX: 'faults',
    DEMO_MODE: '1',
    SMS_PROVIDER: 'outbox',
    SSO_PROVIDER: 'local',
    PAYMENT_PROVIDER: 'sandbox',
    TRUST_PROXY: '1',
    SITE_URL: '',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  await run('npx', ['tsx', 'scripts/prepare-db.ts'], { env });
  const { stdout } = await run('npx', ['tsx', 'scripts/staff.ts', 'token', '--user', '1'], { env });
  const staffToken = stdout.trim().split('\n').at(-1) ?? '';
  const ports = await Promise.all(Array.from({ length: options.instances }, () => freePort()));
  const bases = ports.map((port) => `http://127.0.0.1:${port}`);
  const children: (ChildProcess | null)[] = ports.map(() => null);

  async function launch(index: number) {
    children[index] = spawn('node', ['server/front/serve.mjs'], {
      env: { ...env, PORT: String(ports[index]) },
      stdio: ['ignore', 'ignore', process.env.FAULTS_VERBOSE ? 'inherit' : 'ignore'],
    });
    await waitFor(
      `the instance on ${bases[index]} starts`,
      async () => (await fetch(`${bases[index]}/api/v1/app/config`)).ok,
      { timeoutMs: 120_000, everyMs: 250 },
    );
  }

  async function kill(index: number, signal: NodeJS.Signals) {
    const child = children[index];
    children[index] = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill(signal);
    });
  }

  await Promise.all(bases.map((_, index) => launch(index)));
  return {
    bases,
    staffToken,
    databaseUrl,
    kill,
    restart: launch,
    stop: async () => {
      await Promise.all(bases.map((_, index) => kill(index, 'SIGTERM')));
    },
  };
}

/** A client address of its own in TEST-NET-2 (login limits count per address). */
export function someAddress(): string {
  return `198.51.100.${1 + Math.floor(Math.random() * 254)}`;
}

/** A mobile number no demo customer has. */
export function someMobile(): string {
  return `093${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** A new customer's bearer token, logged in through the SMS outbox as a shopper would. */
export async function customerToken(base: string, mobile = someMobile()): Promise<string> {
  return (await customerSession(base, mobile)).token;
}

/** A new customer logged in through the SMS outbox: the bearer token and the customer's id. */
export async function customerSession(
  base: string,
  mobile = someMobile(),
): Promise<{ token: string; customerId: number; mobile: string }> {
  const address = someAddress();
  const json = { 'content-type': 'application/json', 'x-forwarded-for': address };
  const sent = await fetch(`${base}/api/v1/user/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ mobile }),
  });
  if (!sent.ok) throw new Error(`no login code: ${sent.status} ${await sent.text()}`);
  const outbox =
    (await // The outbox answers this machine only: asked as itself, not as the shopper's address.
    (
      await fetch(`${base}/api/v1/dev/sms-outbox?mobile=${mobile}`, {
        headers: { 'x-forwarded-for': '127.0.0.1' },
      })
    ).json()) as Envelope<{ results: { code: string | null }[] }>;
  const code = outbox.data.results[0]?.code;
  if (!code) throw new Error(`no code in the outbox for ${mobile}`);
  const validated = await fetch(`${base}/api/v1/user/validate`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ mobile, code }),
  });
  const body = (await validated.json()) as Envelope<{
    token: { access_token: string };
    customer: { id: number };
  }>;
  if (!validated.ok) throw new Error(`login refused: ${body.msg}`);
  return { token: body.data.token.access_token, customerId: body.data.customer.id, mobile };
}

/** One answer as a fault test judges it: status, time taken, the headers and body that matter. */
export type Timed = {
  what: string;
  at: number;
  ms: number;
  status: number;
  retryAfter: string | null;
  body: string;
};

/** Sends a request and times it to the last byte; a network failure is status 0. */
export async function timed(what: string, url: string, init: RequestInit = {}): Promise<Timed> {
  const at = Date.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
    const body = await response.text();
    return {
      what,
      at,
      ms: Date.now() - at,
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body,
    };
  } catch (error) {
    return { what, at, ms: Date.now() - at, status: 0, retryAfter: null, body: String(error) };
  }
}

/**
 * Runs `workers` loops that each send `next()`'s request after the last one's
 * answer, until stop() is called; every answer is kept.
 */
export function keepAsking(workers: number, next: (worker: number) => Promise<Timed>) {
  const answers: Timed[] = [];
  let running = true;
  const loops = Array.from({ length: workers }, async (_, worker) => {
    while (running) answers.push(await next(worker));
  });
  return {
    answers,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return answers;
    },
  };
}

/** Persian letters: a message meant for the shopper, not an English error. */
export const PERSIAN = /[\u0600-\u06FF]/;

/** What a leaked stack trace or driver error looks like in a body. */
export const LEAK = /\bat .+\(|node_modules|ECONNREFUSED|\.ts:\d+|Error:/;
