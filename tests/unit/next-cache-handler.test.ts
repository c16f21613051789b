import Redis from 'ioredis';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RENDER_GRACE_MS } from '@/server/cache/cache-keys.mjs';
import type ShopCacheHandler from '@/server/cache/next-cache-handler.mjs';
import { redisAnswers, testRedisUrl } from '../helpers/test-redis';

type Handler = ShopCacheHandler;

/** A fresh copy of the handler module, as a separate process would load it. */
async function loadHandler(): Promise<Handler> {
  vi.resetModules();
  const { forgetPageStore } = await import('@/server/cache/page-cache-bridge.mjs');
  forgetPageStore();
  const { default: Handler } = await import('@/server/cache/next-cache-handler.mjs');
  return new Handler({});
}

const page = (tags: string[]) => ({
  kind: 'APP_PAGE',
  html: '<p>۱۲۰٬۰۰۰ تومان</p>',
  rscData: Buffer.from('rsc'),
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  headers: { 'x-next-cache-tags': tags.join(',') },
  status: 200,
  postponed: undefined,
});
const pageCtx = { kind: 'APP_PAGE', isFallback: false };
const data = {
  kind: 'FETCH',
  data: { body: '{"price":1}', headers: {}, url: '' },
  revalidate: 300,
};

function behavesLikeTheShopCache(load: () => Promise<[Handler, Handler]>) {
  it('answers a page with its bytes until a tag it read is revalidated', async () => {
    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    const [writer, reader] = await load();
    await writer.set('/product/1', page(['product:1', 'catalog']), {
      cacheControl: { revalidate: 300 },
    });
    const hit = await reader.get('/product/1', pageCtx);
    expect(hit?.value).toEqual(page(['product:1', 'catalog']));
    await writer.revalidateTag('product:2');
    expect(await reader.get('/product/1', pageCtx)).not.toBeNull();
    await writer.revalidateTag(['product:1']);
    expect(await reader.get('/product/1', pageCtx)).toBeNull();
    vi.useRealTimers();
  });

  it('drops data whose own tags were revalidated, and keeps what was made after', async () => {
    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    const [writer, reader] = await load();
    const ctx = { kind: 'FETCH', tags: ['listings'], softTags: [] };
    await writer.set('fetch-1', data, { fetchCache: true, tags: ['listings'] });
    await reader.revalidateTag('listings');
    expect(await writer.get('fetch-1', ctx)).toBeNull();
    // A render that read the old price a moment before the revalidation does not count as newer.
    await writer.set('fetch-1', data, { fetchCache: true, tags: ['listings'] });
    expect(await reader.get('fetch-1', ctx)).toBeNull();
    vi.advanceTimersByTime(RENDER_GRACE_MS + 10);
    await writer.set('fetch-1', data, { fetchCache: true, tags: ['listings'] });
    expect(await reader.get('fetch-1', ctx)).toEqual(expect.objectContaining({ value: data }));
    vi.useRealTimers();
  });

  it('forgets an entry set to nothing', async () => {
    const [writer, reader] = await load();
    await writer.set('/gone', page([]), {});
    await writer.set('/gone', null, {});
    expect(await reader.get('/gone', pageCtx)).toBeNull();
  });
}

describe('the page cache in one process (no REDIS_URL)', () => {
  beforeEach(() => {
    vi.stubEnv('REDIS_URL', '');
  });
  afterAll(() => vi.unstubAllEnvs());
  behavesLikeTheShopCache(async () => {
    const handler = await loadHandler();
    return [handler, handler];
  });
});

const prefix = `test-cache-${process.pid}-${Date.now()}`;
describe.runIf(await redisAnswers('the shared page cache tests'))(
  'the page cache shared through Redis by two instances',
  () => {
    beforeEach(() => {
      vi.stubEnv('REDIS_URL', testRedisUrl);
      vi.stubEnv('REDIS_PREFIX', prefix);
    });
    afterAll(async () => {
      vi.unstubAllEnvs();
      const redis = new Redis(testRedisUrl);
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    });
    // Each instance loads its own module: nothing is shared but Redis.
    behavesLikeTheShopCache(async () => [await loadHandler(), await loadHandler()]);
  },
);
