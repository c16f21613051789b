import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collectionPickups,
  collectionSchedules,
  orderStatusHistory,
  orders,
  zoneTimes,
} from '@/server/db/schema';
import {
  breadRequest,
  type CollectionFixture,
  dayAhead,
  insertCollectionFixture,
  requestCollection,
} from '../helpers/collection-fixture';
import { A, STAFF } from '../helpers/shop-fixture';
import { createTestApp } from '../helpers/test-app';

/** Races only mean something with many connections: PostgreSQL named by DATABASE_URL. */
describe.skipIf(!process.env.DATABASE_URL)(
  'collection requests under concurrency (PostgreSQL)',
  () => {
    let t: Awaited<ReturnType<typeof createTestApp>>;
    let f: CollectionFixture;

    beforeAll(async () => {
      t = await createTestApp();
      expect(t.driver).toBe('pg');
      f = await insertCollectionFixture(t.db);
    });
    afterAll(async () => t.close());

    it('keeps one status history row per real move while cancels race re-requests', async () => {
      const first = dayAhead(2);
      const made = await requestCollection(
        t.call,
        A,
        breadRequest(f, first.day, { repeat: true, weekdays: [first.weekday] }),
      );
      const moves = Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? 'canceled' : 'created'));
      const answers = await Promise.all(
        moves.map((status) =>
          t.call('POST', `/api/v1/app/order/${made.order_id}/status/`, {
            token: A,
            body: { status },
          }),
        ),
      );
      for (const res of answers) expect([200, 400], JSON.stringify(res.body)).toContain(res.status);
      const accepted = answers.filter((res) => res.status === 200).length;
      expect(accepted).toBeGreaterThan(0);

      const history = await t.db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, made.order_id))
        .orderBy(orderStatusHistory.id);
      expect(history).toHaveLength(1 + accepted);
      // Each move starts where the one before it ended: no move was made from a stale status.
      for (let i = 1; i < history.length; i++) {
        expect(history[i]?.fromStatus).toBe(history[i - 1]?.toStatus);
        expect(history[i]?.fromStatus).not.toBe(history[i]?.toStatus);
      }
      const [row] = await t.db.select().from(orders).where(eq(orders.id, made.order_id));
      expect(row?.status).toBe(history.at(-1)?.toStatus);
      // Whatever won, a live request is still due on its day.
      if (row?.status === 'created') expect(row.reserveDate).toBe(first.day);
    });

    it('records a pickup once however many staff mark it at once', async () => {
      const made = await requestCollection(t.call, A, breadRequest(f, dayAhead(3).day));
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          t.call('POST', `/api/v1/staff/collection-requests/${made.order_id}/done`, {
            token: STAFF,
            body: {},
          }),
        ),
      );
      expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
      const pickups = await t.db
        .select()
        .from(collectionPickups)
        .where(eq(collectionPickups.orderId, made.order_id));
      expect(pickups).toHaveLength(1);
      const [schedule] = await t.db
        .select()
        .from(collectionSchedules)
        .where(eq(collectionSchedules.orderId, made.order_id));
      expect(schedule?.pickupsDone).toBe(1);
    });

    it('never books a zone window past its capacity with simultaneous delivered requests', async () => {
      const { day, weekday } = dayAhead(4);
      const [window] = await t.db
        .update(zoneTimes)
        .set({ capacity: 3 })
        .where(
          and(
            eq(zoneTimes.zoneId, f.zone.central),
            eq(zoneTimes.weekday, weekday),
            eq(zoneTimes.startTime, '16:00'),
          ),
        )
        .returning();
      if (!window) throw new Error('no central 16:00 window');
      const answers = await Promise.all(
        Array.from({ length: 12 }, () =>
          t.call('POST', '/api/v1/app/collection-requests', {
            token: A,
            body: {
              products: [{ product_id: f.collection.bread, count: 1 }],
              pickup_date: day,
              start_time: window.startTime,
              end_time: window.endTime,
              delivery_type: 'delivery',
              address_id: f.address.aHome,
            },
          }),
        ),
      );
      expect(answers.filter((res) => res.status === 200)).toHaveLength(3);
      for (const res of answers) expect([200, 400]).toContain(res.status);
      const [booked] = await t.db
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.zoneTimeId, window.id), eq(orders.reserveDate, day)));
      expect(booked?.n).toBe(3);
    });
  },
);
