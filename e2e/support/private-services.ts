import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A port nothing listens on right now, as the system hands one out. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Waits for `check` to hold, trying every `everyMs` until `timeoutMs` has passed. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  { timeoutMs = 30_000, everyMs = 100 } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
}

/**
 * PostgreSQL refuses to run as root: as root (a container), the cluster is
 * made and run as the system's `postgres` user.
 */
function clusterOwner(): { uid: number; gid: number } | Record<string, never> {
  if (process.getuid?.() !== 0) return {};
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

export type PrivatePostgres = {
  port: number;
  /** The address of database `name` on this cluster. */
  url(name?: string): string;
  /** Stops the server as an operator would (pg_ctl stop -m fast: sessions are cut). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it if running and removes its files. */
  remove(): Promise<void>;
};

/**
 * A PostgreSQL cluster of the test's own (initdb, pg_ctl) on a free port, its
 * socket and files in a temporary folder: a test may stop and start it
 * without touching the machine's server.
 */
export async function startPostgres(): Promise<PrivatePostgres> {
  const folder = mkdtempSync(join(tmpdir(), 'shop-pg-'));
  const owner = clusterOwner();
  if ('uid' in owner) chownSync(folder, owner.uid, owner.gid);
  const data = join(folder, 'data');
  const options = { ...owner, cwd: folder };
  await run(
    'initdb',
    ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync'],
    options,
  );
  const port = await freePort();
  // Durability is not what is tested: fsync off keeps a busy machine's disk out of it.
  const serverOptions = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const pgCtl = (...args: string[]) =>
    run('pg_ctl', ['-D', data, '-l', join(folder, 'log'), ...args], options);
  const cluster: PrivatePostgres = {
    port,
    url: (name = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${name}`,
    stop: async () => {
      await pgCtl('-m', 'fast', '-w', 'stop');
    },
    start: async () => {
      await pgCtl('-o', serverOptions, '-w', '-t', '60', 'start');
    },
    remove: async () => {
      await pgCtl('-m', 'immediate', '-w', 'stop').catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}

export type PrivateRedis = {
  port: number;
  url: string;
  /** Ends the server (SIGTERM) and waits until it is gone. */
  stop(): Promise<void>;
  /** A new, empty server on the same port. */
  start(): Promise<void>;
};

/** A redis-server of the test's own on a free port, keeping nothing on disk. */
export async function startRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const answers = async () => {
    try {
      const { stdout } = await run('redis-cli', ['-p', String(port), 'ping']);
      return stdout.trim() === 'PONG';
    } catch {
      return false;
    }
  };
  const redis: PrivateRedis = {
    port,
    url: `redis://127.0.0.1:${port}`,
    start: async () => {
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      await waitFor('redis-server answers', answers, { timeoutMs: 20_000 });
    },
    stop: async () => {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      await new Promise((resolve) => {
        running.once('exit', resolve);
        running.kill('SIGTERM');
      });
    },
  };
  await redis.start();
  return redis;
}
