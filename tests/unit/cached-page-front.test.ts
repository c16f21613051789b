import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ORIGIN_PLACEHOLDER, paddedOrigin } from '@/lib/site/origin-placeholder.mjs';
import {
  forgetPageStore,
  notePageKey,
  type PageStore,
  sharedPageStore,
} from '@/server/cache/page-cache-bridge.mjs';
import { cachedPageFront } from '@/server/front/cached-page-front.mjs';
import { withFreshNonce } from '@/server/front/fresh-nonce.mjs';

const PLACEHOLDER = 'UExBQ0VIT0xERVJOT05DRQ==';
const ORIGIN = ORIGIN_PLACEHOLDER;
const html = (price: string) =>
  `<html><link rel="canonical" href="${ORIGIN}/product/7"/><script nonce="${PLACEHOLDER}">boot()</script><p>${price}</p><script>self.__next_f.push([1,":HL[\\"/a.css\\",{\\"nonce\\":\\"${PLACEHOLDER}\\"}]"])</script></html>`;

type Entry = Awaited<ReturnType<PageStore['read']>>;

/** The cache handler's store as the front sees it: one page entry and tag times. */
class FakeStore implements PageStore {
  entry: Entry = null;
  tagTimes = new Map<string, number>();
  reads = 0;
  failing = false;

  async read() {
    this.reads++;
    if (this.failing) throw new Error('Redis is down');
    return this.entry;
  }

  async write(_key: string, entry: Entry) {
    this.entry = entry;
  }

  async latestRevalidation(tags: string[]) {
    if (this.failing) throw new Error('Redis is down');
    return Math.max(0, ...tags.map((tag) => this.tagTimes.get(tag) ?? 0));
  }

  async markRevalidated(tags: string[], at: number) {
    for (const tag of tags) this.tagTimes.set(tag, at);
  }
}

function cachedPage(
  price: string,
  overrides: Partial<{ lastModified: number; status: number }> = {},
) {
  return {
    value: {
      kind: 'APP_PAGE',
      html: html(price),
      status: overrides.status ?? 200,
      headers: { 'x-next-cache-tags': '_N_T_/layout,product:7,catalog' },
    },
    lastModified: overrides.lastModified ?? Date.now() - 2_000,
    cacheControl: { revalidate: 300 },
  };
}

const store = new FakeStore();
let nextCalls = 0;
/** Next as the front meets it: reads the entry through the handler, answers with its page. */
let next: (req: IncomingMessage, res: ServerResponse) => void;
const nextAnswersFromCache = (req: IncomingMessage, res: ServerResponse) => {
  nextCalls++;
  notePageKey(entryKey());
  res.setHeader(
    'content-security-policy',
    `script-src 'self' 'nonce-${PLACEHOLDER}'; form-action ${ORIGIN}`,
  );
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('x-nextjs-cache', 'HIT');
  res.setHeader('x-frame-options', 'SAMEORIGIN');
  res.end(html(req.headers['x-price'] === undefined ? '۱۰۰' : String(req.headers['x-price'])));
};

let server: Server;
let base: string;

