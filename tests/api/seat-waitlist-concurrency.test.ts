import { and, eq, gt, isNotNull, notInArray, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELEASED_ORDER_STATUSES } from '@/lib/contract/order-status';
import { orders, reservationHolds, reservations, reservationWaitlist } from '@/server/db/schema';
import { sweepSeatOffers } from '@/server/services/reservation/offer-sweep';
import { insertRaceCustomers, okData } from '../helpers/people-fixture';
import {
  insertReservationFixture,
  RESERVE_PATH,
  type ReservationFixture,
  reservationAnswer,
  reserveBody,
  workingDay,
} from '../helpers/reservation-fixture';
import { A, B } from '../helpers/shop-fixture';
import { createTestApp } from '../helpers/test-app';

const HALL: [string, string] = ['16:00', '22:00'];
const WAITLIST_PATH = '/api/v1/app/waitlist/';

/** Races only mean something with many connections: PostgreSQL named by DATABASE_URL. */
describe.skipIf(!process.env.DATABASE_URL)(
  'seat offers and moves under concurrency (PostgreSQL)',
  () => {
    let t: Awaited<ReturnType<typeof createTestApp>>;
    let f: ReservationFixture;
    const tokens: string[] = [];
    beforeAll(async () => {
      t = await createTestApp();
      expect(t.driver).toBe('pg');
      f = await insertReservationFixture(t.db);
      tokens.push(...(await insertRaceCustomers(t.db, 20, '0916')));
    });
    afterAll(async () => t.close());

    const book = async (token: string, day: string) =>
      t.call('POST', RESERVE_PATH, { token, body: reserveBody(f.reservable.hall, day, 1, HALL) });

    /** Offers standing for the day's hall slot, and its seats taken by bookings and live holds. */
    const slotState = async (day: string, now: Date) => {
      const offers = await t.db
        .select()
        .from(reservationWaitlist)
        .where(
          and(
            eq(reservationWaitlist.reserveDate, day),
            isNotNull(reservationWaitlist.offerExpiresAt),
            gt(reservationWaitlist.offerExpiresAt, now),
          ),
        );
      const [booked] = await t.db
        .select({ seats: sum(reservations.count).mapWith(Number) })
        .from(reservations)
        .innerJoin(orders, eq(orders.id, reservations.orderId))
        .where(
          and(
            eq(reservations.productId, f.reservable.hall),
            eq(reservations.reserveDate, day),
            notInArray(orders.status, [...RELEASED_ORDER_STATUSES]),
          ),
        );
      const [held] = await t.db
        .select({ seats: sum(reservationHolds.count).mapWith(Number) })
        .from(reservationHolds)
        .where(and(eq(reservationHolds.reserveDate, day), gt(reservationHolds.expiresAt, now)));
      return { offers: offers.length, taken: (booked?.seats ?? 0) + (held?.seats ?? 0) };
    };

    it('offers 1 freed seat to exactly one of 20 waiting, however many sweeps race the cancel', async () => {
      const day = workingDay(3);
      const booked = okData(await book(A, day), reservationAnswer);
      for (const token of tokens) {
        const joined = await t.call('POST', WAITLIST_PATH, {
          token,
          body: {
            product_id: f.reservable.hall,
            count: 1,
            reserve_date: day,
            start_time: HALL[0],
            end_time: HALL[1],
          },
        });
        expect(joined.status).toBe(200);
      }
      const started = performance.now();
      const [cancelled] = await Promise.all([
        t.call('POST', `/api/v1/app/order/${booked.order_id}/status/`, {
          token: A,
          body: { status: 'canceled' },
        }),
        ...Array.from({ length: 10 }, () => sweepSeatOffers(t.db)),
      ]);
      expect(cancelled?.status).toBe(200);
      const now = new Date();
      expect(await slotState(day, now)).toEqual({ offers: 1, taken: 1 });
      // Every lapse after it: 10 sweeps race, still one offer standing, to the next in line.
      const lapses: number[] = [];
      for (let round = 1; round <= 5; round++) {
        const later = new Date(Date.now() + round * 11 * 60_000);
        const offered = await Promise.all(
          Array.from({ length: 10 }, () => sweepSeatOffers(t.db, later)),
        );
        lapses.push(offered.reduce((a, b) => a + b, 0));
        expect(await slotState(day, later)).toEqual({ offers: 1, taken: 1 });
      }
      expect(lapses).toEqual([1, 1, 1, 1, 1]);
      const remaining = await t.db
        .select()
        .from(reservationWaitlist)
        .where(eq(reservationWaitlist.reserveDate, day));
      expect(remaining).toHaveLength(20 - 5);
      console.info(
        `[figures] 20 waiting, 1 cancel + 10 sweeps, then 5 lapses × 10 sweeps: one offer standing each time (${Math.round(performance.now() - started)} ms)`,
      );
    });

    it('lets a move and a booking race for the last seat: exactly one wins, never two', async () => {
      const outcomes = { move: 0, booking: 0 };
      for (let round = 0; round < 8; round++) {
        const fromDay = workingDay(10 + round * 2);
        const toDay = workingDay(11 + round * 2);
        const mine = okData(await book(A, fromDay), reservationAnswer);
        const [moved, other] = await Promise.all([
          t.call('POST', `/api/v1/app/reservation/${mine.order_id}/move/`, {
            token: A,
            body: {
              product_id: f.reservable.hall,
              from: { reserve_date: fromDay, start_time: HALL[0], end_time: HALL[1] },
              to: { reserve_date: toDay, start_time: HALL[0], end_time: HALL[1] },
            },
          }),
          book(B, toDay),
        ]);
        expect([moved.status, other.status].sort()).toEqual([200, 400]);
        if (moved.status === 200) outcomes.move += 1;
        else outcomes.booking += 1;
        const now = new Date();
        expect((await slotState(toDay, now)).taken).toBe(1);
        // The loser's seat is where it was: a refused move keeps the old one.
        expect((await slotState(fromDay, now)).taken).toBe(moved.status === 200 ? 0 : 1);
      }
      console.info(
        `[figures] 8 move-vs-booking races for the last seat: ${JSON.stringify(outcomes)}`,
      );
    });
  },
);
