import { and, count, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calendarDays } from '@/lib/contract/catalog';
import { hold, reservationItem } from '@/lib/contract/reservation';
import { orders, reservationHolds, reservations } from '@/server/db/schema';
import { expectBadRequest, msgOf, okData } from '../helpers/people-fixture';
import {
  BRANCH,
  HAMMAM_SEATS,
  HOLD_PATH,
  insertReservationFixture,
  RESERVE_PATH,
  type ReservationFixture,
  reservationAnswer,
  reserveBody,
  TABLE_SEATS,
  workingDay,
} from '../helpers/reservation-fixture';
import { A, B } from '../helpers/shop-fixture';
import { createTestApp } from '../helpers/test-app';

/**
 * The seats a window shows and takes, as every asker sees them: a hold takes
 * its seats from everyone's count, its holder sees them as theirs (never twice,
 * never as taken from them), extra people take none, and more than is left is
 * a Persian 400 that changes nothing. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
describe('reservation seats', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let f: ReservationFixture;
  beforeAll(async () => {
    t = await createTestApp();
    f = await insertReservationFixture(t.db);
  });
  afterAll(async () => t.close());

  const jalaliMonth = (day: string) => {
    const parts = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', {
      timeZone: 'UTC',
      year: 'numeric',
      month: 'numeric',
    }).formatToParts(new Date(`${day}T12:00:00Z`));
    const year = Number.parseInt(parts.find((p) => p.type === 'year')?.value ?? '0', 10);
    return { year, month: Number(parts.find((p) => p.type === 'month')?.value) };
  };

  /** The day as the calendar call answers it, for a customer's token or nobody's. */
  const calendarDay = async (productId: number, day: string, token?: string) => {
    const { year, month } = jalaliMonth(day);
    const days = okData(
      await t.call(
        'GET',
        `/api/v1/products/${productId}/reservation/calender?year=${year}&month=${month}`,
        token ? { token } : {},
      ),
      calendarDays,
    );
    const found = days.find((d) => d.date === day);
    if (!found) throw new Error(`${day} is not in the calendar`);
    return found;
  };

  const windowOf = async (productId: number, day: string, start: string, token?: string) =>
    (await calendarDay(productId, day, token)).windows.find((w) => w.start_time === start);

  const detailOf = async (productId: number, day: string, start: string, token?: string) => {
    const answer = await t.call(
      'GET',
      `/api/v1/app/product/${productId}?reserve_date=${day}&reserve_time=${start}`,
      token ? { token } : {},
    );
    const data = okData(
      answer,
      z.object({
        is_exist: z.boolean(),
        reservation: z.object({
          windows: z.array(
            z.object({ start_time: z.string(), remaining: z.number(), held: z.number() }),
          ),
        }),
      }),
    );
    const window = data.reservation.windows.find((w) => w.start_time === start);
    return { isExist: data.is_exist, remaining: window?.remaining, held: window?.held };
  };

  const holdBody = (productId: number, day: string, seats: number, window: [string, string]) => ({
    product_id: productId,
    count: seats,
    reserve_date: day,
    start_time: window[0],
    end_time: window[1],
  });

  const heldSeats = async (customerId: number, productId: number) => {
    const [row] = await t.db
      .select({ seats: sum(reservationHolds.count).mapWith(Number) })
      .from(reservationHolds)
      .where(
        and(eq(reservationHolds.customerId, customerId), eq(reservationHolds.productId, productId)),
      );
    return row?.seats ?? 0;
  };

  it('takes held seats from everyone’s count once, and shows the holder those seats as theirs', async () => {
    const day = workingDay(1);
    const morning: [string, string] = ['10:00', '12:00'];
    const answer = okData(
      await t.call('POST', HOLD_PATH, {
        token: A,
        body: holdBody(f.reservable.table, day, 2, morning),
      }),
      hold,
    );
    // Free for others once the hold counts.
    expect(answer.remaining).toBe(TABLE_SEATS - 2);

    const free = { start_time: '10:00', end_time: '12:00', remaining: TABLE_SEATS - 2 };
    // Nobody's token and another customer's: the hold is taken from what is left, nothing is theirs.
    expect(await windowOf(f.reservable.table, day, '10:00')).toEqual({ ...free, held: 0 });
    expect(await windowOf(f.reservable.table, day, '10:00', B)).toEqual({ ...free, held: 0 });
    // The holder: the same free seats, and their own two beside them (never 10 + 2).
    expect(await windowOf(f.reservable.table, day, '10:00', A)).toEqual({ ...free, held: 2 });
    expect(await detailOf(f.reservable.table, day, '10:00', A)).toEqual({
      isExist: true,
      remaining: TABLE_SEATS - 2,
      held: 2,
    });
    expect(await detailOf(f.reservable.table, day, '10:00', B)).toEqual({
      isExist: true,
      remaining: TABLE_SEATS - 2,
      held: 0,
    });

    // Holding three instead replaces the hold: 7 free, 3 theirs.
    okData(
      await t.call('POST', HOLD_PATH, {
        token: A,
        body: holdBody(f.reservable.table, day, 3, morning),
      }),
      hold,
    );
    expect(await windowOf(f.reservable.table, day, '10:00', A)).toMatchObject({
      remaining: TABLE_SEATS - 3,
      held: 3,
    });
    // Moving to the evening gives the morning's seats back to everyone.
    okData(
      await t.call('POST', HOLD_PATH, {
        token: A,
        body: holdBody(f.reservable.table, day, 3, ['18:00', '20:00']),
      }),
      hold,
    );
    expect(await windowOf(f.reservable.table, day, '10:00', A)).toMatchObject({
      remaining: TABLE_SEATS,
      held: 0,
    });
    expect(await windowOf(f.reservable.table, day, '18:00', A)).toMatchObject({
      remaining: TABLE_SEATS - 3,
      held: 3,
    });
  });

  it('shows the holder of the last seat the window and the day as theirs, everyone else full', async () => {
    const day = workingDay(2);
    okData(
      await t.call('POST', HOLD_PATH, {
        token: A,
        body: holdBody(f.reservable.hall, day, 1, ['16:00', '22:00']),
      }),
      hold,
    );
    const mine = await calendarDay(f.reservable.hall, day, A);
    expect(mine.state).toBe('open');
    expect(mine.available).toBe(true);
    expect(mine.windows).toEqual([
      { start_time: '16:00', end_time: '22:00', remaining: 0, held: 1 },
    ]);
    const theirs = await calendarDay(f.reservable.hall, day, B);
    expect(theirs.state).toBe('full');
    expect(theirs.windows[0]).toMatchObject({ remaining: 0, held: 0 });
    expect((await calendarDay(f.reservable.hall, day)).state).toBe('full');
    expect((await detailOf(f.reservable.hall, day, '16:00', A)).isExist).toBe(true);
    expect((await detailOf(f.reservable.hall, day, '16:00', B)).isExist).toBe(false);
  });

  it('lets the holder take the free seats and their own, and refuses one more with a Persian 400 that changes nothing', async () => {
    const day = workingDay(3);
    const morning: [string, string] = ['10:00', '12:00'];
    okData(
      await t.call('POST', HOLD_PATH, {
        token: A,
        body: holdBody(f.reservable.table, day, 2, morning),
      }),
      hold,
    );
    okData(
      await t.call('POST', RESERVE_PATH, {
        token: B,
        body: reserveBody(f.reservable.table, day, 5, morning),
      }),
      reservationAnswer,
    );
    // Left for A: 10 − 5 booked = 3 free + 2 of their own.
    const room = await windowOf(f.reservable.table, day, '10:00', A);
    expect(room).toMatchObject({ remaining: 3, held: 2 });
    const left = (room?.remaining ?? 0) + (room?.held ?? 0);
    expect(left).toBe(5);

    const [ordersBefore] = await t.db.select({ n: count() }).from(orders);
    const tooManyHeld = await t.call('POST', HOLD_PATH, {
      token: A,
      body: holdBody(f.reservable.table, day, left + 1, morning),
    });
    expectBadRequest(tooManyHeld);
    expect(msgOf(tooManyHeld)).toContain('فقط ۵ جای خالی');
    // The earlier hold stands as it was.
    expect(await heldSeats(f.customer.a, f.reservable.table)).toBe(2);
    const tooManyBooked = await t.call('POST', RESERVE_PATH, {
      token: A,
      body: reserveBody(f.reservable.table, day, left + 1, morning),
    });
    expectBadRequest(tooManyBooked);
    expect(msgOf(tooManyBooked)).toContain('فقط ۵ جای خالی');
    const [ordersAfter] = await t.db.select({ n: count() }).from(orders);
    expect(ordersAfter?.n).toBe(ordersBefore?.n);
    expect(await heldSeats(f.customer.a, f.reservable.table)).toBe(2);
    expect(await windowOf(f.reservable.table, day, '10:00', A)).toMatchObject({
      remaining: 3,
      held: 2,
    });

    okData(
      await t.call('POST', RESERVE_PATH, {
        token: A,
        body: reserveBody(f.reservable.table, day, left, morning),
      }),
      reservationAnswer,
    );
    expect(await windowOf(f.reservable.table, day, '10:00', A)).toMatchObject({
      remaining: 0,
      held: 0,
    });
  });

  it('counts seats, never the extra people who come along without one', async () => {
    const day = workingDay(4);
    const session: [string, string] = ['08:00', '10:00'];
    const booked = okData(
      await t.call('POST', RESERVE_PATH, {
        token: A,
        body: reserveBody(f.reservable.hammam, day, HAMMAM_SEATS, session, { extra_people: 4 }),
      }),
      reservationAnswer,
    );
    expect(booked.reservations[0]).toMatchObject({ count: HAMMAM_SEATS, extra_people: 4 });
    expect(await windowOf(f.reservable.hammam, day, '08:00')).toMatchObject({ remaining: 0 });
    const [seats] = await t.db
      .select({ n: sum(reservations.count).mapWith(Number) })
      .from(reservations)
      .where(
        and(eq(reservations.productId, f.reservable.hammam), eq(reservations.reserveDate, day)),
      );
    expect(seats?.n).toBe(HAMMAM_SEATS);

    const another = await t.call('POST', RESERVE_PATH, {
      token: B,
      body: reserveBody(f.reservable.hammam, day, 1, session),
    });
    expectBadRequest(another);
    expect(msgOf(another)).toContain('پر شده');
  });

  it('books the place: the reservation names its branch with address and point', async () => {
    const day = workingDay(5);
    const booked = okData(
      await t.call('POST', RESERVE_PATH, {
        token: A,
        body: reserveBody(f.reservable.table, day, 2),
      }),
      reservationAnswer,
    );
    const branch = {
      id: f.branchId,
      name: BRANCH.name,
      address: BRANCH.address,
      lat: BRANCH.lat,
      lng: BRANCH.lng,
    };
    expect(booked.order.pickup_branch).toMatchObject(branch);
    const page = okData(
      await t.call('GET', `/api/v1/app/reservation/${booked.order_id}`, { token: A }),
      reservationItem,
    );
    expect(page.order.pickup_branch).toMatchObject(branch);
    const [row] = await t.db
      .select({ shop: orders.pickupShopId })
      .from(orders)
      .where(eq(orders.id, booked.order_id));
    expect(row?.shop).toBe(f.branchId);
  });
});
