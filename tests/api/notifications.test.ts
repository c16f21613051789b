import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { failureEnvelope } from '@/lib/contract/common';
import {
  markedAll,
  markedOne,
  notificationPage,
  pushConfig,
  streamTicket,
  unreadCount,
} from '@/lib/contract/notification';
import { paymentStart } from '@/lib/contract/payment';
import { formatNumber } from '@/lib/format/digits';
import { createApp } from '@/server/app';
import { notifications, pushOutbox, pushSubscriptions } from '@/server/db/schema';
import { listenForNews } from '@/server/services/notification/news-bus';
import { notify } from '@/server/services/notification/notify';
import { pushConfigFor } from '@/server/services/notification/push-config';
import { issueStreamTicket } from '@/server/services/notification/stream-ticket';
import {
  authorityOf,
  insertOrder,
  locationOf,
  pathOf,
  setCredit,
} from '../helpers/payment-fixture';
import {
  expectBadRequest,
  expectFailure,
  expectNotFound,
  expectPrivate,
  insertPeopleFixture,
  msgOf,
  okData,
  PEOPLE_TOKENS,
  type PeopleFixture,
} from '../helpers/people-fixture';
import { createTestApp } from '../helpers/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let f: PeopleFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await insertPeopleFixture(t.db);
});
afterAll(async () => t.close());

const A = PEOPLE_TOKENS.customerA;
const B = PEOPLE_TOKENS.customerB;

const list = (query = '', token: string = A) =>
  t.call('GET', `/api/v1/get/notifications/${query}`, { token });
const markOne = (id: number | string, token: string = A) =>
  t.call('POST', `/api/v1/notification/${id}/mark-as-read/`, { token });
const markAll = (token: string = A) =>
  t.call('POST', '/api/v1/notification/mark-all-read/', { token });
const unread = (token: string = A) => t.call('GET', '/api/v1/notification/unread_count', { token });

async function write(customerId: number, n: number, label = 'پیام') {
  for (let i = 1; i <= n; i++) {
    await notify(t.db, customerId, {
      code: 'order_status',
      variant: 'info',
      title: `${label} ${i}`,
      message: `متن ${label} ${i}`,
      link: `/order/${i}`,
    });
  }
}

async function clear() {
  await t.db.delete(notifications);
}

async function rowsOf(customerId: number) {
  return t.db.select().from(notifications).where(eq(notifications.customerId, customerId));
}

describe('access', () => {
  it('answers customers only: none 401, guest and staff 403', async () => {
    for (const call of [
      (token: string) => list('', token),
      (token: string) => markOne(1, token),
      (token: string) => markAll(token),
      (token: string) => unread(token),
    ]) {
      expectFailure(await call(''), 401);
      expectFailure(await call(PEOPLE_TOKENS.guest), 403);
      expectFailure(await call(PEOPLE_TOKENS.staff), 403);
    }
  });
});

