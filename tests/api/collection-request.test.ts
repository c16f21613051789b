import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collectionDueList,
  collectionOptions,
  collectionPage,
  collectionRequest,
} from '@/lib/contract/collection';
import { order as orderSchema, submitResult } from '@/lib/contract/order';
import {
  addresses,
  collectionPickups,
  holidays,
  orderStatusHistory,
  orders,
  zoneTimes,
} from '@/server/db/schema';
import { tehranInstant } from '@/server/services/collection/next-pickup';
import { addDays } from '@/server/services/zone/available-times';
import {
  breadRequest,
  type CollectionFixture,
  dayAhead,
  insertCollectionFixture,
  requestCollection,
} from '../helpers/collection-fixture';
import { expectBadRequest, expectNotFound, msgOf, okData, POINTS } from '../helpers/people-fixture';
import { A, B, GUEST, STAFF, shopDay, submitPath } from '../helpers/shop-fixture';
import { createTestApp } from '../helpers/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let f: CollectionFixture;
let outsideAddress: number;
/** A holiday three days ahead: no windows, no pickups. */
const HOLIDAY = shopDay(3);

beforeAll(async () => {
  t = await createTestApp();
  f = await insertCollectionFixture(t.db);
  await t.db.insert(holidays).values({ date: HOLIDAY, title: 'تعطیل آزمایشی' });
  const [outside] = await t.db
    .insert(addresses)
    .values({
      customerId: f.customer.a,
      title: 'بیرون شهر',
      address: 'جادهٔ شمالی',
      lat: POINTS.outside.lat,
      lng: POINTS.outside.lng,
    })
    .returning({ id: addresses.id });
  if (!outside) throw new Error('fixture: address missing');
  outsideAddress = outside.id;
});
afterAll(async () => t.close());

const BASE = '/api/v1/app/collection-requests';
const setStatus = (id: number, status: string, token: string = A) =>
  t.call('POST', `/api/v1/app/order/${id}/status/`, { token, body: { status } });

async function collectionCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(orders).where(eq(orders.kind, 'collection'));
  return row?.n ?? 0;
}

async function historyOf(orderId: number) {
  return t.db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(orderStatusHistory.id);
}

describe('collection request options', () => {
  it('offers a branch’s hours in two-hour windows on every open day, none on a holiday', async () => {
    const res = await t.call('GET', `${BASE}/options?branch_id=${f.branchId}`, { token: A });
    const options = okData(res, collectionOptions);
    expect(options.delivery_type).toBe('pickup');
    expect(options.branch?.id).toBe(f.branchId);
    expect(options.days).toHaveLength(31);
    const tomorrow = options.days.find((day) => day.date === shopDay(1));
    expect(tomorrow?.windows).toEqual([
      { start_time: '08:00', end_time: '10:00' },
      { start_time: '10:00', end_time: '12:00' },
    ]);
    const holiday = options.days.find((day) => day.date === HOLIDAY);
    expect(holiday).toMatchObject({ holiday: true, windows: [] });
    expect(options.weekdays).toHaveLength(7);
  });

  it('offers the zone’s windows at the caller’s own address and refuses others', async () => {
    const home = okData(
      await t.call('GET', `${BASE}/options?delivery_type=delivery&address_id=${f.address.aHome}`, {
        token: A,
      }),
      collectionOptions,
    );
    expect(home.address?.id).toBe(f.address.aHome);
    expect(home.days.find((day) => day.date === shopDay(1))?.windows.length).toBeGreaterThan(0);
    expectBadRequest(
      await t.call('GET', `${BASE}/options?delivery_type=delivery&address_id=${f.address.bHome}`, {
        token: A,
      }),
    );
    expectBadRequest(
      await t.call('GET', `${BASE}/options?delivery_type=delivery&address_id=${outsideAddress}`, {
        token: A,
      }),
    );
    expectBadRequest(await t.call('GET', `${BASE}/options?delivery_type=delivery`, { token: A }));
    expectBadRequest(await t.call('GET', `${BASE}/options?branch_id=999999`, { token: A }));
    expect((await t.call('GET', `${BASE}/options`, { token: GUEST })).status).toBe(403);
    expect((await t.call('GET', `${BASE}/options`)).status).toBe(401);
  });
});

