import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Order, primaryProductList, submitResult } from '@/lib/contract/order';
import { toPersianDigits } from '@/lib/format/digits';
import {
  cartItems,
  coupons,
  couponUsages,
  holidays,
  orderStatusHistory,
  orders,
  products,
  shops,
  zoneTimes,
} from '@/server/db/schema';
import {
  expectBadRequest,
  expectFailure,
  expectNotFound,
  okData,
  ZONE_PRICES,
} from '../helpers/people-fixture';
import {
  A,
  B,
  cartOf,
  GUEST,
  insertShopFixture,
  PRICES,
  type ShopFixture,
  STAFF,
  setCart,
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

type SubmitOptions = { token?: string; key?: string; query?: Record<string, string> };
const submit = (body: unknown, options: SubmitOptions = {}) =>
  t.call('POST', submitPath(options.query ?? {}), {
    token: options.token ?? A,
    body,
    headers: options.key ? { 'idempotency-key': options.key } : {},
  });
const orderCount = async () => (await t.db.select({ n: count() }).from(orders))[0]?.n ?? 0;
const pickupQuery = (day = shopDay(1), time = '11:30') => ({
  reserve_date: day,
  reserve_time: time,
});
/** The first test's submit, repeated under its key by a later test. */
let firstSubmit: { body: Record<string, unknown>; query: Record<string, string> } | undefined;
const submitted = (res: Awaited<ReturnType<typeof submit>>): Order =>
  okData(res, submitResult).order;

describe('POST /api/v1/order/submit/ for delivery', () => {
  it('orders the cart into a window of the address’s zone: stock, sales, lines, history, and an empty cart', async () => {
    await setCart(t.call, A, [
      { product_id: f.product.nougat, count: 2 },
      { product_id: f.product.gaz, count: 1 },
    ]);
    const day = shopDay(1);
    const window = await windowOn(t.call, day);
    firstSubmit = {
      body: { address_id: f.address.aHome, zone_time_id: window.id, description: 'زنگ دوم' },
      query: { reserve_date: day },
    };
    const res = await submit(firstSubmit.body, {
      query: firstSubmit.query,
      key: 'first-order-key',
    });
    const body = okData(res, submitResult);
    expect(body.order_id).toBe(body.order.order_id);
    const order = body.order;
    expect(order).toMatchObject({
      status: 'created',
      status_title: 'ثبت شده',
      kind: 'order',
      submit_by: 'site',
      created_by: null,
      customer: { id: f.customer.a },
      reserve_date: day,
      zone_time: { start_time: '09:00', end_time: '12:00' },
      delivery_type: 'delivery',
      payment_type: 'cash',
      is_paid: false,
      is_bulk: false,
      invoice: {
        items_price: 2 * PRICES.nougat + PRICES.gaz,
        discount: 0,
        shipping_price: ZONE_PRICES.central,
        price: 2 * PRICES.nougat + PRICES.gaz + ZONE_PRICES.central,
      },
      address: { id: f.address.aHome, title: 'خانه' },
      description: 'زنگ دوم',
      msg: null,
      rating: null,
      actions: ['cancel'],
    });
    expect(order.weekday).toMatch(/شنبه|جمعه/);
    expect(order.id).toMatch(/^14\d{10}$/);
    expect(
      order.products.map((line) => [line.product_id, line.count, line.unit_price, line.total]),
    ).toEqual([
      [f.product.nougat, 2, PRICES.nougat, 2 * PRICES.nougat],
      [f.product.gaz, 1, PRICES.gaz, PRICES.gaz],
    ]);
    expect(order.products[0]?.product).toMatchObject({
      id: f.product.nougat,
      slug: 'p-nougat',
      category_name: 'سوغات',
    });

    expect(await stockOf(t.db, f.product.nougat)).toBe(8);
    const [nougat] = await t.db.select().from(products).where(eq(products.id, f.product.nougat));
    expect(nougat?.salesCount).toBe(2);
    expect((await cartOf(t.call, A)).items).toEqual([]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.order_id));
    expect(row).toMatchObject({
      zoneTimeId: window.id,
      startTime: '09:00',
      endTime: '12:00',
      idempotencyKey: 'first-order-key',
    });
    const history = await t.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.order_id));
    expect(history.map((step) => [step.fromStatus, step.toStatus, step.byRole])).toEqual([
      [null, 'created', 'customer'],
    ]);
  });

  it('answers a repeated Idempotency-Key with the first order and writes nothing more', async () => {
    if (!firstSubmit) throw new Error('the first submit did not run');
    const before = await orderCount();
    const stock = await stockOf(t.db, f.product.nougat);
    const res = await submit(firstSubmit.body, {
      query: firstSubmit.query,
      key: 'first-order-key',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('idempotent-replayed')).toBe('true');
    expect(submitted(res).description).toBe('زنگ دوم');
    expect(await orderCount()).toBe(before);
    expect(await stockOf(t.db, f.product.nougat)).toBe(stock);
  });

  it('refuses another order under a used Idempotency-Key with a Persian 422, writing nothing', async () => {
    const before = await orderCount();
    const stock = await stockOf(t.db, f.product.nougat);
    const res = await submit({ address_id: f.address.aHome }, { key: 'first-order-key' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ success: false, code: 422 });
    expect(JSON.stringify(res.body)).toMatch(/Idempotency-Key[^"]*درخواست دیگری/);
    expect(await orderCount()).toBe(before);
    expect(await stockOf(t.db, f.product.nougat)).toBe(stock);
  });

  it('takes the window by start and end time, by reserve_time, or by zone_time_id in the query', async () => {
    const day = shopDay(2);
    const byRange = await submit(
      { products: [{ product_id: f.product.gaz, count: 1 }], address_id: f.address.aHome },
      { query: { reserve_date: day, start_time: '16:00', end_time: '19:00' } },
    );
    expect(submitted(byRange).zone_time).toEqual({ start_time: '16:00', end_time: '19:00' });
    const byStart = await submit(
      { products: [{ product_id: f.product.gaz, count: 1 }], address_id: f.address.aWork },
      { query: { reserve_date: day, reserve_time: '10:00' } },
    );
    expect(submitted(byStart)).toMatchObject({
      zone_time: { start_time: '10:00', end_time: '13:00' },
      invoice: { shipping_price: ZONE_PRICES.wide },
    });
    const window = await windowOn(t.call, day);
    const byQuery = await submit(
      { products: [{ product_id: f.product.gaz, count: 1 }], address_id: f.address.aHome },
      { query: { reserve_date: day, zone_time_id: String(window.id) } },
    );
    expect(submitted(byQuery).zone_time).toEqual({ start_time: '09:00', end_time: '12:00' });
  });

  it('keeps the cart when the lines come in the body', async () => {
    await setCart(t.call, A, [{ product_id: f.product.gaz, count: 1 }]);
    const day = shopDay(1);
    const window = await windowOn(t.call, day);
    submitted(
      await submit(
        {
          products: [{ product_id: f.product.saffron, count: 1 }],
          address_id: f.address.aHome,
          zone_time_id: window.id,
        },
        { query: { reserve_date: day } },
      ),
    );
    expect((await cartOf(t.call, A)).count).toBe(1);
    await t.call('POST', '/api/v1/app/cart/clear', { token: A });
  });

  it('refuses a delivery without an address, without a time or at a window the zone does not offer', async () => {
    const before = await orderCount();
    const lines = [{ product_id: f.product.gaz, count: 1 }];
    expect(expectBadRequest(await submit({ products: lines }, { query: pickupQuery() })).msg).toBe(
      'برای ارسال، نشانی را انتخاب کنید',
    );
    expect(
      expectBadRequest(await submit({ products: lines, address_id: f.address.aHome })).msg,
    ).toBe('روز و بازهٔ زمانی ارسال را انتخاب کنید');
    const wideWindow = await t.db
      .select({ id: zoneTimes.id })
      .from(zoneTimes)
      .where(eq(zoneTimes.zoneId, f.zone.wide))
      .limit(1);
    const foreign = await submit(
      { products: lines, address_id: f.address.aHome, zone_time_id: wideWindow[0]?.id },
      { query: { reserve_date: shopDay(1) } },
    );
    expect(expectBadRequest(foreign).msg).toMatch(/در دسترس نیست/);
    const farAway = await submit(
      { products: lines, address_id: f.address.aHome },
      { query: { reserve_date: shopDay(20), reserve_time: '09:00' } },
    );
    expectBadRequest(farAway);
    expectNotFound(
      await submit(
        { products: lines, address_id: f.address.bHome },
        { query: { reserve_date: shopDay(1), reserve_time: '09:00' } },
      ),
    );
    expect(await orderCount()).toBe(before);
  });

  it('refuses a full window and writes nothing', async () => {
    const day = shopDay(3);
    const window = await windowOn(t.call, day, '16:00');
    await t.db.update(zoneTimes).set({ capacity: 1 }).where(eq(zoneTimes.id, window.id));
    const body = {
      products: [{ product_id: f.product.nougat, count: 1 }],
      address_id: f.address.aHome,
      zone_time_id: window.id,
    };
    submitted(await submit(body, { query: { reserve_date: day } }));
    const stock = await stockOf(t.db, f.product.nougat);
    const before = await orderCount();
    expect(expectBadRequest(await submit(body, { query: { reserve_date: day } })).msg).toBe(
      'ظرفیت این بازهٔ زمانی پر شده است؛ زمان دیگری انتخاب کنید',
    );
    expect(await orderCount()).toBe(before);
    expect(await stockOf(t.db, f.product.nougat)).toBe(stock);
    await t.db.update(zoneTimes).set({ capacity: 1000 }).where(eq(zoneTimes.id, window.id));
  });
});

describe('POST /api/v1/order/submit/ for pickup', () => {
  it('takes a day and a time, with no shipping and no address', async () => {
    const order = submitted(
      await submit(
        {
          products: [{ product_id: f.product.gaz, count: 1 }],
          delivery_type: 'pickup',
          address_id: f.address.aHome,
          payment_type: 'card',
        },
        { query: pickupQuery() },
      ),
    );
    expect(order).toMatchObject({
      delivery_type: 'pickup',
      payment_type: 'card',
      address: null,
      reserve_date: shopDay(1),
      zone_time: null,
      invoice: { shipping_price: 0, price: PRICES.gaz },
      actions: ['cancel', 'pay'],
    });
  });

  it('refuses a missing time, a past day, a holiday and a day too far ahead', async () => {
    const before = await orderCount();
    const body = { products: [{ product_id: f.product.gaz, count: 1 }], delivery_type: 'pickup' };
    await t.db.insert(holidays).values({ date: shopDay(4), title: 'تعطیل آزمایشی' });
    expect(expectBadRequest(await submit(body, { query: { reserve_date: shopDay(1) } })).msg).toBe(
      'روز و ساعت تحویل حضوری را انتخاب کنید',
    );
    expect(expectBadRequest(await submit(body, { query: pickupQuery(shopDay(-1)) })).msg).toMatch(
      /گذشته است/,
    );
    expect(expectBadRequest(await submit(body, { query: pickupQuery(shopDay(4)) })).msg).toMatch(
      /تعطیل/,
    );
    expect(expectBadRequest(await submit(body, { query: pickupQuery(shopDay(40)) })).msg).toBe(
      'تحویل حضوری را تا ۳۰ روز آینده می‌توانید انتخاب کنید',
    );
    expectBadRequest(await submit(body, { query: pickupQuery(shopDay(1), '25:00') }));
    expectBadRequest(
      await submit(body, { query: { reserve_date: 'tomorrow', reserve_time: '10:00' } }),
      'reserve_date',
    );
    expect(await orderCount()).toBe(before);
  });
});

describe('the branch a pickup is collected from', () => {
  const pickup = { delivery_type: 'pickup' };
  let naqsh: number;
  let jolfa: number;
  beforeAll(async () => {
    const rows = await t.db
      .insert(shops)
      .values([
        {
          name: 'شعبه‌ی نقش جهان',
          address: 'میدان امام، بازار قیصریه',
          opensAt: '09:00',
          closesAt: '22:00',
          lat: 32.66,
          lng: 51.6776,
        },
        { name: 'شعبه‌ی جلفا', address: 'خیابان نظر شرقی', opensAt: '10:00', closesAt: '21:30' },
      ])
      .returning({ id: shops.id });
    naqsh = rows[0]?.id ?? 0;
    jolfa = rows[1]?.id ?? 0;
  });
  const lines = () => [{ product_id: f.product.gaz, count: 1 }];

  it('is the branch named, with its address, hours and point, and never the customer’s address', async () => {
    const order = submitted(
      await submit(
        { ...pickup, products: lines(), branch_id: jolfa, address_id: f.address.aHome },
        { query: pickupQuery() },
      ),
    );
    expect(order.address).toBeNull();
    expect(order.pickup_branch).toEqual({
      id: jolfa,
      name: 'شعبه‌ی جلفا',
      address: 'خیابان نظر شرقی',
      opens_at: '10:00',
      closes_at: '21:30',
      lat: null,
      lng: null,
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.order_id));
    expect(row).toMatchObject({ pickupShopId: jolfa, addressId: null });
    // The list says the same as the answer to the submit.
    const list = await t.call('GET', '/api/v1/app/orders', { token: A });
    const listed = (list.body as { data: { data: Order[] } }).data.data.find(
      (item) => item.order_id === order.order_id,
    );
    expect(listed?.pickup_branch?.id).toBe(jolfa);
  });

  it('is the first branch when none is named; delivery has none', async () => {
    const order = submitted(
      await submit({ ...pickup, products: lines() }, { query: pickupQuery() }),
    );
    expect(order.pickup_branch).toMatchObject({ id: naqsh, lat: 32.66, lng: 51.6776 });
  });

  it('refuses a branch that does not exist, writing nothing', async () => {
    const before = await orderCount();
    const res = await submit(
      { ...pickup, products: lines(), branch_id: 999_999 },
      { query: pickupQuery() },
    );
    expect(expectBadRequest(res).msg).toBe('شعبهٔ انتخاب‌شده برای تحویل حضوری پیدا نشد');
    expect(await orderCount()).toBe(before);
  });
});

describe('coupons, stock and bulk at submit', () => {
  it('counts a coupon’s use with the order; a used-up single-use code refuses the next order whole', async () => {
    const body = {
      products: [{ product_id: f.product.saffron, count: 2 }],
      delivery_type: 'pickup',
      coupon: 'single1',
      use_coupon: true,
    };
    const order = submitted(await submit(body, { query: pickupQuery() }));
    expect(order.invoice).toMatchObject({ discount: 20_000, price: 2 * PRICES.saffron - 20_000 });
    const [coupon] = await t.db.select().from(coupons).where(eq(coupons.code, 'SINGLE1'));
    expect(coupon?.usedCount).toBe(1);
    const uses = await t.db
      .select()
      .from(couponUsages)
      .where(eq(couponUsages.couponId, coupon?.id ?? 0));
    expect(uses.map((use) => [use.customerId, use.orderId])).toEqual([
      [f.customer.a, order.order_id],
    ]);

    const stock = await stockOf(t.db, f.product.saffron);
    const before = await orderCount();
    expect(expectBadRequest(await submit(body, { token: B, query: pickupQuery() })).msg).toBe(
      'ظرفیت استفاده از این کد تخفیف تمام شده است',
    );
    expect(await orderCount()).toBe(before);
    expect(await stockOf(t.db, f.product.saffron)).toBe(stock);
  });

  it('refuses more than the stock, naming the product, and order_limit unless the order is bulk', async () => {
    const before = await orderCount();
    const tooMany = await submit(
      { products: [{ product_id: f.product.poolaki, count: 1 }], delivery_type: 'pickup' },
      { query: pickupQuery() },
    );
    expect(expectBadRequest(tooMany).msg).toBe('«پولکی» فعلاً موجود نیست');
    const aboveLimit = {
      products: [{ product_id: f.product.pashmak, count: 4 }],
      delivery_type: 'pickup',
    };
    expectBadRequest(await submit(aboveLimit, { query: pickupQuery() }));
    expect(await orderCount()).toBe(before);
    const bulk = submitted(
      await submit({ ...aboveLimit, is_bulk: true }, { query: pickupQuery() }),
    );
    expect(bulk).toMatchObject({
      is_bulk: true,
      invoice: { items_price: 4 * PRICES.pashmakDiscounted },
    });
    expect(await stockOf(t.db, f.product.pashmak)).toBe(1);
    expectBadRequest(await submit({ ...aboveLimit, is_bulk: true }, { query: pickupQuery() }));
  });

  it('refuses a malformed Idempotency-Key and body', async () => {
    const before = await orderCount();
    const body = { products: [{ product_id: f.product.gaz, count: 1 }], delivery_type: 'pickup' };
    expect(
      expectBadRequest(await submit(body, { key: 'short', query: pickupQuery() })).msg,
    ).toMatch(/Idempotency-Key/);
    expectBadRequest(
      await submit({ ...body, payment_type: 'bitcoin' }, { query: pickupQuery() }),
      'payment_type',
    );
    expectBadRequest(
      await submit(body, { query: { reserve_date: shopDay(1), reserve_time: '9' } }),
      'reserve_time',
    );
    expect(await orderCount()).toBe(before);
  });

  it('answers 401 without a token and 403 to guests and staff', async () => {
    expectFailure(await t.call('POST', '/api/v1/order/submit/', { body: {} }), 401);
    expectFailure(await submit({}, { token: GUEST }), 403);
    expectFailure(await submit({}, { token: STAFF }), 403);
  });
});

describe('POST /api/v1/order/submit/bulk/residue', () => {
  it('orders the cart lines a bulk order left out, travelling with it', async () => {
    const day = shopDay(2);
    const window = await windowOn(t.call, day);
    await setCart(t.call, A, [
      { product_id: f.product.gaz, count: 2 },
      { product_id: f.product.nougat, count: 1 },
    ]);
    const bulk = submitted(
      await submit(
        {
          products: [{ product_id: f.product.saffron, count: 12 }],
          address_id: f.address.aHome,
          zone_time_id: window.id,
          is_bulk: true,
        },
        { query: { reserve_date: day } },
      ),
    );
    const res = await t.call('POST', '/api/v1/order/submit/bulk/residue', {
      token: A,
      body: { order_id: bulk.order_id },
      headers: { 'idempotency-key': 'residue-key-0001' },
    });
    const residue = submitted(res);
    expect(residue).toMatchObject({
      is_bulk: true,
      delivery_type: 'delivery',
      address: { id: f.address.aHome },
      reserve_date: day,
      zone_time: { start_time: '09:00', end_time: '12:00' },
      invoice: { items_price: 2 * PRICES.gaz + PRICES.nougat, discount: 0, shipping_price: 0 },
    });
    expect(residue.description).toContain(toPersianDigits(bulk.id));
    const [row] = await t.db.select().from(orders).where(eq(orders.id, residue.order_id));
    expect(row?.zoneTimeId).toBeNull();
    expect((await cartOf(t.call, A)).items).toEqual([]);
  });

  it('refuses an empty cart, a non-bulk order and another customer’s order', async () => {
    const plain = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.customerId, f.customer.a), eq(orders.isBulk, false)))
      .limit(1);
    const bulk = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.isBulk, true))
      .limit(1);
    const residue = (id: number, token: string = A) =>
      t.call('POST', '/api/v1/order/submit/bulk/residue', { token, body: { order_id: id } });
    const before = await orderCount();
    expectBadRequest(await residue(bulk[0]?.id ?? 0));
    await setCart(t.call, A, [{ product_id: f.product.gaz, count: 1 }]);
    expect(expectBadRequest(await residue(plain[0]?.id ?? 0)).msg).toMatch(/عمده نیست/);
    await setCart(t.call, B, [{ product_id: f.product.gaz, count: 1 }]);
    expectNotFound(await residue(bulk[0]?.id ?? 0, B));
    expectNotFound(await residue(987_654));
    expectBadRequest(
      await t.call('POST', '/api/v1/order/submit/bulk/residue', { token: A, body: {} }),
      'order_id',
    );
    expect(await orderCount()).toBe(before);
    await t.call('POST', '/api/v1/app/cart/clear', { token: A });
    await t.call('POST', '/api/v1/app/cart/clear', { token: B });
  });
});