describe('GET /api/v1/get/notifications/', () => {
  beforeAll(async () => {
    await clear();
    await write(f.customer.a, 13);
    await write(f.customer.b, 2, 'مال ب');
  });

  it('pages the caller’s own, newest first, 10 a page, page_count = ceil(count / 10)', async () => {
    const res = await list();
    expectPrivate(res);
    expect(msgOf(res)).toMatch(/[\u0600-\u06ff]/);
    const first = okData(res, notificationPage);
    expect(first).toMatchObject({ count: 13, unread_count: 13, page: 1, limit: 10, page_count: 2 });
    expect(first.results).toHaveLength(10);
    expect(first.results[0]).toMatchObject({
      title: 'پیام 13',
      message: 'متن پیام 13',
      variant: 'info',
      code: 'order_status',
      link: '/order/13',
      is_read: false,
      read_at: null,
    });
    const second = okData(await list('?page=2'), notificationPage);
    expect(second.results.map((n) => n.title)).toEqual(['پیام 3', 'پیام 2', 'پیام 1']);
    expect(second.page).toBe(2);
    const beyond = okData(await list('?page=3'), notificationPage);
    expect(beyond.results).toEqual([]);
    expect(beyond.page_count).toBe(2);
    for (const n of [...first.results, ...second.results]) expect(n.title).not.toMatch(/مال ب/);
  });

  it('takes offset over page, and a limit', async () => {
    const byOffset = okData(await list('?offset=11&limit=5&page=1'), notificationPage);
    expect(byOffset.results.map((n) => n.title)).toEqual(['پیام 2', 'پیام 1']);
    expect(byOffset).toMatchObject({ limit: 5, page: 3, page_count: 3 });
    const blankOffset = okData(await list('?offset=&page=2'), notificationPage);
    expect(blankOffset.results).toHaveLength(3);
  });

  it('answers B only B’s', async () => {
    const page = okData(await list('', B), notificationPage);
    expect(page.count).toBe(2);
    expect(page.page_count).toBe(1);
  });

  it('refuses bad paging with Persian field errors', async () => {
    expectBadRequest(await list('?page=0'), 'page');
    expectBadRequest(await list('?page=x'), 'page');
    expectBadRequest(await list('?limit=0'), 'limit');
    expectBadRequest(await list('?limit=51'), 'limit');
    expectBadRequest(await list('?offset=-1'), 'offset');
  });

  it('an empty inbox has no pages', async () => {
    await t.db.delete(notifications).where(eq(notifications.customerId, f.customer.b));
    const page = okData(await list('', B), notificationPage);
    expect(page).toMatchObject({ results: [], count: 0, unread_count: 0, page_count: 0 });
  });
});

describe('marking read', () => {
  let mine: number;
  let theirs: number;
  beforeAll(async () => {
    await clear();
    await write(f.customer.a, 3);
    await write(f.customer.b, 2, 'مال ب');
    const [a] = await rowsOf(f.customer.a);
    const [b] = await rowsOf(f.customer.b);
    if (!a || !b) throw new Error('rows missing');
    mine = a.id;
    theirs = b.id;
  });

  it('marks one of the caller’s own, once; the first read time stays', async () => {
    expect(okData(await unread(), unreadCount).unread_count).toBe(3);
    const first = okData(await markOne(mine), markedOne);
    expect(first.notification).toMatchObject({ id: mine, is_read: true });
    expect(first.notification.read_at).not.toBeNull();
    expect(first.unread_count).toBe(2);
    const again = okData(await markOne(mine), markedOne);
    expect(again.notification.read_at).toBe(first.notification.read_at);
    expect(again.unread_count).toBe(2);
    expect(okData(await unread(), unreadCount).unread_count).toBe(2);
  });

  it('another customer’s id or an unknown one is a 404 and changes nothing', async () => {
    expectNotFound(await markOne(theirs));
    expectNotFound(await markOne(2_000_000));
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, theirs));
    expect(row?.readAt).toBeNull();
    expect(okData(await unread(B), unreadCount).unread_count).toBe(2);
  });

  it('a bad id is a Persian 400', async () => {
    expectBadRequest(await markOne('abc'), 'id');
    expectBadRequest(await markOne(0), 'id');
  });

  it('marks all of the caller’s own read, and only those', async () => {
    const all = okData(await markAll(), markedAll);
    expect(all).toEqual({ marked: 2, unread_count: 0 });
    expect(okData(await markAll(), markedAll)).toEqual({ marked: 0, unread_count: 0 });
    expect(okData(await unread(), unreadCount).unread_count).toBe(0);
    expect(okData(await unread(B), unreadCount).unread_count).toBe(2);
    const page = okData(await list(), notificationPage);
    expect(page.results.every((n) => n.is_read)).toBe(true);
  });
});

