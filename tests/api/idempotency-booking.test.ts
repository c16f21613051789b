import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionRequest } from '@/lib/contract/collection';
import { orders, reservations } from '@/server/db/schema';
import {
  breadRequest,
  type CollectionFixture,
  dayAhead,
  insertCollectionFixture,
} from '../helpers/collection-fixture';
import { ageKey, expectKeyReused, expectReplay, keyed } from '../helpers/idempotency';
import { okData } from '../helpers/people-fixture';
import {
  insertReservationFixture,
  RESERVE_PATH,
  type ReservationFixture,
  reservationAnswer,
  reserveBody,
  workingDay,
} from '../helpers/reservation-fixture';
import { A } from '../helpers/shop-fixture';
import { createTestApp } from '../helpers/test-app';

describe('POST /api/v1/app/collection-requests under an Idempotency-Key', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let f: CollectionFixture;
  beforeAll(async () => {
    t = await createTestApp();
    f = await insertCollectionFixture(t.db);
  });
  afterAll(async () => t.close());

  const ask = (body: unknown, key?: string) =>
    t.call('POST', '/api/v1/app/collection-requests', {
      token: A,
      body,
      headers: key ? keyed(key) : {},
    });
  const requests = async () =>
    (
      await t.db
        .select()
        .from(orders)
        .where(and(eq(orders.customerId, f.customer.a), eq(orders.kind, 'collection')))
    ).length;

  it('a repeat answers the first request; another body is a 422; no key and aged keys make new ones', async () => {
    const { day } = dayAhead(2);
    const before = await requests();
    const first = await ask(breadRequest(f, day), 'collect-key-0001');
    okData(first, collectionRequest);
    expectReplay(first, await ask(breadRequest(f, day), 'collect-key-0001'));
    expect(await requests()).toBe(before + 1);
    expectKeyReused(
      await ask(
        breadRequest(f, day, { start_time: '10:00', end_time: '12:00' }),
        'collect-key-0001',
      ),
    );
    expect(await requests()).toBe(before + 1);

    okData(await ask(breadRequest(f, day)), collectionRequest);
    expect(await requests()).toBe(before + 2);
    await ageKey(t.db, 'collect-key-0001');
    const again = await ask(breadRequest(f, day), 'collect-key-0001');
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    okData(again, collectionRequest);
    expect(await requests()).toBe(before + 3);
  });
});

describe('POST /api/v1/app/reservation/request/ under an Idempotency-Key', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let f: ReservationFixture;
  beforeAll(async () => {
    t = await createTestApp();
    f = await insertReservationFixture(t.db);
  });
  afterAll(async () => t.close());

  const reserve = (body: unknown, key?: string) =>
    t.call('POST', RESERVE_PATH, { token: A, body, headers: key ? keyed(key) : {} });
  const seats = async () =>
    (
      await t.db.select().from(reservations).where(eq(reservations.productId, f.reservable.table))
    ).reduce((sum, row) => sum + row.count, 0);

  it('a repeat answers the first booking and takes the seats once; another body is a 422', async () => {
    const day = workingDay(2);
    const before = await seats();
    const first = await reserve(reserveBody(f.reservable.table, day, 2), 'reserve-key-0001');
    const booked = okData(first, reservationAnswer);
    expectReplay(first, await reserve(reserveBody(f.reservable.table, day, 2), 'reserve-key-0001'));
    expect(await seats()).toBe(before + 2);
    // The case: another body under the key used to answer the first order with a 200.
    expectKeyReused(await reserve(reserveBody(f.reservable.table, day, 3), 'reserve-key-0001'));
    expect(await seats()).toBe(before + 2);
    // No key: a booking of its own, as before.
    okData(await reserve(reserveBody(f.reservable.table, day, 1)), reservationAnswer);
    expect(await seats()).toBe(before + 3);
    // A day later the key is new to the call, but the order keeps it: still the first booking.
    await ageKey(t.db, 'reserve-key-0001');
    const late = await reserve(reserveBody(f.reservable.table, day, 2), 'reserve-key-0001');
    expect(okData(late, reservationAnswer).order_id).toBe(booked.order_id);
    expect(await seats()).toBe(before + 3);
  });
});
