import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type PushShop = {
  /** The shop's address, e.g. http://localhost:3136. */
  base: string;
  staffToken: string;
  stop(): Promise<void>;
};

async function answers(base: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/v1/app/config`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the push shop on ${base} did not start`);
}

/**
 * The built shop with the real Web Push adapter, for the journeys that follow
 * a push to the phone: the demo shop on an embedded database of its own, VAPID
 * keys the journey made, and the journey's local push service trusted (its
 * certificate in NODE_EXTRA_CA_CERTS), as a browser vendor's push service is.
 * The suite's own server keeps the outbox adapter.
 */
export async function startPushShop(
  port: number,
  push: { publicKey: string; privateKey: string; certificate: string },
): Promise<PushShop> {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-push-shop-'));
  const certificate = join(dir, 'push-service.pem');
  writeFileSync(certificate, push.certificate);
  const { DATABASE_URL: _db, SITE_URL: _site, REDIS_URL: _redis, ...inherited } = process.env;
  const env = {
    ...inherited,
    DATA_DIR: join(dir, 'pglite'),
    DEMO_MODE: '1',
    SMS_PROVIDER: 'outbox',
    SSO_PROVIDER: 'local',
    PAYMENT_PROVIDER: 'sandbox',
    TRUST_PROXY: '1',
    PUSH_PROVIDER: 'webpush',
    VAPID_PUBLIC_KEY: push.publicKey,
    VAPID_PRIVATE_KEY: push.privateKey,
    VAPID_SUBJECT: 'mailto:push-journey@example.ir',
    NODE_EXTRA_CA_CERTS: certificate,
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
  const child: ChildProcess = spawn('node', ['server/front/serve.mjs'], {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://localhost:${port}`;
  await answers(base, Date.now() + 120_000);
  return {
    base,
    staffToken,
    async stop() {
      await new Promise((resolve) => {
        if (child.exitCode !== null) resolve(null);
        child.once('exit', resolve);
        child.kill('SIGTERM');
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