describe('the shop writes notifications', () => {
  const staffMove = (orderId: number, status: string) =>
    t.call('POST', `/api/v1/staff/orders/${orderId}/status`, {
      token: PEOPLE_TOKENS.staff,
      body: { status },
    });

  it('when staff move an order, linking to the order', async () => {
    await clear();
    const orderId = await insertOrder(t.db, {
      customerId: f.customer.a,
      price: 50_000,
      paymentType: 'cash',
      trackingCode: 'NT1001',
    });
    expect((await staffMove(orderId, 'in_progress')).status).toBe(200);
    expect((await staffMove(orderId, 'ready')).status).toBe(200);
    const page = okData(await list(), notificationPage);
    expect(page.results).toHaveLength(2);
    expect(page.results[0]).toMatchObject({
      code: 'order_status',
      variant: 'success',
      link: `/order/${orderId}`,
    });
    expect(page.results[0]?.title).toContain(`سفارش شمارهٔ ${formatNumber(orderId)}`);
    expect(page.results[0]?.title).toContain('آمادهٔ ارسال');
    expect(page.results[1]?.message).toContain('در حال آماده‌سازی');
  });

  it('not when the move is refused', async () => {
    await clear();
    const orderId = await insertOrder(t.db, { customerId: f.customer.a, price: 50_000 });
    expectBadRequest(await staffMove(orderId, 'completed'));
    expect(await rowsOf(f.customer.a)).toHaveLength(0);
  });

  const URLS = { success_url: '/paid-order', fail_url: '/failed-payment' };
  async function payAtBank(orderId: number, action: 'pay' | 'cancel') {
    const started = okData(
      await t.call('POST', `/api/v1/order/${orderId}/payment/create`, { token: A, body: URLS }),
      paymentStart,
    );
    const authority = authorityOf(started.payment_url);
    const callback = locationOf(
      await t.call('POST', `/api/v1/payment/sandbox/${authority}/${action}`),
    );
    // The bank's callback, twice: a replay must not notify again.
    await t.call('GET', pathOf(callback));
    await t.call('GET', pathOf(callback));
  }

  it('when a bank payment settles, once', async () => {
    await clear();
    const orderId = await insertOrder(t.db, {
      customerId: f.customer.a,
      price: 185_000,
      trackingCode: 'NT2002',
    });
    await payAtBank(orderId, 'pay');
    const page = okData(await list(), notificationPage);
    expect(page.results).toHaveLength(1);
    expect(page.results[0]).toMatchObject({
      code: 'payment_paid',
      variant: 'success',
      link: `/order/${orderId}`,
    });
    expect(page.results[0]?.message).toContain('۱۸۵٬۰۰۰');
  });

  it('when a bank payment fails, once', async () => {
    await clear();
    const orderId = await insertOrder(t.db, {
      customerId: f.customer.a,
      price: 90_000,
      trackingCode: 'NT3003',
    });
    await payAtBank(orderId, 'cancel');
    const page = okData(await list(), notificationPage);
    expect(page.results).toHaveLength(1);
    expect(page.results[0]).toMatchObject({
      code: 'payment_failed',
      variant: 'error',
      link: `/order/${orderId}`,
    });
    expect(page.results[0]?.message).toContain(`سفارش شمارهٔ ${formatNumber(orderId)}`);
  });

  it('when an order is paid from account credit, and not when credit falls short', async () => {
    await clear();
    await setCredit(t.db, f.customer.a, 70_000);
    const short = await insertOrder(t.db, { customerId: f.customer.a, price: 90_000 });
    expectBadRequest(await t.call('POST', `/api/v1/order/${short}/payment/credit`, { token: A }));
    expect(await rowsOf(f.customer.a)).toHaveLength(0);
    const orderId = await insertOrder(t.db, {
      customerId: f.customer.a,
      price: 60_000,
      trackingCode: 'NT4004',
    });
    expect(
      (await t.call('POST', `/api/v1/order/${orderId}/payment/credit`, { token: A })).status,
    ).toBe(200);
    const page = okData(await list(), notificationPage);
    expect(page.results).toHaveLength(1);
    expect(page.results[0]).toMatchObject({ code: 'payment_paid', link: `/order/${orderId}` });
    expect(page.results[0]?.message).toContain('۶۰٬۰۰۰');
  });

  it('and the built-in push adapter records each one', async () => {
    await t.db.delete(pushOutbox);
    await write(f.customer.a, 1, 'فوری');
    const pushes = await t.db.select().from(pushOutbox);
    expect(pushes).toEqual([
      expect.objectContaining({
        customerId: f.customer.a,
        title: 'فوری 1',
        body: 'متن فوری 1',
        link: '/order/1',
      }),
    ]);
  });
});

