import { count, eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/images/[kind]/[file]/route';
import { PAGE_SIZE } from '@/lib/constants';
import { appConfig as appConfigContract, homeSectionType } from '@/lib/contract/catalog';
import { NOTIFICATION_CODES, NOTIFICATION_VARIANTS } from '@/lib/contract/notification';
import type { OrderStatus } from '@/lib/contract/order-status';
import { normalizeSearchText } from '@/lib/text/normalize-search';
import * as schema from '@/server/db/schema';
import { DEMO_CUSTOMER_MOBILE, DEMO_PRODUCT_COUNT, seedDemo } from '@/server/db/seed';
import { generateProduct } from '@/server/db/seed/product-generator';
import { pointInPolygon } from '@/server/services/zone/point-in-polygon';
import { createTestDb, type TestDb } from '../helpers/test-db';

const NOW = new Date('2026-11-21T09:00:00Z');

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => t.close());

const tables: PgTable[] = [];
for (const value of Object.values(schema)) if (is(value, PgTable)) tables.push(value);

async function countAll(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await t.db.select({ n: count() }).from(table);
    counts[getTableName(table)] = Number(row?.n ?? 0);
  }
  return counts;
}

async function countWhere(condition: ReturnType<typeof sql>): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(schema.products).where(condition);
  return Number(row?.n ?? 0);
}