describe('POST /api/v1/orders/primary_product', () => {
  it('answers the caller’s most ordered products, most units first', async () => {
    const list = okData(
      await t.call('POST', '/api/v1/orders/primary_product', { token: A, body: { limit: 3 } }),
      primaryProductList,
    );
    // nougat and pashmak tie on 4 units: nougat was in more orders.
    expect(list.map((item) => item.id)).toEqual([
      f.product.saffron,
      f.product.gaz,
      f.product.nougat,
    ]);
    expect(list[0]).toMatchObject({ name: 'زعفران', ordered_count: 15, order_count: 3 });
    const forB = okData(
      await t.call('POST', '/api/v1/orders/primary_product', { token: B, body: {} }),
      primaryProductList,
    );
    expect(forB).toEqual([]);
    expectBadRequest(
      await t.call('POST', '/api/v1/orders/primary_product', { token: A, body: { limit: 100 } }),
      'limit',
    );
    expectFailure(await t.call('POST', '/api/v1/orders/primary_product', { body: {} }), 401);
  });
});

describe('the cart is left alone by a refused submit', () => {
  it('keeps every cart line when the order fails', async () => {
    await setCart(t.call, A, [{ product_id: f.product.gaz, count: 1 }]);
    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, f.product.gaz));
    expectBadRequest(await submit({ delivery_type: 'pickup' }, { query: pickupQuery() }));
    const lines = await t.db.select().from(cartItems).where(eq(cartItems.customerId, f.customer.a));
    expect(lines).toHaveLength(1);
    await t.db.update(products).set({ stock: null }).where(eq(products.id, f.product.gaz));
  });
});
