import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { productSummary } from '@/lib/contract/catalog';
import { reservationItem } from '@/lib/contract/reservation';
import { waitlistEntry, waitlistList, windowCapacityResult } from '@/lib/contract/seat-waitlist';
import {
  notifications,
  reservationHolds,
  reservationReminders,
  reservations,
  reservationWaitlist,
  reservationWindows,
  smsOutbox,
} from '@/server/db/schema';
import { keepReservableWithRoom } from '@/server/services/catalog/reservable-availability';
import { iranWeekday } from '@/server/services/catalog/shop-days';
import { sweepSeatOffers } from '@/server/services/reservation/offer-sweep';
import { sendDueReminders } from '@/server/services/reservation/slot-reminders';
import {
  expectBadRequest,
  expectNotFound,
  insertCustomerWithToken,
  okData,
} from '../helpers/people-fixture';
import {
  insertReservationFixture,
  RESERVE_PATH,
  type ReservationFixture,
  reservationAnswer,
  reserveBody,
  workingDay,
} from '../helpers/reservation-fixture';
import { A, B, STAFF } from '../helpers/shop-fixture';
import { createTestApp } from '../helpers/test-app';

const WAITLIST_PATH = '/api/v1/app/waitlist/';
const C = 'seat-waitlist-customer-c-token-000001';
const C_MOBILE = '09151230001';
const HALL: [string, string] = ['16:00', '22:00'];

/**
 * The waitlist, the move and the reminders on PGlite: a full slot's line is
 * offered a freed seat as a 10-minute hold (bell and SMS), the next when it
 * lapses; a move takes the new seat before the old or changes nothing; each
 * reminder is sent once. Bad input is a Persian 400 and another customer's
 * entry or booking a 404.
 */