beforeAll(async () => {
  forgetPageStore();
  sharedPageStore(() => store);
  const origin = {
    placeholder: ORIGIN,
    valueFor: (req: IncomingMessage) => `http://${req.headers.host}`,
  };
  const front = cachedPageFront({ origin });
  const swapped = withFreshNonce((req, res) => next(req, res), { origin });
  server = createServer((req, res) => front.handle(req, res, () => swapped(req, res)));
  await new Promise<void>((resolve) => server.listen(0, resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let path = 0;
beforeEach(() => {
  store.entry = cachedPage('۱۰۰');
  store.tagTimes.clear();
  store.failing = false;
  nextCalls = 0;
  next = nextAnswersFromCache;
  path++;
});

/** A page address and cache entry of this test's own, so no test finds what another left. */
const address = () => `/product/7/x?t=${path}`;
const entryKey = () => `/route-cache/APP_PAGE/abc/$/product/7/x/${path}`;

async function get(url: string, headers: Record<string, string> = {}, at = base) {
  const response = await fetch(at + url, { headers });
  const body = await response.text();
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  return { response, body, nonce };
}

describe('the cached page front', () => {
  it('answers an address Next answered from the cache without Next, with a nonce of its own', async () => {
    const first = await get(address());
    expect(nextCalls).toBe(1);
    const second = await get(address());
    const third = await get(address());
    expect(nextCalls).toBe(1);
    for (const { response, body, nonce } of [second, third]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('x-nextjs-cache')).toBe('HIT');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      expect(response.headers.get('etag')).toBeNull();
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(body).not.toContain(PLACEHOLDER);
      expect(body).toBe(
        html('۱۰۰')
          .replaceAll(PLACEHOLDER, nonce ?? '')
          .replaceAll(ORIGIN, paddedOrigin(base) ?? ''),
      );
      expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(body));
    }
    expect(new Set([first.nonce, second.nonce, third.nonce]).size).toBe(3);
  });

  it('sends a page large enough to gain compressed once, with this response’s nonce in it', async () => {
    const big = 'گز لقمه‌ای پسته‌ای ۴۰۰ گرمی، '.repeat(400);
    store.entry = cachedPage(big);
    next = (req, res) => {
      req.headers['x-price'] = big;
      nextAnswersFromCache(req, res);
    };
    await get(address());
    const zipped = await get(address(), { 'accept-encoding': 'gzip' });
    const plain = await get(address(), { 'accept-encoding': 'identity' });
    expect(nextCalls).toBe(1);
    expect(zipped.response.headers.get('content-encoding')).toBe('gzip');
    expect(Number(zipped.response.headers.get('content-length'))).toBeLessThan(
      Buffer.byteLength(zipped.body) / 4,
    );
    expect(plain.response.headers.get('content-encoding')).toBeNull();
    for (const { body, nonce } of [zipped, plain]) {
      expect(body).toBe(
        html(big)
          .replaceAll(PLACEHOLDER, nonce ?? '')
          .replaceAll(ORIGIN, paddedOrigin(base) ?? ''),
      );
    }
    expect(zipped.nonce).not.toBe(plain.nonce);
  });

  it('names the origin each request came to, though Next rendered the page once', async () => {
    const port = new URL(base).port;
    await get(address(), {}, `http://localhost:${port}`);
    for (const at of [`http://127.0.0.1:${port}`, `http://localhost:${port}`]) {
      const { response, body } = await get(address(), {}, at);
      expect(response.headers.get('x-nextjs-cache')).toBe('HIT');
      expect(body).toContain(`<link rel="canonical" href="${paddedOrigin(at)}/product/7"/>`);
      expect(body).not.toContain(ORIGIN);
      expect(response.headers.get('content-security-policy')).toContain(`form-action ${at}`);
      expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(body));
    }
    expect(nextCalls).toBe(1);
  });

  it('goes back to Next once a tag the page read is revalidated, and serves the new render after', async () => {
    await get(address());
    await get(address());
    await store.markRevalidated(['product:7'], Date.now());
    const after = await get(address(), { 'x-price': '120' });
    expect(nextCalls).toBe(2);
    expect(after.body).toContain('120');
    // Next rendered it afresh and wrote it: the front serves that render.
    store.entry = cachedPage('120', { lastModified: Date.now() + 1 });
    const served = await get(address());
    expect(nextCalls).toBe(2);
    expect(served.body).toContain('120');
  });

  it('leaves a page due for regeneration to Next, which serves it and renders it again', async () => {
    store.entry = cachedPage('۱۰۰', { lastModified: Date.now() - 301_000 });
    await get(address());
    await get(address());
    expect(nextCalls).toBe(2);
  });

  it('leaves router payloads, prefetches, actions and other methods to Next', async () => {
    await get(address());
    await get(address(), { rsc: '1' });
    await get(address(), { 'next-router-prefetch': '1' });
    await get(`${address()}&_rsc=abc`);
    await fetch(base + address(), { method: 'HEAD' });
    await fetch(base + address(), { method: 'POST', headers: { 'next-action': 'x' } });
    expect(nextCalls).toBe(6);
  });

  it('learns nothing from an answer that was not a cached page, or that carried a cookie', async () => {
    next = (_req, res) => {
      nextCalls++;
      notePageKey(entryKey());
      res.setHeader('content-type', 'text/html');
      res.setHeader('set-cookie', 'seen=1');
      res.setHeader('x-nextjs-cache', 'HIT');
      res.end('<p>for you</p>');
    };
    await get(address());
    await get(address());
    next = (_req, res) => {
      nextCalls++;
      res.setHeader('content-type', 'text/html');
      res.end('<p>rendered per request</p>');
    };
    const dynamic = `/cart?t=${path}`;
    await get(dynamic);
    await get(dynamic);
    expect(nextCalls).toBe(4);
  });

  it('leaves an entry that is not a 200 page to Next', async () => {
    await get(address());
    store.entry = cachedPage('۱۰۰', { status: 404 });
    await get(address());
    expect(nextCalls).toBe(2);
  });

  it('lets Next answer when the store fails, so the page is still served', async () => {
    await get(address());
    store.failing = true;
    const { response, body } = await get(address());
    expect(response.status).toBe(200);
    expect(body).toContain('۱۰۰');
    expect(nextCalls).toBe(2);
  });
});
