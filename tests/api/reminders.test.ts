import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productDetail } from '@/lib/contract/catalog';
import { reminderList, reminderState } from '@/lib/contract/reminder';
import { productStockResult } from '@/lib/contract/staff';
import { notifications, orderItems, smsOutbox, stockReminders } from '@/server/db/schema';
import { insertOrder } from '../helpers/payment-fixture';
import {
  expectBadRequest,
  expectFailure,
  insertCustomerWithToken,
  okData,
} from '../helpers/people-fixture';
import {
  A,
  B,
  GUEST,
  insertShopFixture,
  type ShopFixture,
  STAFF,
  stockOf,
} from '../helpers/shop-fixture';
import { createTestApp } from '../helpers/test-app';

type App = Awaited<ReturnType<typeof createTestApp>>;

async function restockNotices(t: App, customerId: number) {
  return t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.customerId, customerId), eq(notifications.code, 'restock')));
}

function setStock(t: App, productId: number, stock: number | null) {
  return t.call('POST', `/api/v1/staff/products/${productId}/stock`, {
    token: STAFF,
    body: { stock },
  });
}

describe('back-in-stock reminders', () => {
  let t: App;
  let f: ShopFixture;
  beforeAll(async () => {
    t = await createTestApp();
    f = await insertShopFixture(t.db);
  });
  afterAll(async () => t.close());

  it('waits on an out-of-stock product, checks, lists, and refuses one in stock', async () => {
    const added = await t.call('POST', `/api/v1/product/${f.product.poolaki}/observe/add`, {
      token: A,
      body: { sms: true },
    });
    expect(okData(added, reminderState)).toEqual({
      product_id: f.product.poolaki,
      is_observed: true,
      by_sms: true,
    });
    const check = await t.call('GET', `/api/v1/product/${f.product.poolaki}/observe/check`, {
      token: A,
    });
    expect(okData(check, reminderState).is_observed).toBe(true);
    const list = okData(
      await t.call('GET', '/api/v1/product/observe/list', { token: A }),
      reminderList,
    );
    expect(list.results.map((item) => [item.product.id, item.notified_at])).toEqual([
      [f.product.poolaki, null],
    ]);
    expectBadRequest(
      await t.call('POST', `/api/v1/product/${f.product.gaz}/observe/add`, { token: A }),
    );
  });

  it('keeps reminders to their customer: B sees none of A’s and removing changes only B’s', async () => {
    const check = await t.call('GET', `/api/v1/product/${f.product.poolaki}/observe/check`, {
      token: B,
    });
    expect(okData(check, reminderState).is_observed).toBe(false);
    const list = okData(
      await t.call('GET', '/api/v1/product/observe/list', { token: B }),
      reminderList,
    );
    expect(list.count).toBe(0);
    await t.call('POST', `/api/v1/product/${f.product.poolaki}/observe/delete`, { token: B });
    const mine = okData(
      await t.call('GET', `/api/v1/product/${f.product.poolaki}/observe/check`, { token: A }),
      reminderState,
    );
    expect(mine.is_observed).toBe(true);
  });

  it('asks for a customer and refuses bad input with a Persian 400', async () => {
    const path = `/api/v1/product/${f.product.poolaki}/observe/add`;
    expectFailure(await t.call('POST', path), 401);
    expectFailure(await t.call('POST', path, { token: GUEST }), 403);
    expectFailure(await t.call('GET', '/api/v1/product/observe/list', { token: GUEST }), 403);
    expectBadRequest(await t.call('POST', path, { token: B, body: { sms: 'maybe' } }), 'sms');
    expectBadRequest(await t.call('POST', '/api/v1/product/abc/observe/add', { token: B }), 'id');
    expectBadRequest(await t.call('POST', '/api/v1/product/0/observe/delete', { token: B }), 'id');
    expectBadRequest(await t.call('GET', '/api/v1/product/-4/observe/check', { token: B }), 'id');
    expectBadRequest(
      await t.call('GET', '/api/v1/product/observe/list?limit=0', { token: B }),
      'limit',
    );
    expectFailure(await t.call('POST', '/api/v1/product/999999/observe/add', { token: B }), 404);
    expectFailure(await t.call('GET', '/api/v1/product/999999/observe/check', { token: B }), 404);
    expectFailure(
      await t.call('POST', `/api/v1/product/${f.product.retired}/observe/add`, { token: B }),
      404,
    );
    const rows = await t.db
      .select()
      .from(stockReminders)
      .where(eq(stockReminders.customerId, f.customer.b));
    expect(rows).toEqual([]);
  });

  it('staff restock tells each waiting customer once (SMS where asked) and spends the reminder', async () => {
    await t.call('POST', `/api/v1/product/${f.product.poolaki}/observe/add`, { token: B });
    const restocked = okData(await setStock(t, f.product.poolaki, 12), productStockResult);
    expect(restocked).toMatchObject({ stock: 12, notified: 2 });
    expect(await restockNotices(t, f.customer.a)).toHaveLength(1);
    expect(await restockNotices(t, f.customer.b)).toHaveLength(1);
    const texts = await t.db.select().from(smsOutbox);
    expect(texts.filter((text) => text.body.includes('پولکی'))).toHaveLength(1);
    const again = okData(await setStock(t, f.product.poolaki, 20), productStockResult);
    expect(again.notified).toBe(0);
    const state = okData(
      await t.call('GET', `/api/v1/product/${f.product.poolaki}/observe/check`, { token: A }),
      reminderState,
    );
    expect(state.is_observed).toBe(false);
    const list = okData(
      await t.call('GET', '/api/v1/product/observe/list', { token: A }),
      reminderList,
    );
    expect(list.results[0]?.notified_at).not.toBeNull();
    const detail = okData(
      await t.call('GET', `/api/v1/app/product/${f.product.poolaki}`),
      productDetail,
    );
    expect(detail.is_exist).toBe(true);
  });

  it('fires when a cancelled order gives the last units back', async () => {
    await setStock(t, f.product.nougat, 0);
    await t.call('POST', `/api/v1/product/${f.product.nougat}/observe/add`, { token: B });
    const orderId = await insertOrder(t.db, { customerId: f.customer.a, price: 100_000 });
    await t.db.insert(orderItems).values({
      orderId,
      productId: f.product.nougat,
      name: 'نوقا',
      unitPrice: 50_000,
      count: 2,
      total: 100_000,
    });
    const cancelled = await t.call('POST', `/api/v1/app/order/${orderId}/status/`, {
      token: A,
      body: { status: 'canceled' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await stockOf(t.db, f.product.nougat)).toBe(2);
    const notices = await restockNotices(t, f.customer.b);
    expect(notices.filter((notice) => notice.message.includes('نوقا'))).toHaveLength(1);
  });

  it('removes a reminder; removing twice is still done', async () => {
    await setStock(t, f.product.saffron, 0);
    await t.call('POST', `/api/v1/product/${f.product.saffron}/observe/add`, { token: A });
    for (let i = 0; i < 2; i++) {
      const removed = await t.call('POST', `/api/v1/product/${f.product.saffron}/observe/delete`, {
        token: A,
      });
      expect(okData(removed, reminderState).is_observed).toBe(false);
    }
    expect(okData(await setStock(t, f.product.saffron, 5), productStockResult).notified).toBe(0);
  });

  it('refuses bad staff stock input and 404s a missing product', async () => {
    expectBadRequest(await setStock(t, f.product.gaz, -1), 'stock');
    expectBadRequest(
      await t.call('POST', `/api/v1/staff/products/${f.product.gaz}/stock`, {
        token: STAFF,
        body: { stock: 'many' },
      }),
      'stock',
    );
    expectBadRequest(
      await t.call('POST', `/api/v1/staff/products/${f.product.gaz}/stock`, {
        token: STAFF,
        body: {},
      }),
      'stock',
    );
    expectFailure(await setStock(t, 999_999, 3), 404);
    expectFailure(
      await t.call('POST', `/api/v1/staff/products/${f.product.gaz}/stock`, {
        token: A,
        body: { stock: 3 },
      }),
      403,
    );
    expect(okData(await setStock(t, f.product.gaz, null), productStockResult).stock).toBeNull();
  });
});

describe.skipIf(!process.env.DATABASE_URL)('reminders under concurrency (PostgreSQL)', () => {
  let t: App;
  let f: ShopFixture;
  beforeAll(async () => {
    t = await createTestApp();
    expect(t.driver).toBe('pg');
    f = await insertShopFixture(t.db);
  });
  afterAll(async () => t.close());

  it('20 simultaneous restocks tell each waiting customer exactly once', async () => {
    const waiting = [f.customer.a, f.customer.b];
    for (let i = 0; i < 6; i++) {
      waiting.push(
        await insertCustomerWithToken(t.db, `0912555000${i}`, `race-reminder-${i}-0000000000`),
      );
    }
    const tokens = [A, B, ...Array.from({ length: 6 }, (_, i) => `race-reminder-${i}-0000000000`)];
    for (const [i, token] of tokens.entries()) {
      const added = await t.call('POST', `/api/v1/product/${f.product.poolaki}/observe/add`, {
        token,
        body: { sms: i % 2 === 0 },
      });
      expect(added.status).toBe(200);
    }
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => setStock(t, f.product.poolaki, 5 + i)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const told = answers.map((answer) => okData(answer, productStockResult).notified);
    expect(told.reduce((sum, n) => sum + n, 0)).toBe(waiting.length);
    for (const customerId of waiting) expect(await restockNotices(t, customerId)).toHaveLength(1);
    const texts = await t.db.select().from(smsOutbox);
    expect(texts.filter((text) => text.body.includes('پولکی'))).toHaveLength(4);
    const left = await t.db
      .select()
      .from(stockReminders)
      .where(
        and(eq(stockReminders.productId, f.product.poolaki), isNull(stockReminders.notifiedAt)),
      );
    expect(left).toEqual([]);
  });

  it('a reminder asked while restocks race is either refused or told once', async () => {
    await setStock(t, f.product.saffron, 0);
    const [add, ...restocks] = await Promise.all([
      t.call('POST', `/api/v1/product/${f.product.saffron}/observe/add`, { token: A }),
      ...Array.from({ length: 5 }, () => setStock(t, f.product.saffron, 3)),
    ]);
    expect(restocks.every((answer) => answer.status === 200)).toBe(true);
    const notices = (await restockNotices(t, f.customer.a)).filter((notice) =>
      notice.message.includes('زعفران'),
    );
    // Asked before the first restock: told once; after: refused (in stock), never told.
    expect(notices).toHaveLength(add?.status === 200 ? 1 : 0);
    const waiting = await t.db
      .select()
      .from(stockReminders)
      .where(
        and(eq(stockReminders.productId, f.product.saffron), isNull(stockReminders.notifiedAt)),
      );
    expect(waiting).toEqual([]);
  });
});
