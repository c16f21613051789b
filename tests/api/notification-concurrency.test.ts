import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markedAll, unreadCount } from '@/lib/contract/notification';
import { notifications } from '@/server/db/schema';
import { notify } from '@/server/services/notification/notify';
import {
  insertPeopleFixture,
  okData,
  PEOPLE_TOKENS,
  type PeopleFixture,
} from '../helpers/people-fixture';
import { createTestApp } from '../helpers/test-app';

describe.skipIf(!process.env.DATABASE_URL)('mark-all-read under concurrency (PostgreSQL)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let f: PeopleFixture;
  beforeAll(async () => {
    t = await createTestApp();
    expect(t.driver).toBe('pg');
    f = await insertPeopleFixture(t.db);
  });
  afterAll(async () => t.close());

  const A = PEOPLE_TOKENS.customerA;

  async function countWhere(readAt: 'read' | 'unread', customerId: number) {
    const [row] = await t.db
      .select({ n: count() })
      .from(notifications)
      .where(
        and(
          eq(notifications.customerId, customerId),
          readAt === 'read' ? isNotNull(notifications.readAt) : isNull(notifications.readAt),
        ),
      );
    return row?.n ?? 0;
  }

  /** A notification written the way every domain writes one: inside a transaction of its own. */
  const arrive = (customerId: number, i: number) =>
    t.db.transaction(async (tx) => {
      await notify(tx, customerId, {
        code: 'order_status',
        variant: 'info',
        title: `تازه ${i}`,
        message: `تازه ${i}`,
      });
    });

  it('20 simultaneous mark-all-read while 20 notifications arrive: every row marked once, counts right', async () => {
    for (let i = 0; i < 15; i++) await arrive(f.customer.a, i);
    await arrive(f.customer.b, 0);

    const marks = Array.from({ length: 20 }, () =>
      t.call('POST', '/api/v1/notification/mark-all-read/', { token: A }),
    );
    const arrivals = Array.from({ length: 20 }, (_, i) => arrive(f.customer.a, 100 + i));
    const [answers] = await Promise.all([Promise.all(marks), Promise.all(arrivals)]);
    const results = answers.map((res) => okData(res, markedAll));

    const read = await countWhere('read', f.customer.a);
    const unread = await countWhere('unread', f.customer.a);
    expect(read + unread).toBe(35);
    // No row was marked by two calls, none was counted twice or lost.
    expect(results.reduce((sum, r) => sum + r.marked, 0)).toBe(read);
    // The 15 that were there before any call are all read.
    expect(read).toBeGreaterThanOrEqual(15);
    for (const r of results) {
      expect(r.unread_count).toBeGreaterThanOrEqual(0);
      expect(r.unread_count).toBeLessThanOrEqual(20);
    }
    const counted = okData(
      await t.call('GET', '/api/v1/notification/unread_count', { token: A }),
      unreadCount,
    );
    expect(counted.unread_count).toBe(unread);
    // Another customer's notification is untouched.
    expect(await countWhere('unread', f.customer.b)).toBe(1);

    const last = okData(
      await t.call('POST', '/api/v1/notification/mark-all-read/', { token: A }),
      markedAll,
    );
    expect(last).toEqual({ marked: unread, unread_count: 0 });
    expect(await countWhere('read', f.customer.a)).toBe(35);
  });
});