describe('making a collection request', () => {
  it('writes a one-off branch request due at its window’s start, in Tehran time', async () => {
    const { day } = dayAhead(1);
    const res = await t.call('POST', BASE, { token: A, body: breadRequest(f, day) });
    expect(msgOf(res)).toBe('درخواست جمع‌آوری شما ثبت شد');
    const made = okData(res, collectionRequest);
    const due = tehranInstant(day, '08:00');
    expect(made).toMatchObject({
      kind: 'collection',
      status: 'created',
      status_title: 'ثبت شده',
      reserve_date: day,
      zone_time: { start_time: '08:00', end_time: '10:00' },
      next_order_time: due.toISOString(),
      next_order_time_timestamp: due.getTime() / 1000,
      delivery_type: 'pickup',
      payment_type: 'cash',
      msg: null,
      schedule: { repeat: false, weekdays: [], pickups_done: 0, last_pickup_date: null },
    });
    expect(made.products[0]).toMatchObject({ name: 'نان سنگک', count: 2 });
    expect(made.products[0]?.product.extra.collection).toBe('true');
    expect(made.invoice.price).toBe(40_000);
    expect(made.pickup_branch?.id).toBe(f.branchId);
    expect(await historyOf(made.order_id)).toHaveLength(1);
  });

  it('writes a standing order on chosen weekdays, first due on its first day', async () => {
    const first = dayAhead(2);
    const other = (first.weekday + 2) % 7;
    const made = await requestCollection(
      t.call,
      A,
      breadRequest(f, first.day, { repeat: true, weekdays: [other, first.weekday, other] }),
    );
    expect(made.schedule.repeat).toBe(true);
    expect(made.schedule.weekdays).toEqual([first.weekday, other].sort());
    expect(made.schedule.weekday_titles).toHaveLength(2);
    expect(made.reserve_date).toBe(first.day);
    expect(made.next_order_time_timestamp).toBe(tehranInstant(first.day, '08:00').getTime() / 1000);
  });

  it('delivers to the caller’s address in a zone window, with the zone’s shipping', async () => {
    const options = okData(
      await t.call('GET', `${BASE}/options?delivery_type=delivery&address_id=${f.address.aHome}`, {
        token: A,
      }),
      collectionOptions,
    );
    const day = options.days.find((d) => d.date === shopDay(1));
    const window = day?.windows[0];
    if (!window) throw new Error('no delivery window tomorrow');
    const made = await requestCollection(t.call, A, {
      products: [{ product_id: f.collection.yogurt, count: 1 }],
      pickup_date: shopDay(1),
      ...window,
      delivery_type: 'delivery',
      address_id: f.address.aHome,
    });
    expect(made.delivery_type).toBe('delivery');
    expect(made.address?.id).toBe(f.address.aHome);
    expect(made.invoice.shipping_price).toBeGreaterThan(0);
    expect(made.zone_time).toEqual(window);
  });

  it('stops offering a zone window once it is full, and refuses one more request for it', async () => {
    const { day, weekday } = dayAhead(10);
    const [window] = await t.db
      .update(zoneTimes)
      .set({ capacity: 1 })
      .where(
        and(
          eq(zoneTimes.zoneId, f.zone.central),
          eq(zoneTimes.weekday, weekday),
          eq(zoneTimes.startTime, '16:00'),
        ),
      )
      .returning();
    if (!window) throw new Error('no central 16:00 window');
    const body = {
      products: [{ product_id: f.collection.yogurt, count: 1 }],
      pickup_date: day,
      start_time: window.startTime,
      end_time: window.endTime,
      delivery_type: 'delivery',
      address_id: f.address.aHome,
    };
    const offered = async () =>
      okData(
        await t.call(
          'GET',
          `${BASE}/options?delivery_type=delivery&address_id=${f.address.aHome}`,
          {
            token: A,
          },
        ),
        collectionOptions,
      ).days.find((d) => d.date === day)?.windows ?? [];
    expect(await offered()).toContainEqual({ start_time: '16:00', end_time: window.endTime });
    await requestCollection(t.call, A, body);
    expect(await offered()).not.toContainEqual({ start_time: '16:00', end_time: window.endTime });
    const full = await t.call('POST', BASE, { token: A, body });
    expectBadRequest(full);
    expect(msgOf(full)).toBe('ظرفیت این بازهٔ زمانی پر شده است؛ زمان دیگری انتخاب کنید');
  });

  it('refuses bad input with a Persian 400 and writes nothing', async () => {
    const before = await collectionCount();
    const tomorrow = dayAhead(1);
    const cases: Record<string, unknown>[] = [
      breadRequest(f, shopDay(-1)),
      breadRequest(f, shopDay(31)),
      breadRequest(f, HOLIDAY),
      breadRequest(f, tomorrow.day, { start_time: '09:00', end_time: '11:00' }),
      breadRequest(f, tomorrow.day, { start_time: '12:00', end_time: '14:00' }),
      breadRequest(f, tomorrow.day, { products: [{ product_id: f.product.gaz, count: 1 }] }),
      breadRequest(f, tomorrow.day, { products: [{ product_id: 999999, count: 1 }] }),
      breadRequest(f, tomorrow.day, { products: [{ product_id: f.collection.bread, count: 0 }] }),
      breadRequest(f, tomorrow.day, { products: [] }),
      breadRequest(f, tomorrow.day, { repeat: true, weekdays: [] }),
      breadRequest(f, tomorrow.day, { repeat: true, weekdays: [(tomorrow.weekday + 1) % 7] }),
      breadRequest(f, tomorrow.day, { repeat: true, weekdays: [7] }),
      breadRequest(f, '1405-13-01'),
      breadRequest(f, '2026-02-30'),
      breadRequest(f, 'tomorrow'),
      breadRequest(f, tomorrow.day, { start_time: '8am' }),
      breadRequest(f, tomorrow.day, { branch_id: 999999 }),
      breadRequest(f, tomorrow.day, { delivery_type: 'delivery', branch_id: '' }),
      breadRequest(f, tomorrow.day, { delivery_type: 'delivery', address_id: f.address.bHome }),
      breadRequest(f, tomorrow.day, { delivery_type: 'delivery', address_id: f.address.aDeleted }),
      breadRequest(f, tomorrow.day, { delivery_type: 'delivery', address_id: outsideAddress }),
      breadRequest(f, tomorrow.day, { delivery_type: 'anywhere' }),
    ];
    for (const body of cases) {
      const res = await t.call('POST', BASE, { token: A, body });
      expectBadRequest(res);
      expect(msgOf(res), JSON.stringify(body)).toMatch(/[\u0600-\u06FF]/);
    }
    expect(await collectionCount()).toBe(before);
    expect(
      (await t.call('POST', BASE, { token: GUEST, body: breadRequest(f, tomorrow.day) })).status,
    ).toBe(403);
  });

  it('says why in Persian for the cases a customer meets', async () => {
    const tomorrow = dayAhead(1);
    expect(
      msgOf(await t.call('POST', BASE, { token: A, body: breadRequest(f, shopDay(-1)) })),
    ).toBe('روز انتخاب‌شده گذشته است؛ روزی از امروز به بعد انتخاب کنید');
    expect(msgOf(await t.call('POST', BASE, { token: A, body: breadRequest(f, HOLIDAY) }))).toBe(
      'روز انتخاب‌شده تعطیل رسمی است؛ روز دیگری انتخاب کنید',
    );
    expect(
      msgOf(
        await t.call('POST', BASE, {
          token: A,
          body: breadRequest(f, tomorrow.day, {
            products: [{ product_id: f.product.gaz, count: 1 }],
          }),
        }),
      ),
    ).toContain('محصول جمع‌آوری نیست');
    expect(
      msgOf(
        await t.call('POST', BASE, {
          token: A,
          body: breadRequest(f, tomorrow.day, { repeat: true, weekdays: [] }),
        }),
      ),
    ).toBe('برای درخواست تکرارشونده، دست‌کم یک روز هفته را انتخاب کنید');
  });
});

