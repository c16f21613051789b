import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems } from '@/server/db/schema';
import { A, insertShopFixture, type ShopFixture } from '../helpers/shop-fixture';
import { createTestApp } from '../helpers/test-app';

/** Races only mean something with many connections: PostgreSQL named by DATABASE_URL. */
describe.skipIf(!process.env.DATABASE_URL)('the cart under concurrency (PostgreSQL)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let f: ShopFixture;
  beforeAll(async () => {
    t = await createTestApp();
    expect(t.driver).toBe('pg');
    f = await insertShopFixture(t.db);
  });
  afterAll(async () => t.close());

  it('makes one line of 10 simultaneous adds of one product, with every unit counted', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call('POST', '/api/v1/app/cart/add', { token: A, body: { product_id: f.product.gaz } }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const lines = await t.db.select().from(cartItems).where(eq(cartItems.customerId, f.customer.a));
    expect(lines.map((line) => [line.productId, line.count])).toEqual([[f.product.gaz, 10]]);
  });

  it('never lets simultaneous adds pass order_limit', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.call('POST', '/api/v1/app/cart/add', {
          token: A,
          body: { product_id: f.product.pashmak },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    const [line] = await t.db
      .select()
      .from(cartItems)
      .where(eq(cartItems.productId, f.product.pashmak));
    expect(line?.count).toBe(3);
  });
});
