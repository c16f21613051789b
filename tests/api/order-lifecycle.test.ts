import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Order, orderPage, order as orderSchema, submitResult } from '@/lib/contract/order';
import { availableTimes } from '@/lib/contract/zone';
import { formatNumber, toPersianDigits } from '@/lib/format/digits';
import {
  coupons,
  couponUsages,
  creditTransactions,
  customers,
  orderStatusHistory,
  orders,
} from '@/server/db/schema';
import {
  expectBadRequest,
  expectFailure,
  expectNotFound,
  msgOf,
  okData,
  ZONE_PRICES,
} from '../helpers/people-fixture';
import {
  A,
  B,
  GUEST,
  insertShopFixture,
  PRICES,
  type ShopFixture,
  shopDay,
  stockOf,
  submitPath,
  windowOn,
} from '../helpers/shop-fixture';
import { createTestApp } from '../helpers/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let f: ShopFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await insertShopFixture(t.db);
});
afterAll(async () => t.close());

async function placePickup(
  lines: { product_id: number; count: number }[],
  extra: Record<string, unknown> = {},
  token: string = A,
): Promise<Order> {
  const res = await t.call(
    'POST',
    submitPath({ reserve_date: shopDay(1), reserve_time: '12:00' }),
    {
      token,
      body: { products: lines, delivery_type: 'pickup', ...extra },
    },
  );
  return okData(res, submitResult).order;
}
const setStatus = (id: number, status: string, token: string = A) =>
  t.call('POST', `/api/v1/app/order/${id}/status/`, { token, body: { status } });
const detail = (id: number, token: string = A) =>
  t.call('GET', `/api/v1/app/order/${id}`, { token });
const rowOf = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const creditOf = async (id: number) =>
  (await t.db.select({ credit: customers.credit }).from(customers).where(eq(customers.id, id)))[0]
    ?.credit ?? 0;

describe('GET /api/v1/app/orders and /api/v1/app/order/{id}', () => {
  let placed: Order[] = [];
  beforeAll(async () => {
    placed = [];
    for (let i = 0; i < 3; i++)
      placed.push(await placePickup([{ product_id: f.product.gaz, count: i + 1 }]));
    await placePickup([{ product_id: f.product.gaz, count: 1 }], {}, B);
    await t.db
      .update(orders)
      .set({ status: 'completed' })
      .where(eq(orders.id, placed[0]?.order_id ?? 0));
  });

  it('pages the caller’s orders newest first, with the paging fields', async () => {
    const page = okData(
      await t.call('GET', '/api/v1/app/orders?page=1&limit=2', { token: A }),
      orderPage,
    );
    expect(page).toMatchObject({ page_number: 1, count: 3, page_count: 2 });
    expect(page.data.map((order) => order.order_id)).toEqual([
      placed[2]?.order_id,
      placed[1]?.order_id,
    ]);
    const second = okData(
      await t.call('GET', '/api/v1/app/orders?page=2&limit=2&sort=-created_at', { token: A }),
      orderPage,
    );
    expect(second.data.map((order) => order.order_id)).toEqual([placed[0]?.order_id]);
    const oldest = okData(
      await t.call('GET', '/api/v1/app/orders?sort=created_at', { token: A }),
      orderPage,
    );
    expect(oldest.data[0]?.order_id).toBe(placed[0]?.order_id);
  });

  it('filters by one status or a comma list', async () => {
    const done = okData(
      await t.call('GET', '/api/v1/app/orders?status=completed', { token: A }),
      orderPage,
    );
    expect(done.data.map((order) => [order.order_id, order.status_title, order.actions])).toEqual([
      [placed[0]?.order_id, 'تحویل شده', ['rate']],
    ]);
    const active = okData(
      await t.call('GET', '/api/v1/app/orders?status=created,in_progress,ready', { token: A }),
      orderPage,
    );
    expect(active.count).toBe(2);
    expectBadRequest(
      await t.call('GET', '/api/v1/app/orders?status=created,lost', { token: A }),
      'status.1',
    );
    expectBadRequest(await t.call('GET', '/api/v1/app/orders?limit=500', { token: A }), 'limit');
  });

  it('answers one order of the caller; another customer’s or a missing one is a 404', async () => {
    const first = placed[1];
    const order = okData(await detail(first?.order_id ?? 0), orderSchema);
    expect(order).toMatchObject({
      order_id: first?.order_id,
      id: first?.id,
      status: 'created',
      products: [{ count: 2 }],
    });
    const othersOrder = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.customerId, f.customer.b));
    expectNotFound(await detail(othersOrder[0]?.id ?? 0));
    expectNotFound(await detail(987_654));
    expectBadRequest(await detail(Number.NaN), 'id');
    expectFailure(await t.call('GET', '/api/v1/app/orders'), 401);
    expectFailure(await t.call('GET', '/api/v1/app/orders', { token: GUEST }), 403);
  });
});