describe('listing, cancelling and re-requesting', () => {
  it('lists only the caller’s requests, paged and by status, and hides others’ as 404', async () => {
    const mine = await requestCollection(t.call, A, breadRequest(f, shopDay(4)));
    const page = okData(
      await t.call('GET', `${BASE}?page=1&limit=2`, { token: A }),
      collectionPage,
    );
    expect(page.data).toHaveLength(2);
    expect(page.page_number).toBe(1);
    expect(page.page_count).toBe(Math.ceil(page.count / 2));
    expect(page.data[0]?.order_id).toBe(mine.order_id);
    const cancelledTab = okData(
      await t.call('GET', `${BASE}?status=cancel,canceled`, { token: A }),
      collectionPage,
    );
    expect(cancelledTab.data.every((item) => item.status.startsWith('cancel'))).toBe(true);
    const theirs = okData(await t.call('GET', BASE, { token: B }), collectionPage);
    expect(theirs.count).toBe(0);
    expectNotFound(await t.call('GET', `${BASE}/${mine.order_id}`, { token: B }));
    expect(
      okData(await t.call('GET', `${BASE}/${mine.order_id}`, { token: A }), collectionRequest)
        .order_id,
    ).toBe(mine.order_id);
    expectBadRequest(await t.call('GET', `${BASE}?status=lost`, { token: A }));
    expectBadRequest(await t.call('GET', `${BASE}?page=0`, { token: A }));
    expectNotFound(await t.call('GET', `${BASE}/999999`, { token: A }));
  });

  it('answers an ordinary order’s id with a 404 on the collection detail', async () => {
    const res = await t.call(
      'POST',
      submitPath({ reserve_date: shopDay(1), reserve_time: '12:00' }),
      {
        token: A,
        body: { products: [{ product_id: f.product.gaz, count: 1 }], delivery_type: 'pickup' },
      },
    );
    const placed = okData(res, submitResult);
    expectNotFound(await t.call('GET', `${BASE}/${placed.order_id}`, { token: A }));
  });

  it('cancels (canceled) and re-requests (created) the caller’s own request, one history row each', async () => {
    const made = await requestCollection(t.call, A, breadRequest(f, shopDay(5)));
    expectNotFound(await setStatus(made.order_id, 'canceled', B));
    const cancelled = await setStatus(made.order_id, 'canceled');
    expect(msgOf(cancelled)).toBe('درخواست شما لغو شد');
    expect(okData(cancelled, orderSchema)).toMatchObject({
      status: 'canceled',
      actions: ['re_request'],
    });
    expectBadRequest(await setStatus(made.order_id, 'canceled'));
    expectBadRequest(await setStatus(made.order_id, 'completed'));
    const again = await setStatus(made.order_id, 'created');
    expect(msgOf(again)).toBe('درخواست شما دوباره ثبت شد');
    expect(okData(again, orderSchema)).toMatchObject({
      status: 'created',
      reserve_date: shopDay(5),
      actions: ['cancel'],
    });
    const history = await historyOf(made.order_id);
    expect(history.map((row) => [row.fromStatus, row.toStatus])).toEqual([
      [null, 'created'],
      ['created', 'canceled'],
      ['canceled', 'created'],
    ]);
  });

  it('lets the customer change only the description of a request through the order edit', async () => {
    const made = await requestCollection(t.call, A, breadRequest(f, shopDay(5)));
    const edit = (body: Record<string, unknown>) =>
      t.call('POST', `/api/v1/order/${made.order_id}/edit`, { token: A, body });
    const refused = await edit({ products: [{ product_id: f.product.gaz, count: 1 }] });
    expectBadRequest(refused);
    expect(msgOf(refused)).toContain('فقط توضیحات');
    expectBadRequest(await edit({ reserve_date: shopDay(6) }));
    const noted = okData(await edit({ description: 'نان کنجدی' }), orderSchema);
    expect(noted.description).toBe('نان کنجدی');
    expect(noted.products.map((line) => line.product_id)).toEqual([f.collection.bread]);
  });

  it('refuses to re-request a one-off request whose day has passed, changing nothing', async () => {
    const made = await requestCollection(t.call, A, breadRequest(f, shopDay(1)));
    okData(await setStatus(made.order_id, 'canceled'), orderSchema);
    await t.db
      .update(orders)
      .set({ reserveDate: shopDay(-2) })
      .where(eq(orders.id, made.order_id));
    const res = await setStatus(made.order_id, 'created');
    expectBadRequest(res);
    expect(msgOf(res)).toBe('روز تحویل این درخواست گذشته است؛ درخواست تازه‌ای ثبت کنید');
    const [row] = await t.db.select().from(orders).where(eq(orders.id, made.order_id));
    expect(row?.status).toBe('canceled');
    expect(await historyOf(made.order_id)).toHaveLength(2);
  });

  it('moves a repeating request whose due day passed while cancelled to its next weekday', async () => {
    const first = dayAhead(1);
    const made = await requestCollection(
      t.call,
      A,
      breadRequest(f, first.day, { repeat: true, weekdays: [first.weekday] }),
    );
    okData(await setStatus(made.order_id, 'canceled'), orderSchema);
    await t.db
      .update(orders)
      .set({ reserveDate: addDays(first.day, -7) })
      .where(eq(orders.id, made.order_id));
    const back = okData(await setStatus(made.order_id, 'created'), orderSchema);
    expect(back.reserve_date).toBe(first.day);
    expect(back.next_order_time_timestamp).toBe(tehranInstant(first.day, '08:00').getTime() / 1000);
  });
});