describe('news reaches listeners only after the commit', () => {
  it('is not heard of a rolled-back notification, and heard after a commit', async () => {
    const heard: string[] = [];
    const stop = await listenForNews(f.customer.a, () => heard.push('news'));
    await expect(
      t.db.transaction(async (tx) => {
        await notify(tx, f.customer.a, {
          code: 'points',
          variant: 'info',
          title: 'برگشت',
          message: 'برگشت',
        });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(heard).toEqual([]);
    const pushesBefore = await t.db.select({ n: count() }).from(pushOutbox);
    await t.db.transaction(async (tx) => {
      await notify(tx, f.customer.a, {
        code: 'points',
        variant: 'info',
        title: 'ماند',
        message: 'ماند',
      });
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual(['news']);
    stop();
    const pushesAfter = await t.db.select({ n: count() }).from(pushOutbox);
    expect((pushesAfter[0]?.n ?? 0) - (pushesBefore[0]?.n ?? 0)).toBe(1);
    const rolledBack = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.title, 'برگشت'));
    expect(rolledBack).toEqual([]);
  });
});

describe('GET /api/v1/notification/stream', () => {
  const unreadEvent = z.object({ unread_count: z.number().int() });

  /** Reads server-sent `unread` events off a live stream. */
  function eventsOf(response: Response) {
    const body = response.body;
    if (!body) throw new Error('no body');
    const reader = body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    const next = async (): Promise<number> => {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block
            .split('\n')
            .find((line) => line.startsWith('data: '))
            ?.slice('data: '.length);
          if (block.includes('event: unread') && data) {
            return unreadEvent.parse(JSON.parse(data)).unread_count;
          }
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += value;
      }
    };
    /** The browser goes away. */
    const leave = () => reader.cancel();
    return { next, leave };
  }

  it('answers customers only', async () => {
    const app = createApp({ getDb: async () => t.db });
    expect((await app.request('/api/v1/notification/stream')).status).toBe(401);
    const guest = await app.request('/api/v1/notification/stream', {
      headers: { authorization: `Bearer ${PEOPLE_TOKENS.guest}` },
    });
    expect(guest.status).toBe(403);
  });

  it('opens with a ticket bought with the bearer token; a forged, expired or missing ticket is a Persian 401', async () => {
    const app = createApp({ getDb: async () => t.db });
    const bought = okData(
      await t.call('POST', '/api/v1/notification/stream/ticket', { token: A }),
      streamTicket,
    );
    expectFailure(
      await t.call('POST', '/api/v1/notification/stream/ticket', { token: PEOPLE_TOKENS.guest }),
      403,
    );
    const [id, expires, signature] = bought.ticket.split('.');
    const forged = [
      `${f.customer.b}.${expires}.${signature}`,
      `${id}.${Number(expires) + 60}.${signature}`,
      `${id}.${expires}.${'A'.repeat(43)}`,
      'nonsense',
      issueStreamTicket(f.customer.a, new Date(Date.now() - 61_000)).ticket,
    ];
    for (const ticket of forged) {
      const refused = await app.request(
        `/api/v1/notification/stream?ticket=${encodeURIComponent(ticket)}`,
      );
      expect(refused.status).toBe(401);
      expect(failureEnvelope.parse(await refused.json()).msg).toMatch(/[\u0600-\u06ff]/);
    }
    await clear();
    await write(f.customer.a, 1);
    const controller = new AbortController();
    const response = await app.request(
      `/api/v1/notification/stream?ticket=${encodeURIComponent(bought.ticket)}`,
      { signal: controller.signal },
    );
    expect(response.status).toBe(200);
    const { next, leave } = eventsOf(response);
    expect(await next()).toBe(1);
    await leave();
    controller.abort();
  });

  it('sends the unread count at once and again after each committed notification and mark', async () => {
    await clear();
    await write(f.customer.a, 2);
    const app = createApp({ getDb: async () => t.db });
    const controller = new AbortController();
    const response = await app.request('/api/v1/notification/stream', {
      headers: { authorization: `Bearer ${A}` },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('cache-control')).toContain('no-store');
    const { next, leave } = eventsOf(response);
    const listeners = () => globalThis.__shopNewsBus?.local.listenerCount(String(f.customer.a));
    expect(await next()).toBe(2);
    expect(listeners()).toBe(1);
    await write(f.customer.a, 1);
    expect(await next()).toBe(3);
    // Another customer's news is not sent on this stream.
    await write(f.customer.b, 1, 'مال ب');
    await markAll();
    expect(await next()).toBe(0);
    // A stream the browser left stops listening.
    await leave();
    await expect.poll(listeners).toBe(0);
    controller.abort();
  });
});

describe('GET /api/v1/push/config', () => {
  const config = (headers: Record<string, string> = {}) =>
    t.call('GET', '/api/v1/push/config', { headers });

  it('answers no fcmConfig by default', async () => {
    const res = await config();
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(okData(res, pushConfig)).toEqual({ fcmConfig: null, vapid_public_key: null });
  });

  it('answers the configured fcmConfig only with the configured key header', async () => {
    vi.stubEnv('PUSH_CONFIG_KEY', 'push-key-123');
    vi.stubEnv('FCM_CONFIG', '{"apiKey":"AIza-demo","projectId":"naqsh-shop"}');
    try {
      expectFailure(await config(), 403);
      expectFailure(await config({ key: 'push-key-12' }), 403);
      expectFailure(await config({ key: 'wrong' }), 403);
      expect(okData(await config({ key: 'push-key-123' }), pushConfig).fcmConfig).toEqual({
        apiKey: 'AIza-demo',
        projectId: 'naqsh-shop',
      });
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('serves no fcmConfig that is not a JSON object, and the VAPID key for Web Push', () => {
    const env = {
      PUSH_CONFIG_KEY: 'k',
      FCM_CONFIG: '[1,2]',
      PUSH_PROVIDER: 'webpush',
      VAPID_PUBLIC_KEY: 'BPublic',
    };
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(pushConfigFor('k', env)).toEqual({ fcmConfig: null, vapid_public_key: 'BPublic' });
    spy.mockRestore();
  });
});

describe('POST /api/v1/app/push/subscribe', () => {
  const subscribe = (body: unknown, token: string = A) =>
    t.call('POST', '/api/v1/app/push/subscribe', { token, body });
  const subscription = {
    endpoint: 'https://push.example/send/abc',
    keys: { p256dh: 'BKey', auth: 'auth-secret' },
  };

  it('keeps a browser’s subscription for the caller, moving it on a second subscribe', async () => {
    expectFailure(await subscribe(subscription, ''), 401);
    expectFailure(await subscribe(subscription, PEOPLE_TOKENS.guest), 403);
    okData(await subscribe(subscription), z.object({ endpoint: z.string() }));
    okData(await subscribe(subscription, B), z.object({ endpoint: z.string() }));
    const rows = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, subscription.endpoint));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.customerId).toBe(f.customer.b);
  });

  it('refuses bad subscriptions with Persian field errors, storing nothing', async () => {
    const before = await t.db.select({ n: count() }).from(pushSubscriptions);
    expectBadRequest(await subscribe({}), 'endpoint', 'keys');
    expectBadRequest(
      await subscribe({ ...subscription, endpoint: 'javascript:alert(1)' }),
      'endpoint',
    );
    expectBadRequest(
      await subscribe({ ...subscription, keys: { p256dh: '' } }),
      'keys.p256dh',
      'keys.auth',
    );
    const after = await t.db.select({ n: count() }).from(pushSubscriptions);
    expect(after).toEqual(before);
  });
});

describe('unread rows', () => {
  it('are counted from the database', async () => {
    const [row] = await t.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.customerId, f.customer.a), isNull(notifications.readAt)));
    expect(okData(await unread(), unreadCount).unread_count).toBe(row?.n ?? -1);
  });
});