describe('POST /api/v1/app/order/{id}/status/', () => {
  it('cancels a created order: stock, coupon use and window place come back, with a history row', async () => {
    const day = shopDay(2);
    const window = await windowOn(t.call, day);
    const stockBefore = await stockOf(t.db, f.product.nougat);
    const res = await t.call('POST', submitPath({ reserve_date: day }), {
      token: A,
      body: {
        products: [{ product_id: f.product.nougat, count: 3 }],
        address_id: f.address.aHome,
        zone_time_id: window.id,
        coupon: 'PERCENT10',
        use_coupon: true,
      },
    });
    const placed = okData(res, submitResult).order;
    expect(placed.invoice).toMatchObject({ discount: 30_000, shipping_price: ZONE_PRICES.central });
    expect(await stockOf(t.db, f.product.nougat)).toBe((stockBefore ?? 0) - 3);
    expect((await windowOn(t.call, day)).remaining).toBe(window.remaining - 1);

    const canceled = await setStatus(placed.order_id, 'canceled');
    expect(msgOf(canceled)).toBe('سفارش شما لغو شد');
    expect(okData(canceled, orderSchema)).toMatchObject({
      status: 'canceled',
      status_title: 'لغو شده',
      actions: ['re_request'],
    });
    expect(await stockOf(t.db, f.product.nougat)).toBe(stockBefore);
    expect((await windowOn(t.call, day)).remaining).toBe(window.remaining);
    const [coupon] = await t.db.select().from(coupons).where(eq(coupons.code, 'PERCENT10'));
    expect(coupon?.usedCount).toBe(0);
    expect(
      await t.db.select().from(couponUsages).where(eq(couponUsages.orderId, placed.order_id)),
    ).toEqual([]);

    const again = okData(await setStatus(placed.order_id, 'created'), orderSchema);
    expect(again).toMatchObject({ status: 'created', actions: ['cancel'] });
    expect(await stockOf(t.db, f.product.nougat)).toBe((stockBefore ?? 0) - 3);
    expect(
      (await t.db.select().from(coupons).where(eq(coupons.code, 'PERCENT10')))[0]?.usedCount,
    ).toBe(1);
    const history = await t.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, placed.order_id));
    expect(history.map((step) => [step.fromStatus, step.toStatus, step.byRole])).toEqual([
      [null, 'created', 'customer'],
      ['created', 'canceled', 'customer'],
      ['canceled', 'created', 'customer'],
    ]);
  });

  it('refunds a paid order into account credit when it is cancelled, and the order is unpaid again', async () => {
    const placed = await placePickup([{ product_id: f.product.gaz, count: 1 }], {
      payment_type: 'card',
    });
    await t.db.update(orders).set({ isPaid: true }).where(eq(orders.id, placed.order_id));
    const before = await creditOf(f.customer.a);
    okData(await setStatus(placed.order_id, 'canceled'), orderSchema);
    expect(await creditOf(f.customer.a)).toBe(before + PRICES.gaz);
    const refunds = await t.db
      .select()
      .from(creditTransactions)
      .where(
        and(eq(creditTransactions.orderId, placed.order_id), eq(creditTransactions.kind, 'refund')),
      );
    expect(refunds.map((row) => [row.amount, row.balanceAfter])).toEqual([
      [PRICES.gaz, before + PRICES.gaz],
    ]);
    // The credit page names the order by its number, as every list does.
    expect(refunds[0]?.description).toBe(
      `بازگشت مبلغ سفارش شمارهٔ ${toPersianDigits(placed.order_id)}`,
    );
    expect((await rowOf(placed.order_id))?.isPaid).toBe(false);
  });

  it('says how much of a cancelled paid order went back to account credit, and offers that credit when the order is asked for again', async () => {
    const placed = await placePickup([{ product_id: f.product.gaz, count: 1 }], {
      payment_type: 'card',
    });
    expect(placed.invoice.price).toBe(200_000);
    await t.db.update(orders).set({ isPaid: true }).where(eq(orders.id, placed.order_id));
    const before = await creditOf(f.customer.a);

    const canceled = await setStatus(placed.order_id, 'canceled');
    expect(msgOf(canceled)).toBe(
      `سفارش شما لغو شد و ۲۰۰٬۰۰۰ تومانی که پرداخته بودید به اعتبار حسابتان برگشت؛ اعتبار شما اکنون ${formatNumber(before + 200_000)} تومان است`,
    );
    expect(await creditOf(f.customer.a)).toBe(before + 200_000);

    const again = await setStatus(placed.order_id, 'created');
    expect(msgOf(again)).toBe(
      `سفارش شما دوباره ثبت شد؛ مبلغ آن (۲۰۰٬۰۰۰ تومان) را می‌توانید از اعتبار حسابتان (${formatNumber(before + 200_000)} تومان) بپردازید`,
    );
    expect(okData(again, orderSchema)).toMatchObject({
      status: 'created',
      is_paid: false,
      actions: ['cancel', 'pay'],
    });

    const paid = await t.call('POST', `/api/v1/order/${placed.order_id}/payment/credit`, {
      token: A,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(await creditOf(f.customer.a)).toBe(before);
    expect((await rowOf(placed.order_id))?.isPaid).toBe(true);
  });

  it('shows a cancelled paid order as refunded to account credit, in the detail and the list, until it is asked for again', async () => {
    const placed = await placePickup([{ product_id: f.product.gaz, count: 1 }], {
      payment_type: 'card',
    });
    expect(placed.refund).toBeNull();
    await t.db.update(orders).set({ isPaid: true }).where(eq(orders.id, placed.order_id));
    const canceled = okData(await setStatus(placed.order_id, 'canceled'), orderSchema);
    expect(canceled).toMatchObject({
      is_paid: false,
      refund: { amount: PRICES.gaz, to: 'credit' },
    });
    expect(okData(await detail(placed.order_id), orderSchema).refund).toEqual({
      amount: PRICES.gaz,
      to: 'credit',
    });
    const listed = okData(
      await t.call('GET', '/api/v1/app/orders?status=canceled,cancel', { token: A }),
      orderPage,
    ).data.find((order) => order.order_id === placed.order_id);
    expect(listed?.refund).toEqual({ amount: PRICES.gaz, to: 'credit' });

    // Asked for again it is an unpaid order to pay, not a refunded one.
    expect(okData(await setStatus(placed.order_id, 'created'), orderSchema).refund).toBeNull();
  });

  it('shows no refund on a cancelled order that was never paid', async () => {
    const placed = await placePickup([{ product_id: f.product.gaz, count: 1 }]);
    expect(okData(await setStatus(placed.order_id, 'canceled'), orderSchema)).toMatchObject({
      is_paid: false,
      refund: null,
    });
  });

  it('asks a re-requested order to be paid without offering credit that no longer covers it', async () => {
    const placed = await placePickup([{ product_id: f.product.gaz, count: 1 }], {
      payment_type: 'card',
    });
    await t.db.update(orders).set({ isPaid: true }).where(eq(orders.id, placed.order_id));
    okData(await setStatus(placed.order_id, 'canceled'), orderSchema);
    // The refunded credit was spent elsewhere before the customer asked again.
    await t.db.update(customers).set({ credit: 1_000 }).where(eq(customers.id, f.customer.a));
    expect(msgOf(await setStatus(placed.order_id, 'created'))).toBe(
      'سفارش شما دوباره ثبت شد؛ برای ارسال، مبلغ آن (۲۰۰٬۰۰۰ تومان) را بپردازید',
    );
  });

  it('refuses a re-request the stock can no longer cover, changing nothing', async () => {
    const placed = await placePickup([{ product_id: f.product.pashmak, count: 3 }]);
    okData(await setStatus(placed.order_id, 'canceled'), orderSchema);
    await placePickup([{ product_id: f.product.pashmak, count: 3 }], {}, B);
    const refused = await setStatus(placed.order_id, 'created');
    expect(expectBadRequest(refused).msg).toBe(
      'از «پشمک» فقط ۲ عدد باقی مانده است؛ تعداد را کم کنید',
    );
    expect((await rowOf(placed.order_id))?.status).toBe('canceled');
    expect(await stockOf(t.db, f.product.pashmak)).toBe(2);
  });

  it('refuses every other move with a message naming the status', async () => {
    const placed = await placePickup([{ product_id: f.product.gaz, count: 1 }]);
    expect(expectBadRequest(await setStatus(placed.order_id, 'completed')).msg).toBe(
      'سفارش در وضعیت «ثبت شده» است؛ شما فقط سفارش ثبت‌شده را می‌توانید لغو کنید و سفارش لغوشده را دوباره درخواست کنید',
    );
    expectBadRequest(await setStatus(placed.order_id, 'created'));
    await t.db.update(orders).set({ status: 'in_progress' }).where(eq(orders.id, placed.order_id));
    expect(expectBadRequest(await setStatus(placed.order_id, 'canceled')).msg).toMatch(
      /در حال آماده‌سازی/,
    );
    expect((await rowOf(placed.order_id))?.status).toBe('in_progress');
    expectBadRequest(await setStatus(placed.order_id, 'lost'), 'status');
  });

  it('answers 404 for another customer’s order or a missing one', async () => {
    const othersOrder = await placePickup([{ product_id: f.product.gaz, count: 1 }], {}, B);
    expectNotFound(await setStatus(othersOrder.order_id, 'canceled'));
    expectNotFound(await setStatus(987_654, 'canceled'));
    expect((await rowOf(othersOrder.order_id))?.status).toBe('created');
  });
});

