import { expect, test } from '@playwright/test';
import { startBalancer } from './support/retrying-proxy';
import {
  freePort,
  prepareShopDatabase,
  type ShopDatabase,
  type ShopProcess,
  startShop,
} from './support/shop-process';
import { steadyLoad } from './support/steady-load';

// Production instances of their own on PostgreSQL and Redis, stopped with
// SIGTERM as a deploy stops them. The journeys' browser is not used.
test.describe.configure({ mode: 'serial' });

const GRACE_SECONDS = 2;
const TIMEOUT_SECONDS = 10;

/** What visitors ask for: the API (a shared catalogue answer, the config, a 404) and cached pages. */
const PATHS = [
  '/api/v1/app/config',
  '/api/v1/category/',
  '/api/v1/no-such-call',
  '/',
  '/api/v1/app/config',
];

let database: ShopDatabase;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  database = await prepareShopDatabase({
    DRAIN_GRACE_SECONDS: String(GRACE_SECONDS),
    DRAIN_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS),
  });
});
test.afterAll(async () => {
  await database?.drop();
});

type Envelope<T> = { data: T };

/** A new customer's bearer token, the code read from the built-in SMS outbox (this machine may). */
async function customerToken(base: string): Promise<string> {
  const mobile = `093${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  expect((await post('/api/v1/user/login', { mobile })).ok).toBe(true);
  const outbox = await fetch(`${base}/api/v1/dev/sms-outbox?mobile=${mobile}`);
  const code = ((await outbox.json()) as Envelope<{ results: { code: string }[] }>).data.results[0]
    ?.code;
  const validated = await post('/api/v1/user/validate', { mobile, code });
  return ((await validated.json()) as Envelope<{ token: { access_token: string } }>).data.token
    .access_token;
}

/** Opens the bell's event stream; `ended` resolves with the time the instance ended it. */
async function openBellStream(base: string, token: string): Promise<{ ended: Promise<number> }> {
  const stream = await fetch(`${base}/api/v1/notification/stream`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(stream.headers.get('content-type')).toContain('text/event-stream');
  const reader = stream.body?.getReader();
  if (!reader) throw new Error('the stream has no body');
  const ended = (async () => {
    for (;;) {
      const { done } = await reader.read();
      if (done) return Date.now();
    }
  })();
  // Wrapped: an async function's returned promise would be awaited by its caller.
  return { ended };
}

function stopped(shop: ShopProcess) {
  const signalled = Date.now();
  shop.child.kill('SIGTERM');
  return { signalled, exit: shop.exited };
}

test('on SIGTERM /readyz is 503 at once, requests succeed through the grace, and the process exits 0 in time', async () => {
  test.setTimeout(180_000);
  const shop = await startShop(await freePort(), database.env);
  const stream = await openBellStream(shop.base, await customerToken(shop.base));
  const load = steadyLoad(shop.base, PATHS);
  await expect.poll(() => load.answered).toBeGreaterThan(50);

  const { signalled, exit } = stopped(shop);
  // The signal lands in a moment: readiness turns within a probe or two.
  await expect
    .poll(async () => (await fetch(`${shop.base}/readyz`)).status, {
      intervals: [20],
      timeout: 1000,
    })
    .toBe(503);
  const turnedAfter = Date.now() - signalled;
  const before = load.answered;
  // The visitors stop a little before the grace ends, as a balancer that saw 503 would.
  await new Promise((done) => setTimeout(done, GRACE_SECONDS * 1000 - 300));
  const { answered, failures } = await load.stop();
  expect(failures).toEqual([]);
  // Serving went on while readiness said 503.
  expect(answered - before).toBeGreaterThan(20);
  expect(await (await fetch(`${shop.base}/healthz`)).json()).toEqual({ status: 'alive' });

  const { code, at } = await exit;
  expect(code).toBe(0);
  // The open event stream was ended when the instance closed, not cut at the deadline.
  const streamEndedAt = await stream.ended;
  expect(streamEndedAt - signalled).toBeGreaterThanOrEqual(GRACE_SECONDS * 1000);
  expect(at - signalled).toBeLessThan((GRACE_SECONDS + 3) * 1000);
  console.log(
    `drain: readyz 503 after ${turnedAfter} ms; ${answered} answered, ${failures.length} failed; stream ended after ${streamEndedAt - signalled} ms; exit 0 after ${at - signalled} ms`,
  );
});

test('a rolling restart of two instances behind the balancer fails no request', async () => {
  test.setTimeout(240_000);
  const ports = [await freePort(), await freePort()];
  const shops = await Promise.all(ports.map((port) => startShop(port, database.env)));
  const balancer = await startBalancer(ports);
  try {
    const load = steadyLoad(balancer.base, PATHS);
    await expect.poll(() => load.answered).toBeGreaterThan(50);
    for (const [i, port] of ports.entries()) {
      const shop = shops[i];
      if (!shop) continue;
      const { signalled, exit } = stopped(shop);
      const { code, at } = await exit;
      expect(code).toBe(0);
      expect(at - signalled).toBeLessThan(TIMEOUT_SECONDS * 1000);
      const failedWhileDown = load.failed;
      // The new release on the same port; the next instance stops only once it
      // is ready and the balancer sends to it again: nginx, which marked it
      // failed while it was down, tries it again after fail_timeout.
      shops[i] = await startShop(port, database.env);
      await new Promise((done) => setTimeout(done, (balancer.failTimeoutSeconds + 1) * 1000));
      console.log(
        `instance ${i + 1}: ${failedWhileDown} failed while it restarted, ${load.failed} after`,
      );
    }
    const { answered, failures } = await load.stop();
    console.log(
      `rolling restart through ${balancer.kind}: ${answered} answered, ${failures.length} failed`,
    );
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(200);
  } finally {
    await balancer.stop();
    await Promise.all(
      shops.map(async (shop) => {
        shop.child.kill('SIGTERM');
        await shop.exited;
      }),
    );
  }
});
