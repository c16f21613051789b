import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenForNews } from '@/server/services/notification/news-bus';
import { notify } from '@/server/services/notification/notify';
import { insertPeopleFixture, type PeopleFixture } from '../helpers/people-fixture';
import { createTestApp } from '../helpers/test-app';
import { redisAnswers, testRedisUrl } from '../helpers/test-redis';

const url = testRedisUrl;

const reachable = await redisAnswers('the notification fan-out tests');

/** Resolves with what `listener` heard once it heard `n` words, or rejects after a second. */
function hear(n: number, heard: string[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const check = () => {
      if (heard.length >= n) resolve(heard);
      else if (Date.now() - started > 1000) reject(new Error(`heard ${heard.length} of ${n}`));
      else setTimeout(check, 10);
    };
    check();
  });
}

describe.skipIf(!reachable)('notification news through Redis pub/sub (REDIS_URL set)', () => {
  const prefix = `shop-test-${randomBytes(4).toString('hex')}`;
  const saved = { url: process.env.REDIS_URL, prefix: process.env.REDIS_PREFIX };
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let f: PeopleFixture;
  let otherInstance: Redis;

  beforeAll(async () => {
    process.env.REDIS_URL = url;
    process.env.REDIS_PREFIX = prefix;
    t = await createTestApp();
    f = await insertPeopleFixture(t.db);
    otherInstance = new Redis(url);
  });
  afterAll(async () => {
    otherInstance.disconnect();
    (await globalThis.__shopNewsBus?.subscriber)?.disconnect();
    globalThis.__shopNewsBus = undefined;
    globalThis.__shopRedis?.disconnect();
    globalThis.__shopRedis = undefined;
    process.env.REDIS_URL = saved.url;
    process.env.REDIS_PREFIX = saved.prefix;
    await t.close();
  });

  it('a stream here hears a notification committed on another instance', async () => {
    const heard: string[] = [];
    const stop = await listenForNews(f.customer.a, () => heard.push('a'));
    // What another instance's notify() publishes after its commit.
    await otherInstance.publish(`${prefix}:notifications`, String(f.customer.a));
    await otherInstance.publish(`${prefix}:notifications`, String(f.customer.b));
    expect(await hear(1, heard)).toEqual(['a']);
    stop();
  });

  it('notify() publishes through Redis only after its transaction commits', async () => {
    const published: string[] = [];
    const watcher = new Redis(url);
    watcher.on('message', (_channel: string, message: string) => published.push(message));
    await watcher.subscribe(`${prefix}:notifications`);
    const heard: string[] = [];
    const stop = await listenForNews(f.customer.b, () => heard.push('b'));
    await t.db.transaction(async (tx) => {
      await notify(tx, f.customer.b, {
        code: 'points',
        variant: 'success',
        title: 'امتیاز',
        message: 'امتیاز گرفتید',
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(published).toEqual([]);
    });
    expect(await hear(1, heard)).toEqual(['b']);
    expect(published).toEqual([String(f.customer.b)]);
    stop();
    watcher.disconnect();
  });
});
