import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { observeRequests } from '@/server/front/observe-requests.mjs';
import { operatorFront } from '@/server/front/operator-front.mjs';
import { opsSettings } from '@/server/front/ops-settings.mjs';
import { createLogger, logLevel } from '@/server/observability/log.mjs';
import {
  countCacheLookup,
  metricsExposition,
  observeRequest,
} from '@/server/observability/prometheus.mjs';
import {
  currentRequest,
  noteCall,
  requestIdFrom,
  runAsRequest,
} from '@/server/observability/request-context.mjs';

describe('request ids', () => {
  it('keeps a balancer’s sane id and makes one for anything else', () => {
    expect(requestIdFrom('0f3c9a1b2c3d4e5f6a7b8c9d0e1f2a3b')).toBe(
      '0f3c9a1b2c3d4e5f6a7b8c9d0e1f2a3b',
    );
    expect(requestIdFrom(['lb-2026-11-27:1', 'second'])).toBe('lb-2026-11-27:1');
    for (const bad of [undefined, '', 'short', 'has space in it', 'x'.repeat(129), 'a"b\nc{}d']) {
      const made = requestIdFrom(bad);
      expect(made).not.toBe(bad);
      expect(made).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('is the current request’s everywhere below it, however asynchronous', async () => {
    const context = { id: 'request-one-1' };
    await runAsRequest(context, async () => {
      await new Promise((done) => setTimeout(done, 5));
      expect(currentRequest()?.id).toBe('request-one-1');
      noteCall('/api/v1/products/:id');
    });
    expect(context).toEqual({ id: 'request-one-1', call: '/api/v1/products/:id' });
    expect(currentRequest()).toBeUndefined();
  });
});

function capture() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, destination };
}

describe('the log', () => {
  it('writes JSON lines, each carrying the request id of the request it was written for', async () => {
    const { lines, destination } = capture();
    const logger = createLogger({ level: 'info', destination });
    logger.info('outside');
    await runAsRequest({ id: 'req-12345678' }, async () => {
      await Promise.resolve();
      logger.error({ err: new Error('boom') }, 'inside');
    });
    expect(lines[0]).toMatchObject({ level: 'info', msg: 'outside' });
    expect(lines[0]).not.toHaveProperty('request_id');
    expect(lines[1]).toMatchObject({ level: 'error', msg: 'inside', request_id: 'req-12345678' });
    expect(lines[1]?.err).toMatchObject({ message: 'boom' });
  });

  it('takes LOG_LEVEL by name and refuses anything else', () => {
    expect(logLevel({})).toBe('info');
    expect(logLevel({ LOG_LEVEL: 'WARN' })).toBe('warn');
    expect(() => logLevel({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});

describe('metrics', () => {
  it('count requests by call pattern and status, refusals and cache lookups', async () => {
    observeRequest({ method: 'GET', call: '/api/v1/products/:id', status: 200, seconds: 0.004 });
    observeRequest({ method: 'POST', call: '/api/v1/user/login', status: 429, seconds: 0.002 });
    observeRequest({ method: 'BREW', call: 'page', status: 404, seconds: 0.001 });
    countCacheLookup('page', true);
    const { contentType, body } = await metricsExposition();
    expect(contentType).toContain('text/plain');
    expect(body).toContain(
      'shop_http_requests_total{method="GET",call="/api/v1/products/:id",status="200"} 1',
    );
    expect(body).toContain('shop_rate_limit_refusals_total{call="/api/v1/user/login"} 1');
    expect(body).toContain('shop_http_requests_total{method="OTHER",call="page",status="404"} 1');
    expect(body).toContain('shop_cache_lookups_total{cache="page",outcome="hit"} 1');
    expect(body).toContain('process_cpu_seconds_total');
  });
});

describe('settings', () => {
  it('drain after a grace in production, at once in development', () => {
    expect(opsSettings({}, { dev: false })).toMatchObject({ graceMs: 5000, timeoutMs: 20_000 });
    expect(opsSettings({}, { dev: true }).graceMs).toBe(0);
    expect(opsSettings({ DRAIN_GRACE_SECONDS: '1.5' }, { dev: false }).graceMs).toBe(1500);
  });

  it('refuse what cannot work', () => {
    expect(() => opsSettings({ DRAIN_GRACE_SECONDS: 'soon' }, { dev: false })).toThrow(/seconds/);
    expect(() =>
      opsSettings({ DRAIN_GRACE_SECONDS: '30', DRAIN_TIMEOUT_SECONDS: '10' }, { dev: false }),
    ).toThrow(/longer/);
    expect(() => opsSettings({ METRICS_TOKEN: 'short' }, { dev: false })).toThrow(/16/);
  });

  it('leave metrics open only in development without a token', () => {
    expect(opsSettings({}, { dev: false }).metricsOpen).toBe(false);
    expect(opsSettings({}, { dev: true }).metricsOpen).toBe(true);
  });
});

let server: Server | undefined;
afterEach(() => server?.close());

async function serve(handler: Parameters<typeof createServer>[1]): Promise<string> {
  server = createServer(handler);
  await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the operator addresses', () => {
  const TOKEN = 'a-token-of-twenty-chars';
  let state: 'starting' | 'ready' | 'draining' = 'starting';
  let checks = 0;
  const front = operatorFront({
    state: () => state,
    checkReadiness: async () => {
      checks += 1;
      return { ready: true, checks: { database: 'ok', redis: 'not used' } };
    },
    metricsToken: TOKEN,
    metricsOpen: false,
  });

  it('say alive always, ready only when ready and checked, 503 while starting or draining', async () => {
    const base = await serve((req, res) => front.handle(req, res));
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const starting = await fetch(`${base}/readyz`);
    expect([starting.status, await starting.json()]).toEqual([503, { status: 'starting' }]);
    state = 'ready';
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', redis: 'not used' },
    });
    // A second probe within the second is answered from the first one's checks.
    await fetch(`${base}/readyz`);
    expect(checks).toBe(1);
    state = 'draining';
    expect((await fetch(`${base}/readyz`)).status).toBe(503);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect((await fetch(`${base}/readyz`, { method: 'POST' })).status).toBe(405);
  });

  it('show metrics only with the bearer token', async () => {
    const base = await serve((req, res) => front.handle(req, res));
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    expect(
      (await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status,
    ).toBe(401);
    const shown = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain('shop_http_requests_total');
    const off = operatorFront({
      state: () => 'ready',
      checkReadiness: null,
      metricsToken: null,
      metricsOpen: false,
    });
    const closed = await serve((req, res) => off.handle(req, res));
    expect((await fetch(`${closed}/metrics`)).status).toBe(403);
  });
});

describe('each request the server answers', () => {
  it('gets an id in X-Request-Id, the same one its log lines and handlers see', async () => {
    let seen: string | undefined;
    const base = await serve(
      observeRequests((_req, res) => {
        seen = currentRequest()?.id;
        noteCall('/api/v1/app/config');
        res.end('ok');
      }),
    );
    const made = await fetch(`${base}/api/v1/app/config?secret=1`);
    expect(made.headers.get('x-request-id')).toBe(seen);
    const kept = await fetch(`${base}/x`, { headers: { 'x-request-id': 'from-nginx-0123' } });
    expect(kept.headers.get('x-request-id')).toBe('from-nginx-0123');
    await new Promise((done) => setTimeout(done, 20));
    const { body } = await metricsExposition();
    expect(body).toMatch(
      /shop_http_requests_total\{method="GET",call="\/api\/v1\/app\/config",status="200"\} \d/,
    );
  });
});