describe('POST /api/v1/order/{id}/rate/create', () => {
  it('rates a completed order once, with star 3 by default', async () => {
    const placed = await placePickup([{ product_id: f.product.gaz, count: 1 }]);
    const rate = (body: unknown, token: string = A) =>
      t.call('POST', `/api/v1/order/${placed.order_id}/rate/create`, { token, body });
    expect(expectBadRequest(await rate({ comment: 'خوب' })).msg).toBe(
      'پس از تحویل سفارش می‌توانید به آن امتیاز دهید',
    );
    await t.db.update(orders).set({ status: 'completed' }).where(eq(orders.id, placed.order_id));
    expectBadRequest(await rate({ star: 6 }), 'star');
    expectNotFound(await rate({ star: 5 }, B));
    const rated = okData(await rate({ comment: 'تازه بود' }), orderSchema);
    expect(rated).toMatchObject({ rating: { star: 3, comment: 'تازه بود' }, actions: [] });
    expect(expectBadRequest(await rate({ star: 5 })).msg).toBe('به این سفارش پیش‌تر امتیاز داده‌اید');
    expect(okData(await detail(placed.order_id), orderSchema).rating).toEqual({
      star: 3,
      comment: 'تازه بود',
    });
    expectNotFound(
      await t.call('POST', '/api/v1/order/987654/rate/create', { token: A, body: {} }),
    );
  });
});

