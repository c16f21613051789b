import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '@/server/db/schema';
import { seedDemo } from '@/server/db/seed';
import { productCalendar } from '@/server/services/catalog/reservation-calendar';
import { createTestDb, type TestDb } from '../helpers/test-db';

const SLUGS = ['reserve-cafe-table', 'reserve-cooking-class', 'reserve-hammam', 'reserve-hall'];

describe('the demo’s reservable products', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
    await seedDemo(t.db);
  });
  afterAll(async () => t.close());

  it('offers a café table, a cooking class, a hammam session and a hall, each with booked-out days ahead', async () => {
    const rows = await t.db
      .select({ id: products.id, slug: products.slug, extra: products.extra })
      .from(products)
      .where(inArray(products.slug, SLUGS));
    expect(rows.map((row) => row.slug).sort()).toEqual([...SLUGS].sort());
    const parts = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', {
      timeZone: 'Asia/Tehran',
      year: 'numeric',
      month: 'numeric',
    }).formatToParts(new Date());
    const year = Number.parseInt(parts.find((p) => p.type === 'year')?.value ?? '', 10);
    const month = Number(parts.find((p) => p.type === 'month')?.value);
    for (const row of rows) {
      expect(row.extra).toEqual({ reservable: 'true' });
      const days = await productCalendar(t.db, row.id, { year, month, double: true });
      const states = new Set(days.map((day) => day.state));
      expect(states.has('open'), row.slug).toBe(true);
      expect(states.has('full'), row.slug).toBe(true);
    }
  });
});
