import { and, eq, notInArray, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELEASED_ORDER_STATUSES } from '@/lib/contract/order-status';
import { orders, reservationHolds, reservations } from '@/server/db/schema';
import { insertRaceCustomers } from '../helpers/people-fixture';
import {
  HOLD_PATH,
  insertReservationFixture,
  RESERVE_PATH,
  type ReservationFixture,
  reserveBody,
  TABLE_SEATS,
  workingDay,
} from '../helpers/reservation-fixture';
import { A, B } from '../helpers/shop-fixture';
import { createTestApp } from '../helpers/test-app';

/** Races only mean something with many connections: PostgreSQL named by DATABASE_URL. */
describe.skipIf(!process.env.DATABASE_URL)('reservations under concurrency (PostgreSQL)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let f: ReservationFixture;
  const tokens: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    expect(t.driver).toBe('pg');
    f = await insertReservationFixture(t.db);
    tokens.push(...(await insertRaceCustomers(t.db, 50, '0915')));
  });
  afterAll(async () => t.close());

  /** Seats the database holds for a slot: live reservations only. */
  const seatsHeld = async (productId: number, day: string, start: string) => {
    const [row] = await t.db
      .select({ seats: sum(reservations.count).mapWith(Number) })
      .from(reservations)
      .innerJoin(orders, eq(orders.id, reservations.orderId))
      .where(
        and(
          eq(reservations.productId, productId),
          eq(reservations.reserveDate, day),
          eq(reservations.startTime, start),
          notInArray(orders.status, [...RELEASED_ORDER_STATUSES]),
        ),
      );
    return row?.seats ?? 0;
  };

  it('gives 50 simultaneous one-seat reservations of a 10-seat window exactly 10 seats', async () => {
    const day = workingDay(2);
    const answers = await Promise.all(
      tokens.map((token) =>
        t.call('POST', RESERVE_PATH, { token, body: reserveBody(f.reservable.table, day) }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(TABLE_SEATS);
    expect(statuses.filter((status) => status === 400)).toHaveLength(50 - TABLE_SEATS);
    expect(await seatsHeld(f.reservable.table, day, '10:00')).toBe(TABLE_SEATS);
  });

  it('gives 50 simultaneous one-seat holds of a 10-seat window exactly 10 seats', async () => {
    const day = workingDay(5);
    const answers = await Promise.all(
      tokens.map((token) =>
        t.call('POST', HOLD_PATH, {
          token,
          body: {
            product_id: f.reservable.table,
            count: 1,
            reserve_date: day,
            start_time: '10:00',
            end_time: '12:00',
          },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(TABLE_SEATS);
    const [held] = await t.db
      .select({ seats: sum(reservationHolds.count).mapWith(Number) })
      .from(reservationHolds)
      .where(eq(reservationHolds.reserveDate, day));
    expect(held?.seats).toBe(TABLE_SEATS);
  });

  it('never overbooks when seat counts differ and holds race submits', async () => {
    const day = workingDay(3);
    const answers = await Promise.all(
      tokens.slice(0, 30).map((token, i) =>
        i % 2 === 0
          ? t.call('POST', HOLD_PATH, {
              token,
              body: {
                product_id: f.reservable.table,
                count: 2,
                reserve_date: day,
                start_time: '18:00',
                end_time: '20:00',
              },
            })
          : t.call('POST', RESERVE_PATH, {
              token,
              body: reserveBody(f.reservable.table, day, 3, ['18:00', '20:00']),
            }),
      ),
    );
    const holdsWon = answers.filter((answer, i) => i % 2 === 0 && answer.status === 200).length;
    const booked = await seatsHeld(f.reservable.table, day, '18:00');
    expect(booked + holdsWon * 2).toBeLessThanOrEqual(TABLE_SEATS);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 400)).toBe(true);
  });

  it('keeps seat counts right when cancels race re-requests', async () => {
    const day = workingDay(4);
    // A and B each hold 5 of the hammam-free table window; A cancels and re-requests, B too, all at once.
    const placed = await Promise.all(
      [A, B].map((token) =>
        t.call('POST', RESERVE_PATH, {
          token,
          body: reserveBody(f.reservable.table, day, 5, ['10:00', '12:00']),
        }),
      ),
    );
    const ids = placed.map((answer) => {
      expect(answer.status).toBe(200);
      const body = answer.body as { data: { order_id: number } };
      return body.data.order_id;
    });
    const [idA, idB] = ids;
    if (idA === undefined || idB === undefined) throw new Error('orders missing');
    await t.call('POST', `/api/v1/app/order/${idA}/status/`, {
      token: A,
      body: { status: 'canceled' },
    });
    // While A's seats are free, three newcomers reach for them as A re-requests and B cancels.
    const race = await Promise.all([
      t.call('POST', `/api/v1/app/order/${idA}/status/`, { token: A, body: { status: 'created' } }),
      t.call('POST', `/api/v1/app/order/${idB}/status/`, {
        token: B,
        body: { status: 'canceled' },
      }),
      ...tokens.slice(40, 43).map((token) =>
        t.call('POST', RESERVE_PATH, {
          token,
          body: reserveBody(f.reservable.table, day, 3, ['10:00', '12:00']),
        }),
      ),
    ]);
    expect(race.every((answer) => answer.status === 200 || answer.status === 400)).toBe(true);
    const held = await seatsHeld(f.reservable.table, day, '10:00');
    expect(held).toBeLessThanOrEqual(TABLE_SEATS);
    // What the database holds is exactly what the live orders say.
    const live = await t.db
      .select({ count: reservations.count })
      .from(reservations)
      .innerJoin(orders, eq(orders.id, reservations.orderId))
      .where(
        and(
          eq(reservations.reserveDate, day),
          eq(reservations.productId, f.reservable.table),
          notInArray(orders.status, [...RELEASED_ORDER_STATUSES]),
        ),
      );
    expect(live.reduce((total, row) => total + row.count, 0)).toBe(held);
  });
});