describe('the demo seed', () => {
  it('seeds a whole shop on an empty database', async () => {
    const result = await seedDemo(t.db, { now: NOW });
    expect(result).toEqual({ seeded: true, addedProducts: 0, products: DEMO_PRODUCT_COUNT });
    const counts = await countAll();
    expect(counts.products).toBeGreaterThanOrEqual(300);
    expect(counts.categories).toBeGreaterThanOrEqual(12);
    expect(counts.banners).toBeGreaterThanOrEqual(4);
    expect(counts.posters).toBeGreaterThanOrEqual(4);
    expect(counts.holidays).toBeGreaterThanOrEqual(20);
    for (const name of [
      'customers',
      'users',
      'zones',
      'zone_times',
      'coupons',
      'gifts',
      'wheel_prizes',
      'sso_local_citizens',
      'shops',
    ]) {
      expect(counts[name], name).toBeGreaterThan(0);
    }
  });

  it('has a home section of every type, in order', async () => {
    const sections = await t.db
      .select()
      .from(schema.homeSections)
      .orderBy(schema.homeSections.position);
    expect(new Set(sections.map((s) => s.typeName))).toEqual(new Set(homeSectionType.options));
    for (const section of sections.filter((s) => s.typeName === 'category')) {
      expect(section.categoryId).not.toBeNull();
    }
    const positions = sections.map((s) => s.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('has base categories with children and a numbered step sequence', async () => {
    const rows = await t.db.select().from(schema.categories);
    const bases = rows.filter((c) => c.isBase);
    expect(bases.length).toBeGreaterThan(0);
    for (const base of bases) expect(rows.some((c) => c.parentId === base.id)).toBe(true);
    const steps = rows.flatMap((c) => (c.step === null ? [] : [c.step])).sort();
    expect(steps).toEqual(steps.map((_, i) => i + 1));
  });

  it('has discounted, out-of-stock, untracked, reservable and collection products', async () => {
    const total = await countWhere(sql`true`);
    const discounted = await countWhere(sql`discount_price is not null`);
    expect(discounted / total).toBeGreaterThan(0.12);
    expect(discounted / total).toBeLessThan(0.3);
    expect(await countWhere(sql`discount_price >= price`)).toBe(0);
    const outOfStock = await countWhere(sql`stock = 0`);
    expect(outOfStock / total).toBeGreaterThan(0.05);
    expect(outOfStock / total).toBeLessThan(0.15);
    expect(await countWhere(sql`stock is null`)).toBeGreaterThan(0);
    expect(await countWhere(sql`order_limit > 0`)).toBeGreaterThan(0);
    expect(await countWhere(sql`extra->>'collection' = 'true'`)).toBeGreaterThan(0);
    const reservable = await t.db
      .select({ id: schema.products.id })
      .from(schema.products)
      .where(sql`extra->>'reservable' = 'true'`);
    expect(reservable.length).toBeGreaterThan(0);
    for (const { id } of reservable) {
      const windows = await t.db
        .select()
        .from(schema.reservationWindows)
        .where(eq(schema.reservationWindows.productId, id));
      expect(new Set(windows.map((w) => w.weekday))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6]));
      for (const w of windows) expect(w.startTime < w.endTime).toBe(true);
    }
  });

  it('keeps ratings equal to the comments, and search text normalised', async () => {
    const mismatched = await countWhere(sql`
      rating_sum <> coalesce((select sum(c.star) from comments c where c.product_id = products.id and c.status = 'published' and c.hidden_at is null), 0)
      or rating_count <> (select count(*) from comments c where c.product_id = products.id and c.status = 'published' and c.hidden_at is null)`);
    expect(mismatched).toBe(0);
    expect(await countWhere(sql`rating_count > 0`)).toBeGreaterThan(50);
    const comments = (condition: ReturnType<typeof sql>) =>
      t.db.select({ n: count() }).from(schema.comments).where(condition);
    const [[wrong], [marked], [own]] = await Promise.all([
      comments(
        sql`helpful_count <> (select count(*) from comment_helpful h where h.comment_id = comments.id)`,
      ),
      comments(sql`helpful_count > 0`),
      comments(
        sql`exists (select 1 from comment_helpful h where h.comment_id = comments.id and h.customer_id = comments.customer_id)`,
      ),
    ]);
    expect([wrong?.n, own?.n]).toEqual([0, 0]);
    expect(marked?.n).toBeGreaterThan(20);
    const sample = await t.db.select().from(schema.products).limit(50);
    for (const product of sample) {
      expect(product.searchText).toBe(normalizeSearchText(product.searchText));
      expect(product.searchText).toContain(normalizeSearchText(product.name));
      expect(product.images.length).toBeGreaterThanOrEqual(1);
      expect(product.images[0]).toMatch(
        new RegExp(`^/images/products/[a-z-]+-${product.id}-1\\.svg$`),
      );
    }
  });

  it('has packs with unlimited, limited and excluded items', async () => {
    const limits = await t.db
      .select({ limit: schema.products.orderLimit })
      .from(schema.posterItems)
      .innerJoin(schema.products, eq(schema.products.id, schema.posterItems.productId));
    expect(limits.some((row) => row.limit === null)).toBe(true);
    expect(limits.some((row) => (row.limit ?? 0) > 0)).toBe(true);
    expect(limits.some((row) => row.limit === 0)).toBe(true);
  });

  it('writes an app config that satisfies the contract', async () => {
    const [row] = await t.db.select().from(schema.appConfig);
    const parsed = appConfigContract.shape.config.parse(row?.config);
    expect(parsed.price_range.min).toBeLessThan(parsed.price_range.max);
  });

  it('gives every branch an address, hours and a point in an active zone', async () => {
    const branches = await t.db.select().from(schema.shops);
    const zones = await t.db.select().from(schema.zones).where(eq(schema.zones.isActive, true));
    expect(branches.length).toBeGreaterThan(1);
    for (const branch of branches) {
      expect(branch.address).toMatch(/[\u0600-\u06ff]/);
      expect(branch.opensAt).toMatch(/^\d{2}:\d{2}$/);
      expect(branch.closesAt).toMatch(/^\d{2}:\d{2}$/);
      const point = { lat: branch.lat ?? 0, lng: branch.lng ?? 0 };
      expect(zones.some((zone) => pointInPolygon(point, zone.polygon))).toBe(true);
    }
  });

  it('collects the demo’s pickup orders at a branch, never at the customer’s address', async () => {
    const pickups = await t.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.deliveryType, 'pickup'));
    expect(pickups.length).toBeGreaterThan(0);
    for (const order of pickups) {
      expect(order.addressId).toBeNull();
      expect(order.pickupShopId).not.toBeNull();
    }
  });

  it('gives the demo customer an order in every status, one of them from the panel', async () => {
    const rows = await t.db.select().from(schema.orders);
    const statuses = new Set(rows.map((o) => o.status));
    const every: OrderStatus[] = [
      'created',
      'in_progress',
      'ready',
      'send',
      'rt_wait',
      'rt_accept',
      'cancel',
      'canceled',
      'completed',
    ];
    for (const status of every) expect(statuses.has(status), status).toBe(true);
    const panel = rows.filter((o) => o.submitBy === 'panel');
    expect(panel.length).toBeGreaterThan(0);
    expect(panel.every((o) => o.createdByUserId !== null)).toBe(true);
    for (const order of rows) {
      expect(order.price).toBe(order.itemsPrice - order.discount + order.shippingPrice);
      const items = await t.db
        .select()
        .from(schema.orderItems)
        .where(eq(schema.orderItems.orderId, order.id));
      expect(items.length).toBeGreaterThan(0);
      expect(items.reduce((sum, item) => sum + item.total, 0)).toBe(order.itemsPrice);
    }
  });

  it('gives the demo customer a notification of every kind, each leading to an existing subject', async () => {
    const [demo] = await t.db
      .select({ id: schema.customers.id })
      .from(schema.customers)
      .where(eq(schema.customers.mobile, DEMO_CUSTOMER_MOBILE));
    const rows = await t.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.customerId, demo?.id ?? 0));
    expect(new Set(rows.map((n) => n.code))).toEqual(new Set(NOTIFICATION_CODES));
    expect(rows.length).toBeGreaterThan(PAGE_SIZE.notifications);
    expect(rows.some((n) => n.readAt === null)).toBe(true);
    expect(rows.some((n) => n.readAt !== null)).toBe(true);
    for (const n of rows) {
      expect(NOTIFICATION_VARIANTS).toContain(n.variant);
      const order = /^\/order\/(\d+)$/.exec(n.link ?? '');
      if (order) {
        const [row] = await t.db
          .select({ customerId: schema.orders.customerId })
          .from(schema.orders)
          .where(eq(schema.orders.id, Number(order[1])));
        expect(row?.customerId).toBe(demo?.id);
      }
    }
  });

  it('gives the demo customer a standing collection request, due next on a chosen weekday', async () => {
    const [request] = await t.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.kind, 'collection'));
    const [schedule] = await t.db
      .select()
      .from(schema.collectionSchedules)
      .where(eq(schema.collectionSchedules.orderId, request?.id ?? 0));
    expect(schedule).toMatchObject({ repeat: true, weekdays: [0, 3] });
    expect(schedule?.pickupsDone).toBeGreaterThan(0);
    expect(request?.status).toBe('created');
    expect(request?.driverNote).toBeTruthy();
    expect(request?.nextOrderTime?.getTime()).toBeGreaterThan(NOW.getTime());
    const weekday = (new Date(`${request?.reserveDate}T12:00:00Z`).getUTCDay() + 1) % 7;
    expect([0, 3]).toContain(weekday);
  });

  it('gives the demo customer favourites, a waiting reminder and comments, and staff a reported one', async () => {
    const [demo] = await t.db
      .select({ id: schema.customers.id })
      .from(schema.customers)
      .where(eq(schema.customers.mobile, '09120000001'));
    const demoId = demo?.id ?? 0;
    const rows = async (table: PgTable, where: ReturnType<typeof sql>) => {
      const [row] = await t.db.select({ n: count() }).from(table).where(where);
      return Number(row?.n ?? 0);
    };
    const { favorites, stockReminders, comments, commentReports } = schema;
    expect(await rows(favorites, sql`${favorites.customerId} = ${demoId}`)).toBeGreaterThan(0);
    expect(
      await rows(
        stockReminders,
        sql`${stockReminders.customerId} = ${demoId} and ${stockReminders.notifiedAt} is null
          and (select stock from products p where p.id = ${stockReminders.productId}) = 0`,
      ),
    ).toBe(1);
    for (const status of ['published', 'pending']) {
      expect(
        await rows(
          comments,
          sql`${comments.customerId} = ${demoId} and ${comments.status} = ${status}`,
        ),
        status,
      ).toBeGreaterThan(0);
    }
    expect(
      await rows(
        comments,
        sql`${comments.customerId} = ${demoId} and exists (
          select 1 from order_items i join orders o on o.id = i.order_id
          where o.customer_id = ${comments.customerId} and i.product_id = ${comments.productId}
            and o.status = 'completed')`,
      ),
    ).toBeGreaterThan(0);
    expect(await rows(commentReports, sql`true`)).toBeGreaterThanOrEqual(4);
    expect(await rows(comments, sql`${comments.hiddenAt} is not null`)).toBeGreaterThan(0);
  });

  it('keeps credit and points equal to their ledgers', async () => {
    const customers = await t.db.select().from(schema.customers);
    for (const customer of customers) {
      const [credit] = await t.db
        .select({ sum: sql<number>`coalesce(sum(amount), 0)::int` })
        .from(schema.creditTransactions)
        .where(eq(schema.creditTransactions.customerId, customer.id));
      const [points] = await t.db
        .select({ sum: sql<number>`coalesce(sum(points), 0)::int` })
        .from(schema.pointHistories)
        .where(eq(schema.pointHistories.customerId, customer.id));
      expect(customer.credit).toBe(Number(credit?.sum));
      expect(customer.points).toBe(Number(points?.sum));
    }
  });

  it('gives loyalty a full demo: gifts of every kind, prizes of every kind, plans and the demo’s activity', async () => {
    const gifts = await t.db.select().from(schema.gifts);
    expect(gifts.some((g) => !g.isActive)).toBe(true);
    expect(gifts.some((g) => g.stock === 0)).toBe(true);
    expect(gifts.some((g) => g.stock === null)).toBe(true);
    expect(gifts.some((g) => g.requiresNationCode)).toBe(true);
    expect(gifts.some((g) => g.delivery === 'branch')).toBe(true);
    expect(new Set(gifts.map((g) => g.categoryId)).size).toBeGreaterThanOrEqual(3);
    const prizes = await t.db.select().from(schema.wheelPrizes);
    expect(new Set(prizes.map((p) => p.kind))).toEqual(
      new Set(['points', 'coupon', 'credit', 'nothing']),
    );
    const plans = await t.db.select().from(schema.referralPlans);
    expect(plans.filter((p) => p.isActive && !p.softDelete).length).toBeGreaterThanOrEqual(2);
    const [demo] = await t.db
      .select()
      .from(schema.customers)
      .where(eq(schema.customers.mobile, '09120000001'));
    if (!demo) throw new Error('demo customer missing');
    const requests = await t.db
      .select()
      .from(schema.giftRequests)
      .where(eq(schema.giftRequests.customerId, demo.id));
    expect(new Set(requests.map((r) => r.status))).toEqual(new Set([1, 2, 3, 4, 5]));
    const friends = await t.db
      .select()
      .from(schema.referrals)
      .where(eq(schema.referrals.referrerId, demo.id));
    expect(friends.some((r) => r.referredId === null)).toBe(true);
    expect(friends.some((r) => r.rewardedAt !== null)).toBe(true);
    // Enough points for a gift card (2 500) and a spin already made, not today.
    expect(demo.points).toBeGreaterThanOrEqual(2_500);
    const spins = await t.db
      .select()
      .from(schema.wheelSpins)
      .where(eq(schema.wheelSpins.customerId, demo.id));
    expect(spins).toHaveLength(1);
  });

  it('changes nothing when run again', async () => {
    const before = await countAll();
    const result = await seedDemo(t.db, { now: NOW });
    expect(result).toEqual({ seeded: false, addedProducts: 0, products: DEMO_PRODUCT_COUNT });
    expect(await countAll()).toEqual(before);
  });

  it('tops the catalogue up to a larger size, and only once', async () => {
    const target = DEMO_PRODUCT_COUNT + 50;
    const [windowsBefore] = await t.db.select({ n: count() }).from(schema.reservationWindows);
    expect(await seedDemo(t.db, { products: target })).toEqual({
      seeded: false,
      addedProducts: 50,
      products: target,
    });
    const [last] = await t.db
      .select()
      .from(schema.products)
      .orderBy(sql`${schema.products.id} desc`)
      .limit(1);
    expect(last?.name).toBe(generateProduct(target - 1).name);
    const [links] = await t.db
      .select({ n: count() })
      .from(schema.productPropertyValues)
      .where(eq(schema.productPropertyValues.productId, last?.id ?? 0));
    expect(Number(links?.n)).toBeGreaterThan(0);
    const [windowsAfter] = await t.db.select({ n: count() }).from(schema.reservationWindows);
    expect(Number(windowsAfter?.n)).toBeGreaterThanOrEqual(Number(windowsBefore?.n));
    const before = await countAll();
    expect((await seedDemo(t.db, { products: target })).addedProducts).toBe(0);
    expect(await countAll()).toEqual(before);
  });

  it('generates the same product for the same catalogue number', () => {
    expect(generateProduct(123)).toEqual(generateProduct(123));
    expect(generateProduct(123).name).not.toBe(generateProduct(124).name);
  });
});