describe('staff pickups and the driver’s note', () => {
  const pickup = (id: number, body: Record<string, unknown> = {}, token: string = STAFF) =>
    t.call('POST', `/api/v1/staff/collection-requests/${id}/done`, { token, body });

  it('moves a standing order to its next chosen weekday after each pickup, skipping holidays', async () => {
    const first = dayAhead(2);
    const skipped = addDays(first.day, 7);
    await t.db.insert(holidays).values({ date: skipped, title: 'تعطیل هفتهٔ بعد' });
    const start = first.day;
    const made = await requestCollection(
      t.call,
      A,
      breadRequest(f, start, { repeat: true, weekdays: [first.weekday] }),
    );
    const res = await pickup(made.order_id, { note: 'کیسهٔ پارچه‌ای بیاورید' });
    const moved = okData(res, collectionRequest);
    const expected = addDays(start, 14);
    expect(moved.reserve_date).toBe(expected);
    expect(moved.next_order_time_timestamp).toBe(tehranInstant(expected, '08:00').getTime() / 1000);
    expect(moved.msg).toBe('کیسهٔ پارچه‌ای بیاورید');
    expect(moved.status).toBe('created');
    expect(moved.schedule).toMatchObject({ pickups_done: 1, last_pickup_date: start });
    expect(msgOf(res)).toContain('تحویل بعدی');
    const mine = okData(
      await t.call('GET', `${BASE}/${made.order_id}`, { token: A }),
      collectionRequest,
    );
    expect(mine.msg).toBe('کیسهٔ پارچه‌ای بیاورید');
  });

  it('completes a one-off request at its pickup, then refuses another', async () => {
    const made = await requestCollection(t.call, A, breadRequest(f, shopDay(6)));
    const done = okData(await pickup(made.order_id), collectionRequest);
    expect(done).toMatchObject({ status: 'completed', next_order_time: null });
    expect((await historyOf(made.order_id)).at(-1)).toMatchObject({
      fromStatus: 'created',
      toStatus: 'completed',
      byRole: 'staff',
    });
    expectBadRequest(await pickup(made.order_id));
    const pickups = await t.db
      .select()
      .from(collectionPickups)
      .where(and(eq(collectionPickups.orderId, made.order_id)));
    expect(pickups).toHaveLength(1);
  });

  it('writes and clears the driver’s note; lists what is due on a day', async () => {
    const made = await requestCollection(
      t.call,
      A,
      breadRequest(f, shopDay(7), { start_time: '10:00', end_time: '12:00' }),
    );
    const noted = okData(
      await t.call('POST', `/api/v1/staff/collection-requests/${made.order_id}/note`, {
        token: STAFF,
        body: { note: 'درب پشتی' },
      }),
      collectionRequest,
    );
    expect(noted.msg).toBe('درب پشتی');
    const cleared = okData(
      await t.call('POST', `/api/v1/staff/collection-requests/${made.order_id}/note`, {
        token: STAFF,
        body: { note: '' },
      }),
      collectionRequest,
    );
    expect(cleared.msg).toBeNull();
    const due = okData(
      await t.call('GET', `/api/v1/staff/collection-requests/due?date=${shopDay(7)}`, {
        token: STAFF,
      }),
      collectionDueList,
    );
    expect(due.map((item) => item.order_id)).toContain(made.order_id);
    okData(
      await t.call('GET', '/api/v1/staff/collection-requests/due', { token: STAFF }),
      collectionDueList,
    );
    expectBadRequest(
      await t.call('GET', '/api/v1/staff/collection-requests/due?date=soon', { token: STAFF }),
    );
  });

  it('refuses customers, unknown ids, ordinary orders and bad notes', async () => {
    const made = await requestCollection(t.call, A, breadRequest(f, shopDay(8)));
    expect((await pickup(made.order_id, {}, A)).status).toBe(403);
    expectNotFound(await pickup(999999));
    const res = await t.call(
      'POST',
      submitPath({ reserve_date: shopDay(1), reserve_time: '12:00' }),
      {
        token: A,
        body: { products: [{ product_id: f.product.gaz, count: 1 }], delivery_type: 'pickup' },
      },
    );
    expectNotFound(await pickup(okData(res, submitResult).order_id));
    expectBadRequest(
      await t.call('POST', `/api/v1/staff/collection-requests/${made.order_id}/note`, {
        token: STAFF,
        body: { note: 'x'.repeat(501) },
      }),
    );
    expectBadRequest(
      await t.call('POST', `/api/v1/staff/collection-requests/${made.order_id}/note`, {
        token: STAFF,
        body: {},
      }),
    );
    okData(await setStatus(made.order_id, 'canceled'), orderSchema);
    expectBadRequest(await pickup(made.order_id));
  });
});
