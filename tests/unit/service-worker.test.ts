import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { beforeEach, describe, expect, it, type Mock, vi } from 'vitest';

/**
 * public/sw.js run in a fake service-worker scope: which requests it answers,
 * what it keeps (hashed files, the offline page) and what it never keeps (any
 * page, any API answer), how a push becomes a notification and where a tap on
 * one leads.
 */

const ORIGIN = 'https://shop.example.ir';
const source = readFileSync('public/sw.js', 'utf8');

type Listener = (event: unknown) => void;
type Kept = Map<string, Response>;

function fakeCaches() {
  const stores = new Map<string, Kept>();
  const keyOf = (request: Request | string) =>
    new URL(typeof request === 'string' ? request : request.url, ORIGIN).href;
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      match: async (request: Request | string) => store.get(keyOf(request))?.clone(),
      put: async (request: Request | string, response: Response) => {
        store.set(keyOf(request), response);
      },
      addAll: async (requests: (Request | string)[]) => {
        for (const request of requests) {
          store.set(keyOf(request), new Response(`kept ${keyOf(request)}`));
        }
      },
      keys: async () => [...store.keys()].map((url) => new Request(url)),
      delete: async (request: Request | string) => store.delete(keyOf(request)),
    };
  };
  return {
    stores,
    api: {
      open,
      keys: async () => [...stores.keys()],
      delete: async (name: string) => stores.delete(name),
      match: async (request: Request | string, options?: { cacheName?: string }) => {
        for (const [name, store] of stores) {
          if (options?.cacheName && options.cacheName !== name) continue;
          const hit = store.get(keyOf(request));
          if (hit) return hit.clone();
        }
        return undefined;
      },
    },
  };
}

type WindowClient = {
  url: string;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
};

function windowAt(path: string): WindowClient {
  const client: WindowClient = {
    url: `${ORIGIN}${path}`,
    focus: vi.fn(async () => client),
    navigate: vi.fn(async (url: string) => ({ ...client, url })),
  };
  return client;
}

let listeners: Map<string, Listener>;
let kept: ReturnType<typeof fakeCaches>;
let network: Mock<(request: Request | string) => Promise<Response>>;
let showNotification: ReturnType<typeof vi.fn>;
let windows: WindowClient[];
let openWindow: ReturnType<typeof vi.fn>;
let claim: ReturnType<typeof vi.fn>;

beforeEach(() => {
  listeners = new Map();
  kept = fakeCaches();
  network = vi.fn(async (request: Request | string) => {
    const url = typeof request === 'string' ? request : request.url;
    return new Response(`from the network: ${url}`, { status: 200 });
  });
  showNotification = vi.fn(async () => undefined);
  windows = [];
  openWindow = vi.fn(async (url: string) => windowAt(new URL(url).pathname));
  claim = vi.fn(async () => undefined);
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(async () => undefined),
    registration: { showNotification, navigationPreload: { enable: vi.fn(async () => undefined) } },
    clients: {
      claim,
      matchAll: vi.fn(async () => windows),
      openWindow,
    },
  };
  // A worker's relative URLs are its origin's.
  class WorkerRequest extends Request {
    constructor(input: string, init?: RequestInit) {
      super(new URL(input, ORIGIN), init);
    }
  }
  runInNewContext(source, {
    self,
    caches: kept.api,
    fetch: (request: Request | string) => network(request),
    Request: WorkerRequest,
    Response,
    URL,
    console,
  });
});

/** Dispatches an event with waitUntil/respondWith; resolves once all it waited for settled. */
async function dispatch(type: string, fields: Record<string, unknown>) {
  const waits: Promise<unknown>[] = [];
  let answer: Promise<Response> | undefined;
  const listener = listeners.get(type);
  if (!listener) throw new Error(`no ${type} listener`);
  listener({
    ...fields,
    waitUntil: (work: Promise<unknown>) => waits.push(work),
    respondWith: (response: Promise<Response>) => {
      answer = response;
    },
  });
  const response = answer ? await answer : undefined;
  await Promise.all(waits);
  // Work a response queued (keeping a copy) after it answered.
  await Promise.all(waits);
  return response;
}

const get = (path: string, mode: RequestMode = 'cors') =>
  dispatch('fetch', {
    request: { url: `${ORIGIN}${path}`, method: 'GET', mode },
    preloadResponse: Promise.resolve(undefined),
  });