describe('GET /images/{kind}/{file}', () => {
  const call = (kind: string, file: string) =>
    GET(new Request(`http://shop.test/images/${kind}/${file}`), {
      params: Promise.resolve({ kind, file }),
    });

  it('draws the same cacheable SVG every time', async () => {
    const first = await call('products', 'pizza-12-2.svg');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/svg+xml');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = await first.text();
    expect(body).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="600" height="600" viewBox="0 0 600 600">/,
    );
    expect(body).not.toMatch(/<text|font-family|href="http/);
    expect(await (await call('products', 'pizza-12-2.svg')).text()).toBe(body);
    expect(await (await call('products', 'pizza-12-3.svg')).text()).not.toBe(body);
  });

  it('sizes banners, categories, packs and gifts', async () => {
    for (const [kind, file, size] of [
      ['banners', 'gaz-3.svg', 'width="1200" height="400"'],
      ['posters', 'bread.cheese.milk.coffee-3.svg', 'width="1200" height="400"'],
      ['categories', 'cake-3.svg', 'width="400" height="400"'],
      ['gifts', '3.svg', 'width="600" height="600"'],
    ] as const) {
      const response = await call(kind, file);
      expect(response.status, kind).toBe(200);
      expect(await response.text()).toContain(size);
    }
  });

  it('copies a picture as WebP at the offered widths, drawn at that width', async () => {
    const copy = await call('products', 'pizza-12-2@320.webp');
    expect(copy.status).toBe(200);
    expect(copy.headers.get('content-type')).toBe('image/webp');
    expect(copy.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = new Uint8Array(await copy.arrayBuffer());
    // RIFF····WEBP
    expect(new TextDecoder().decode(bytes.slice(8, 12))).toBe('WEBP');
    const banner = await call('posters', 'bread.cheese.milk.coffee-3@1280.webp');
    expect(banner.status).toBe(200);
    for (const [kind, file] of [
      ['products', 'pizza-12-2@321.webp'],
      ['products', 'rocket-12-1@320.webp'],
      ['avatars', '3@320.webp'],
    ] as const) {
      expect((await call(kind, file)).status, `${kind}/${file}`).toBe(404);
    }
  });

  it('answers 404 for names the seed never makes', async () => {
    const bad: [string, string][] = [
      ['products', '12-1.svg'],
      ['products', 'rocket-12-1.svg'],
      ['products', 'pizza-12.svg'],
      ['products', 'pizza-12-4.svg'],
      ['products', 'pizza-0-1.svg'],
      ['banners', '3.svg'],
      ['banners', 'gaz-3-1.svg'],
      ['banners', 'abc.svg'],
      ['banners', 'gaz-3.png'],
      ['posters', 'bread.rocket-3.svg'],
      ['gifts', 'gift-3.svg'],
      ['avatars', '3.svg'],
    ];
    for (const [kind, file] of bad) {
      expect((await call(kind, file)).status, `${kind}/${file}`).toBe(404);
    }
  });
});
