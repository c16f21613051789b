import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calendarDays } from '@/lib/contract/catalog';
import { hold, reservationItem, reservationList } from '@/lib/contract/reservation';
import { notifications, orders, reservationHolds, reservations } from '@/server/db/schema';
import { expectBadRequest, expectNotFound, msgOf, okData } from '../helpers/people-fixture';
import {
  HAMMAM_SEATS,
  HOLD_PATH,
  HOLIDAY,
  insertReservationFixture,
  RESERVE_PATH,
  RESERVE_PRICES,
  type ReservationFixture,
  reservationAnswer,
  reserveBody,
  TABLE_SEATS,
  workingDay,
} from '../helpers/reservation-fixture';
import { A, B, STAFF, shopDay } from '../helpers/shop-fixture';
import { createTestApp } from '../helpers/test-app';

describe('reservations', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let f: ReservationFixture;
  beforeAll(async () => {
    t = await createTestApp();
    f = await insertReservationFixture(t.db);
  });
  afterAll(async () => t.close());

  const rowCounts = async () => {
    const [o] = await t.db.select({ n: count() }).from(orders);
    const [r] = await t.db.select({ n: count() }).from(reservations);
    const [h] = await t.db.select({ n: count() }).from(reservationHolds);
    return { orders: o?.n, reservations: r?.n, holds: h?.n };
  };

  const remainingOf = async (productId: number, day: string, start: string) => {
    const res = await t.call(
      'GET',
      `/api/v1/app/product/${productId}?reserve_date=${day}&reserve_time=${start}`,
    );
    const data = okData(
      res,
      z.object({
        reservation: z.object({
          windows: z.array(z.object({ start_time: z.string(), remaining: z.number() })),
        }),
      }),
    );
    return data.reservation.windows.find((window) => window.start_time === start)?.remaining;
  };

  it('books a slot as one reservation order, takes its seats, and names order_id', async () => {
    const day = workingDay(2);
    expect(await remainingOf(f.reservable.table, day, '10:00')).toBe(TABLE_SEATS);
    const res = await t.call('POST', RESERVE_PATH, {
      token: A,
      body: reserveBody(f.reservable.table, day, 3, ['10:00', '12:00'], {
        extra_people: 2,
        mobile: '09121110001',
        payment_type: '',
      }),
    });
    const data = okData(res, reservationAnswer);
    expect(msgOf(res)).toBe('رزرو شما با موفقیت ثبت شد');
    expect(data.order.kind).toBe('reservation');
    expect(data.order.payment_type).toBe('cash');
    expect(data.order.reserve_date).toBe(day);
    expect(data.order.zone_time).toEqual({ start_time: '10:00', end_time: '12:00' });
    expect(data.order.invoice.price).toBe(3 * RESERVE_PRICES.table);
    expect(data.reservations).toEqual([
      {
        product_id: f.reservable.table,
        reserve_date: day,
        start_time: '10:00',
        end_time: '12:00',
        count: 3,
        extra_people: 2,
      },
    ]);
    expect(await remainingOf(f.reservable.table, day, '10:00')).toBe(TABLE_SEATS - 3);
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.customerId, f.customer.a));
    expect(told.some((row) => row.code === 'reservation_reminder')).toBe(true);

    const page = okData(
      await t.call('GET', `/api/v1/app/reservation/${data.order_id}`, { token: A }),
      reservationItem,
    );
    expect(page.reservations[0]?.count).toBe(3);
    expectNotFound(await t.call('GET', `/api/v1/app/reservation/${data.order_id}`, { token: B }));
    const upcoming = okData(
      await t.call('GET', '/api/v1/app/reservations', { token: A }),
      reservationList,
    );
    expect(upcoming.map((item) => item.order.order_id)).toContain(data.order_id);
    const past = okData(
      await t.call('GET', '/api/v1/app/reservations?when=past', { token: A }),
      reservationList,
    );
    expect(past).toEqual([]);
  });

  it('gives seats back on cancel and takes them again on re-request', async () => {
    const day = workingDay(3);
    const booked = okData(
      await t.call('POST', RESERVE_PATH, {
        token: A,
        body: reserveBody(f.reservable.hammam, day, HAMMAM_SEATS, ['08:00', '10:00']),
      }),
      reservationAnswer,
    );
    expect(await remainingOf(f.reservable.hammam, day, '08:00')).toBe(0);
    const statusPath = `/api/v1/app/order/${booked.order_id}/status/`;
    const cancel = await t.call('POST', statusPath, { token: A, body: { status: 'canceled' } });
    expect(cancel.status).toBe(200);
    expect(await remainingOf(f.reservable.hammam, day, '08:00')).toBe(HAMMAM_SEATS);

    // Someone else takes a seat meanwhile: the re-request no longer fits and changes nothing.
    okData(
      await t.call('POST', RESERVE_PATH, {
        token: B,
        body: reserveBody(f.reservable.hammam, day, 1, ['08:00', '10:00']),
      }),
      reservationAnswer,
    );
    const refused = await t.call('POST', statusPath, { token: A, body: { status: 'created' } });
    expectBadRequest(refused);
    expect(msgOf(refused)).toContain('ظرفیت');
    const [still] = await t.db.select().from(orders).where(eq(orders.id, booked.order_id));
    expect(still?.status).toBe('canceled');
    expect(await remainingOf(f.reservable.hammam, day, '08:00')).toBe(HAMMAM_SEATS - 1);
  });

  it('re-requests a cancelled reservation when its seats are still free', async () => {
    const day = workingDay(4);
    const booked = okData(
      await t.call('POST', RESERVE_PATH, {
        token: A,
        body: reserveBody(f.reservable.table, day, 2, ['18:00', '20:00']),
      }),
      reservationAnswer,
    );
    const statusPath = `/api/v1/app/order/${booked.order_id}/status/`;
    expect(
      (await t.call('POST', statusPath, { token: A, body: { status: 'canceled' } })).status,
    ).toBe(200);
    expect(
      (await t.call('POST', statusPath, { token: A, body: { status: 'created' } })).status,
    ).toBe(200);
    expect(await remainingOf(f.reservable.table, day, '18:00')).toBe(TABLE_SEATS - 2);
  });

  it('lets staff move a reservation: seats stay taken in progress and come back when the shop cancels', async () => {
    const day = workingDay(11);
    const booked = okData(
      await t.call('POST', RESERVE_PATH, {
        token: A,
        body: reserveBody(f.reservable.hammam, day, 2, ['08:00', '10:00']),
      }),
      reservationAnswer,
    );
    const move = (status: string) =>
      t.call('POST', `/api/v1/staff/orders/${booked.order_id}/status`, {
        token: STAFF,
        body: { status },
      });
    expect((await move('in_progress')).status).toBe(200);
    expect(await remainingOf(f.reservable.hammam, day, '08:00')).toBe(HAMMAM_SEATS - 2);
    expect((await move('cancel')).status).toBe(200);
    expect(await remainingOf(f.reservable.hammam, day, '08:00')).toBe(HAMMAM_SEATS);
  });

  it('lets a reservation’s description change, never its seats or times', async () => {
    const day = workingDay(12);
    const booked = okData(
      await t.call('POST', RESERVE_PATH, {
        token: A,
        body: reserveBody(f.reservable.table, day, 2, ['18:00', '20:00']),
      }),
      reservationAnswer,
    );
    const edit = (body: unknown) =>
      t.call('POST', `/api/v1/order/${booked.order_id}/edit`, { token: A, body });
    const refused = await edit({ products: [{ product_id: f.reservable.table, count: 9 }] });
    expectBadRequest(refused);
    expect(msgOf(refused)).toContain('لغو کنید و دوباره ثبت کنید');
    expect(await remainingOf(f.reservable.table, day, '18:00')).toBe(TABLE_SEATS - 2);
    expect((await edit({ description: 'صندلی کودک لازم است' })).status).toBe(200);
  });

  it('refuses bad input with a Persian 400 that says why, writing nothing', async () => {
    const before = await rowCounts();
    const day = workingDay(2);
    const cases: [unknown, RegExp][] = [
      [reserveBody(f.reservable.table, day, 1, ['10:00', '11:00']), /از ساعت ۱۰ تا ۱۱/],
      [reserveBody(f.reservable.table, shopDay(-1)), /گذشته/],
      [reserveBody(f.reservable.table, HOLIDAY), /تعطیل/],
      [reserveBody(f.reservable.table, day, 0), /دست‌کم ۱/],
      [reserveBody(f.reservable.table, day, TABLE_SEATS + 1), /جای خالی/],
      [reserveBody(f.reservable.table, '1404/09/01'), /سال-ماه-روز/],
      [reserveBody(f.reservable.table, '2026-02-30'), /وجود ندارد/],
      [reserveBody(f.reservable.table, day, 1, ['10-00', '12:00']), /ساعت/],
      [reserveBody(f.product.gaz, day), /رزروی نیست/],
      [reserveBody(f.reservable.table, shopDay(200)), /روز آینده/],
      [
        { products: [{ product_id: f.reservable.table, count: 1, reservations: [] }] },
        /روز و بازه/,
      ],
      [{ products: [] }, /محصولی برای رزرو/],
      [
        reserveBody(f.reservable.table, day, 1, ['10:00', '12:00'], { extra_people: -1 }),
        /همراهان/,
      ],
    ];
    for (const [body, why] of cases) {
      const res = await t.call('POST', RESERVE_PATH, { token: A, body });
      expectBadRequest(res);
      expect(JSON.stringify(res.body), JSON.stringify(body)).toMatch(why);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('answers another customer’s mobile or user id with a 404', async () => {
    const day = workingDay(2);
    expectNotFound(
      await t.call('POST', RESERVE_PATH, {
        token: A,
        body: reserveBody(f.reservable.table, day, 1, ['10:00', '12:00'], {
          mobile: '09121110002',
        }),
      }),
    );
    expectNotFound(
      await t.call('POST', RESERVE_PATH, {
        token: A,
        body: reserveBody(f.reservable.table, day, 1, ['10:00', '12:00'], { user: f.customer.b }),
      }),
    );
  });

  it('applies a coupon as the buying loop does', async () => {
    const day = workingDay(5);
    const data = okData(
      await t.call('POST', RESERVE_PATH, {
        token: A,
        body: reserveBody(f.reservable.table, day, 2, ['18:00', '20:00'], {
          use_coupon: true,
          coupon: 'FIXED50',
        }),
      }),
      reservationAnswer,
    );
    expect(data.order.invoice.price).toBe(2 * RESERVE_PRICES.table - 50_000);
  });

  it('holds seats for the chooser, blocks others, and lets the holder book them', async () => {
    const day = workingDay(6);
    const held = okData(
      await t.call('POST', HOLD_PATH, {
        token: A,
        body: {
          product_id: f.reservable.hall,
          count: 1,
          reserve_date: day,
          start_time: '16:00',
          end_time: '22:00',
        },
      }),
      hold,
    );
    expect(held.remaining).toBe(0);
    expect(Date.parse(held.expires_at) - Date.now()).toBeGreaterThan(4 * 60_000);
    const other = await t.call('POST', RESERVE_PATH, {
      token: B,
      body: reserveBody(f.reservable.hall, day, 1, ['16:00', '22:00']),
    });
    expectBadRequest(other);
    expect(msgOf(other)).toContain('پر شده');
    const otherHold = await t.call('POST', HOLD_PATH, {
      token: B,
      body: {
        product_id: f.reservable.hall,
        count: 1,
        reserve_date: day,
        start_time: '16:00',
        end_time: '22:00',
      },
    });
    expectBadRequest(otherHold);
    okData(
      await t.call('POST', RESERVE_PATH, {
        token: A,
        body: reserveBody(f.reservable.hall, day, 1, ['16:00', '22:00']),
      }),
      reservationAnswer,
    );
    const [left] = await t.db
      .select({ n: count() })
      .from(reservationHolds)
      .where(eq(reservationHolds.customerId, f.customer.a));
    expect(left?.n).toBe(0);
  });

  it('lets a hold go, so its seats are free again', async () => {
    const day = workingDay(14);
    const body = {
      product_id: f.reservable.hall,
      count: 1,
      reserve_date: day,
      start_time: '16:00',
      end_time: '22:00',
    };
    okData(await t.call('POST', HOLD_PATH, { token: A, body }), hold);
    expectBadRequest(await t.call('POST', HOLD_PATH, { token: B, body }));
    const released = await t.call('POST', `${HOLD_PATH}release/`, {
      token: A,
      body: { product_id: f.reservable.hall },
    });
    expect(okData(released, z.null())).toBeNull();
    okData(await t.call('POST', HOLD_PATH, { token: B, body }), hold);
    expectBadRequest(
      await t.call('POST', HOLD_PATH, { token: A, body: { ...body, reserve_date: HOLIDAY } }),
    );
    expectNotFound(
      await t.call('POST', HOLD_PATH, { token: A, body: { ...body, product_id: 999_999 } }),
    );
  });

  it('never lets an expired hold block anyone', async () => {
    const day = workingDay(8);
    await t.db.insert(reservationHolds).values({
      customerId: f.customer.c,
      productId: f.reservable.hall,
      reserveDate: day,
      startTime: '16:00',
      endTime: '22:00',
      count: 1,
      expiresAt: new Date(Date.now() - 1000),
    });
    okData(
      await t.call('POST', RESERVE_PATH, {
        token: A,
        body: reserveBody(f.reservable.hall, day, 1, ['16:00', '22:00']),
      }),
      reservationAnswer,
    );
  });

  it('validates reservable lines in an ordinary submit the same way', async () => {
    const day = workingDay(2);
    const bad = await t.call(
      'POST',
      `/api/v1/order/submit/?reserve_date=${day}&reserve_time=10:00`,
      {
        token: A,
        body: {
          delivery_type: 'pickup',
          products: [
            {
              product_id: f.reservable.table,
              count: 1,
              reservations: [{ reserve_date: day, start_time: '10:00', end_time: '11:30' }],
            },
          ],
        },
      },
    );
    expectBadRequest(bad);
    expect(msgOf(bad)).toContain('ندارد');
    const none = await t.call(
      'POST',
      `/api/v1/order/submit/?reserve_date=${day}&reserve_time=10:00`,
      {
        token: A,
        body: { delivery_type: 'pickup', products: [{ product_id: f.reservable.table, count: 1 }] },
      },
    );
    expectBadRequest(none);
    const before = await remainingOf(f.reservable.table, day, '18:00');
    const good = await t.call(
      'POST',
      `/api/v1/order/submit/?reserve_date=${day}&reserve_time=10:00`,
      {
        token: A,
        body: {
          delivery_type: 'pickup',
          products: [
            {
              product_id: f.reservable.table,
              count: 2,
              reservations: [{ reserve_date: day, start_time: '18:00', end_time: '20:00' }],
            },
          ],
        },
      },
    );
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect(await remainingOf(f.reservable.table, day, '18:00')).toBe((before ?? 0) - 2);
  });

  it('answers calendar days with their states: past, holiday, full, open', async () => {
    const today = shopDay(0);
    const [jy, jm] = (() => {
      const parts = new Intl.DateTimeFormat('en-u-ca-persian', {
        timeZone: 'Asia/Tehran',
        year: 'numeric',
        month: 'numeric',
      }).formatToParts(new Date());
      return [
        Number.parseInt(parts.find((p) => p.type === 'year')?.value ?? '0', 10),
        Number(parts.find((p) => p.type === 'month')?.value),
      ];
    })();
    const days = okData(
      await t.call(
        'GET',
        `/api/v1/products/${f.reservable.hall}/reservation/calender?month=${jm}&year=${jy}&double=true`,
      ),
      calendarDays,
    );
    const byDate = new Map(days.map((day) => [day.date, day]));
    expect(byDate.get(today)).toBeDefined();
    const yesterday = shopDay(-1);
    if (byDate.has(yesterday)) expect(byDate.get(yesterday)?.state).toBe('past');
    expect(byDate.get(HOLIDAY)?.state).toBe('holiday');
    // The hall was booked a sixth and an eighth day ahead: those days are full.
    expect(byDate.get(workingDay(6))?.state).toBe('full');
    expect(byDate.get(workingDay(9))?.state).toBe('open');
    expect(byDate.get(workingDay(9))?.windows).toEqual([
      { start_time: '16:00', end_time: '22:00', remaining: 1, held: 0 },
    ]);
  });
});