describe('POST /api/v1/order/{id}/edit', () => {
  it('changes lines (stock moved by the difference), description and time of a created order', async () => {
    const day = shopDay(1);
    const window = await windowOn(t.call, day);
    const placed = okData(
      await t.call('POST', submitPath({ reserve_date: day }), {
        token: A,
        body: {
          products: [{ product_id: f.product.saffron, count: 5 }],
          address_id: f.address.aHome,
          zone_time_id: window.id,
        },
      }),
      submitResult,
    ).order;
    const stock = (await stockOf(t.db, f.product.saffron)) ?? 0;
    const later = await windowOn(t.call, shopDay(2), '16:00');
    const res = await t.call('POST', `/api/v1/order/${placed.order_id}/edit`, {
      token: A,
      body: {
        products: [
          { product_id: f.product.saffron, count: 2 },
          { product_id: f.product.gaz, count: 1, toppings: [{ id: f.topping.ribbon, count: 1 }] },
        ],
        description: 'عوض شد',
        zone_time_id: later.id,
        reserve_date: shopDay(2),
        address_id: f.address.aWork,
      },
    });
    expect(expectBadRequest(res).msg).toMatch(/در دسترس نیست/);
    expect(await stockOf(t.db, f.product.saffron)).toBe(stock);

    const edited = okData(
      await t.call('POST', `/api/v1/order/${placed.order_id}/edit`, {
        token: A,
        body: {
          products: [
            { product_id: f.product.saffron, count: 2 },
            { product_id: f.product.gaz, count: 1, toppings: [{ id: f.topping.ribbon, count: 1 }] },
          ],
          description: 'عوض شد',
          zone_time_id: later.id,
          reserve_date: shopDay(2),
        },
      }),
      orderSchema,
    );
    const items = 2 * PRICES.saffron + PRICES.gaz + PRICES.ribbon;
    expect(edited).toMatchObject({
      description: 'عوض شد',
      reserve_date: shopDay(2),
      zone_time: { start_time: '16:00', end_time: '19:00' },
      invoice: {
        items_price: items,
        shipping_price: ZONE_PRICES.central,
        price: items + ZONE_PRICES.central,
      },
    });
    expect(await stockOf(t.db, f.product.saffron)).toBe(stock + 3);
    const addressOnly = await t.call('POST', `/api/v1/order/${placed.order_id}/edit`, {
      token: A,
      body: { address_id: f.address.aWork },
    });
    expect(expectBadRequest(addressOnly).msg).toBe(
      'بازهٔ زمانی فعلی به نشانی تازه ارسال نمی‌شود؛ زمان ارسال را هم دوباره انتخاب کنید',
    );
    const wideWindow = await t.call(
      'GET',
      '/api/v2/zones/available_times/?latitude=32.6&longitude=51.6',
    );
    const wide = okData(wideWindow, availableTimes).find((time) => time.date === shopDay(2));
    const moved = okData(
      await t.call('POST', `/api/v1/order/${placed.order_id}/edit`, {
        token: A,
        body: { address_id: f.address.aWork, zone_time_id: wide?.id },
      }),
      orderSchema,
    );
    expect(moved).toMatchObject({
      address: { id: f.address.aWork },
      zone_time: { start_time: '10:00', end_time: '13:00' },
      invoice: { shipping_price: ZONE_PRICES.wide, price: items + ZONE_PRICES.wide },
    });
    expectNotFound(
      await t.call('POST', `/api/v1/order/${placed.order_id}/edit`, {
        token: A,
        body: { address_id: f.address.bHome },
      }),
    );
  });

  it('refuses edits once the order is paid or under way, and another customer’s order', async () => {
    const placed = await placePickup([{ product_id: f.product.gaz, count: 1 }]);
    const edit = (body: unknown, token: string = A) =>
      t.call('POST', `/api/v1/order/${placed.order_id}/edit`, { token, body });
    expectNotFound(await edit({ description: 'x' }, B));
    expect(expectBadRequest(await edit({ address_id: f.address.aHome })).msg).toBe(
      'سفارش تحویل حضوری نشانی ندارد',
    );
    expectBadRequest(await edit({ products: [] }), 'products');
    expectBadRequest(await edit({ products: [{ product_id: f.product.poolaki, count: 1 }] }));
    const pickupDay = okData(
      await edit({ reserve_date: shopDay(3), description: 'روز دیگر' }),
      orderSchema,
    );
    expect(pickupDay).toMatchObject({ reserve_date: shopDay(3), description: 'روز دیگر' });
    await t.db.update(orders).set({ isPaid: true }).where(eq(orders.id, placed.order_id));
    expect(expectBadRequest(await edit({ description: 'y' })).msg).toBe(
      'فقط سفارش ثبت‌شده‌ای را که هنوز پرداخت نشده می‌توانید ویرایش کنید',
    );
    expect((await rowOf(placed.order_id))?.description).toBe('روز دیگر');
  });
});