async function keptUrls(): Promise<string[]> {
  return [...kept.stores.values()].flatMap((store) =>
    [...store.keys()].map((url) => new URL(url).pathname),
  );
}

describe('the service worker', () => {
  it('keeps the offline page and the notification icons when it installs', async () => {
    await dispatch('install', {});
    expect((await keptUrls()).sort()).toEqual(
      ['/icons/badge-96.png', '/icons/icon-192.png', '/offline'].sort(),
    );
  });

  it('leaves the page that registered it to finish loading: it serves from the next page on', async () => {
    await dispatch('install', {});
    await dispatch('activate', {});
    expect(claim).not.toHaveBeenCalled();
  });

  it('never answers for the API, nor for a write, nor for another origin', async () => {
    expect(await get('/api/v1/app/cart')).toBeUndefined();
    expect(await get('/api/v1/products?type=newest')).toBeUndefined();
    expect(
      await dispatch('fetch', {
        request: { url: `${ORIGIN}/api/v1/order/submit/`, method: 'POST', mode: 'cors' },
      }),
    ).toBeUndefined();
    expect(
      await dispatch('fetch', {
        request: { url: 'https://tiles.example.ir/1/2/3.png', method: 'GET', mode: 'cors' },
      }),
    ).toBeUndefined();
    expect(await keptUrls()).toEqual([]);
  });

  it('takes every page from the network and keeps none of them', async () => {
    await dispatch('install', {});
    for (const path of ['/', '/product/12/gaz', '/cart', '/cart/checkout', '/profile/orders']) {
      const response = await get(path, 'navigate');
      expect(await response?.text()).toBe(`from the network: ${ORIGIN}${path}`);
    }
    expect((await keptUrls()).filter((path) => !path.startsWith('/icons/'))).toEqual(['/offline']);
  });

  it('shows the offline page for a page the network cannot bring', async () => {
    await dispatch('install', {});
    network.mockRejectedValue(new TypeError('Failed to fetch'));
    const response = await get('/cart', 'navigate');
    expect(await response?.text()).toBe(`kept ${ORIGIN}/offline`);
  });

  it('keeps a hashed file the first time a page uses it and serves that copy after', async () => {
    const path = '/_next/static/chunks/0a1b2c3d.js';
    expect(await (await get(path))?.text()).toBe(`from the network: ${ORIGIN}${path}`);
    expect(await (await get(path))?.text()).toBe(`from the network: ${ORIGIN}${path}`);
    expect(network).toHaveBeenCalledTimes(1);
    expect(await keptUrls()).toEqual([path]);
  });

  it('shows a push as a right-to-left Persian notification that opens its link', async () => {
    const push = { title: 'سفارش آماده شد', body: 'سفارش PN۱۰ آماده است.', link: '/order/10' };
    await dispatch('push', { data: { json: () => push, text: () => JSON.stringify(push) } });
    expect(showNotification).toHaveBeenCalledWith(
      push.title,
      expect.objectContaining({
        body: push.body,
        dir: 'rtl',
        lang: 'fa',
        data: { url: '/order/10' },
      }),
    );
  });

  it('never opens another site from a push', async () => {
    const push = { title: 'x', body: 'y', link: 'https://elsewhere.example/phish' };
    await dispatch('push', { data: { json: () => push, text: () => '' } });
    expect(showNotification).toHaveBeenCalledWith(
      'x',
      expect.objectContaining({ data: { url: '/' } }),
    );
  });

  const tap = (url: string) =>
    dispatch('notificationclick', { notification: { data: { url }, close: vi.fn() } });

  it('focuses the window already showing a tapped notification’s page', async () => {
    const showing = windowAt('/order/10');
    windows = [windowAt('/'), showing];
    await tap('/order/10');
    expect(showing.focus).toHaveBeenCalled();
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('brings an open window of the shop to the page, or opens one', async () => {
    const home = windowAt('/');
    windows = [home];
    await tap('/order/10');
    expect(home.focus).toHaveBeenCalled();
    expect(home.navigate).toHaveBeenCalledWith(`${ORIGIN}/order/10`);
    windows = [];
    await tap('/reservation/4');
    expect(openWindow).toHaveBeenCalledWith(`${ORIGIN}/reservation/4`);
  });
});