describe('seat waitlist, moves and reminders', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let f: ReservationFixture;
  let cId: number;
  beforeAll(async () => {
    t = await createTestApp();
    f = await insertReservationFixture(t.db);
    cId = await insertCustomerWithToken(t.db, C_MOBILE, C);
  });
  afterAll(async () => t.close());

  const hallSlot = (day: string) => ({
    product_id: f.reservable.hall,
    count: 1,
    reserve_date: day,
    start_time: HALL[0],
    end_time: HALL[1],
  });
  const book = async (token: string, day: string, window = HALL, product = f.reservable.hall) =>
    okData(
      await t.call('POST', RESERVE_PATH, { token, body: reserveBody(product, day, 1, window) }),
      reservationAnswer,
    );
  const join = (token: string, day: string) =>
    t.call('POST', WAITLIST_PATH, { token, body: hallSlot(day) });
  const cancel = (token: string, orderId: number) =>
    t.call('POST', `/api/v1/app/order/${orderId}/status/`, {
      token,
      body: { status: 'canceled' },
    });
  const listOf = async (token: string) =>
    okData(await t.call('GET', WAITLIST_PATH, { token }), waitlistList);

  it('refuses bad input, a slot with room, guests, and another customer’s entry', async () => {
    const day = workingDay(3);
    expectBadRequest(
      await t.call('POST', WAITLIST_PATH, { token: A, body: { ...hallSlot(day), count: 0 } }),
      'count',
    );
    expectBadRequest(
      await t.call('POST', WAITLIST_PATH, {
        token: A,
        body: { ...hallSlot(day), reserve_date: 'x' },
      }),
      'reserve_date',
    );
    const roomy = await join(A, day);
    expect(roomy.status).toBe(400);
    expect(await t.db.select().from(reservationWaitlist)).toHaveLength(0);
    expect((await t.call('POST', WAITLIST_PATH, { body: hallSlot(day) })).status).toBe(401);
    await book(A, day);
    const entry = okData(await join(B, day), waitlistEntry);
    expect(entry).toMatchObject({ position: 1, status: 'waiting', offer_expires_at: null });
    expectNotFound(await t.call('POST', `${WAITLIST_PATH}${entry.id}/leave/`, { token: A }));
    expect(await listOf(A)).toHaveLength(0);
    expect((await listOf(B)).map((e) => e.id)).toEqual([entry.id]);
    const again = okData(await join(B, day), waitlistEntry);
    expect(again.id).toBe(entry.id);
    expect(okData(await join(C, day), waitlistEntry).position).toBe(2);
    expect((await t.call('POST', `${WAITLIST_PATH}${entry.id}/leave/`, { token: B })).status).toBe(
      200,
    );
    expect((await listOf(C))[0]?.position).toBe(1);
  });

  it('offers a cancelled seat to the first in line as a 10-minute hold, then the next when it lapses', async () => {
    const day = workingDay(4);
    const booked = await book(A, day);
    okData(await join(B, day), waitlistEntry);
    okData(await join(C, day), waitlistEntry);
    const smsBefore = (await t.db.select().from(smsOutbox)).length;
    expect((await cancel(A, booked.order_id)).status).toBe(200);
    const [offeredB] = await listOf(B);
    expect(offeredB?.status).toBe('offered');
    const expires = new Date(offeredB?.offer_expires_at ?? 0).getTime();
    expect(Math.round((expires - Date.now()) / 60_000)).toBe(10);
    expect((await listOf(C))[0]).toMatchObject({ status: 'waiting', position: 1 });
    expect((await t.db.select().from(smsOutbox)).length).toBe(smsBefore + 1);
    // C cannot take the offered seat meanwhile.
    expect(
      (
        await t.call('POST', RESERVE_PATH, {
          token: C,
          body: reserveBody(f.reservable.hall, day, 1, HALL),
        })
      ).status,
    ).toBe(400);
    // B lets it lapse: the sweep after 11 minutes offers it to C.
    const later = new Date(Date.now() + 11 * 60_000);
    expect(await sweepSeatOffers(t.db, later)).toBe(1);
    expect(await listOf(B)).toHaveLength(0);
    expect((await listOf(C))[0]?.status).toBe('offered');
    const [hold] = await t.db
      .select()
      .from(reservationHolds)
      .where(and(eq(reservationHolds.customerId, cId), eq(reservationHolds.reserveDate, day)));
    expect(hold?.count).toBe(1);
    // A second sweep finds nothing to offer; C books the offer and leaves the line.
    expect(await sweepSeatOffers(t.db)).toBe(0);
    await book(C, day);
    expect((await listOf(C)).filter((e) => e.reserve_date === day)).toHaveLength(0);
    const told = await t.db.select().from(notifications).where(eq(notifications.customerId, cId));
    expect(told.some((n) => n.title.includes('جای خالی'))).toBe(true);
  });

  it('offers seats staff add to a full window', async () => {
    const day = workingDay(5);
    await book(A, day);
    okData(await join(B, day), waitlistEntry);
    const [window] = await t.db
      .select()
      .from(reservationWindows)
      .where(
        and(
          eq(reservationWindows.productId, f.reservable.hall),
          eq(reservationWindows.weekday, iranWeekday(day)),
        ),
      );
    const path = `/api/v1/staff/reservation-windows/${window?.id}/capacity`;
    expect((await t.call('POST', path, { token: A, body: { capacity: 2 } })).status).toBe(403);
    expectBadRequest(
      await t.call('POST', path, { token: STAFF, body: { capacity: -1 } }),
      'capacity',
    );
    const result = okData(
      await t.call('POST', path, { token: STAFF, body: { capacity: 2 } }),
      windowCapacityResult,
    );
    expect(result.offered).toBe(1);
    expect((await listOf(B))[0]?.status).toBe('offered');
    await t.call('POST', path, { token: STAFF, body: { capacity: 1 } });
  });

  it('moves a booking in place, or refuses and changes nothing', async () => {
    const day = workingDay(6);
    const booked = await book(A, day, ['10:00', '12:00'], f.reservable.table);
    const path = `/api/v1/app/reservation/${booked.order_id}/move/`;
    const from = { reserve_date: day, start_time: '10:00', end_time: '12:00' };
    const to = { reserve_date: day, start_time: '18:00', end_time: '20:00' };
    const body = { product_id: f.reservable.table, from, to };
    expectNotFound(await t.call('POST', path, { token: B, body }));
    expectBadRequest(
      await t.call('POST', path, {
        token: A,
        body: { ...body, to: { ...to, start_time: '25:00' } },
      }),
    );
    expect((await t.call('POST', path, { token: A, body: { ...body, to: from } })).status).toBe(
      400,
    );
    const moved = okData(await t.call('POST', path, { token: A, body }), reservationItem);
    expect(moved.reservations[0]).toMatchObject({ start_time: '18:00' });
    expect((await t.call('POST', path, { token: A, body })).status).toBe(400);
    // Into a full hall slot: refused, the booking stays where it was.
    const hallDay = workingDay(7);
    const fullDay = workingDay(8);
    const hall = await book(A, hallDay);
    await book(B, fullDay);
    const refused = await t.call('POST', `/api/v1/app/reservation/${hall.order_id}/move/`, {
      token: A,
      body: {
        product_id: f.reservable.hall,
        from: { reserve_date: hallDay, start_time: HALL[0], end_time: HALL[1] },
        to: { reserve_date: fullDay, start_time: HALL[0], end_time: HALL[1] },
      },
    });
    expect(refused.status).toBe(400);
    const rows = await t.db
      .select()
      .from(reservations)
      .where(eq(reservations.orderId, hall.order_id));
    expect(rows.map((r) => r.reserveDate)).toEqual([hallDay]);
  });

  it('sends each reminder once, 24 h and then 2 h before the slot', async () => {
    const day = workingDay(9);
    const booked = await book(B, day);
    const start = new Date(`${day}T${HALL[0]}:00+03:30`).getTime();
    const hoursBefore = (h: number) => new Date(start - h * 3_600_000);
    const [row] = await t.db
      .select()
      .from(reservations)
      .where(eq(reservations.orderId, booked.order_id));
    const sentFor = async () =>
      (
        await t.db
          .select()
          .from(reservationReminders)
          .where(eq(reservationReminders.reservationId, row?.id ?? 0))
      )
        .map((r) => r.kind)
        .sort();
    const smsCount = async () => (await t.db.select().from(smsOutbox)).length;
    await sendDueReminders(t.db, hoursBefore(30));
    expect(await sentFor()).toEqual([]);
    const before = await smsCount();
    await Promise.all([
      sendDueReminders(t.db, hoursBefore(23)),
      sendDueReminders(t.db, hoursBefore(23)),
    ]);
    expect(await sentFor()).toEqual(['24h']);
    await sendDueReminders(t.db, hoursBefore(20));
    await sendDueReminders(t.db, hoursBefore(1));
    await sendDueReminders(t.db, hoursBefore(0.5));
    expect(await sentFor()).toEqual(['24h', '2h']);
    expect(await smsCount()).toBeGreaterThanOrEqual(before + 2);
  });

  it('lists a product whose last seat the asker holds for them, and for nobody else', async () => {
    const day = workingDay(12);
    const hold = await t.call('POST', '/api/v1/app/reservation/hold/', {
      token: A,
      body: hallSlot(day),
    });
    expect(hold.status).toBe(200);
    const [held] = await t.db
      .select()
      .from(reservationHolds)
      .where(eq(reservationHolds.reserveDate, day));
    const found = okData(
      await t.call('POST', '/api/v1/products/search?limit=100', { body: {} }),
      z.object({ results: z.array(productSummary) }),
    ).results;
    const listedFor = async (holder: number | null) =>
      (
        await keepReservableWithRoom(t.db, found, {
          reserve_date: day,
          reserve_time: HALL[0],
          holder,
        })
      ).map((item) => item.id);
    expect(await listedFor(held?.customerId ?? 0)).toContain(f.reservable.hall);
    expect(await listedFor(cId)).not.toContain(f.reservable.hall);
    expect(await listedFor(null)).not.toContain(f.reservable.hall);
    // No table window starts at 16:00; products that are not reservable stay listed.
    expect(await listedFor(null)).not.toContain(f.reservable.table);
    const plain = found.filter((item) => item.extra.reservable !== 'true').map((item) => item.id);
    expect(await listedFor(null)).toEqual(expect.arrayContaining(plain));
  });

  it('keeps offers strict: one at a time', async () => {
    const offered = await t.db
      .select()
      .from(reservationWaitlist)
      .where(isNotNull(reservationWaitlist.offerExpiresAt));
    const keys = offered.map((o) => `${o.productId}|${o.reserveDate}|${o.startTime}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(z.array(z.unknown()).parse(offered)).toBeDefined();
  });
});
