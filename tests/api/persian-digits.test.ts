import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '@/lib/contract/payment';
import { toPersianDigits } from '@/lib/format/digits';
import { insertOrder, setCredit } from '../helpers/payment-fixture';
import { expectBadRequest, okData } from '../helpers/people-fixture';
import {
  A,
  insertShopFixture,
  type ShopFixture,
  shopDay,
  submitPath,
} from '../helpers/shop-fixture';
import { createTestApp } from '../helpers/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let f: ShopFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await insertShopFixture(t.db);
});
afterAll(async () => t.close());

const LATIN_DIGIT = /[0-9]/;

/** Everything of a failure a customer may be shown: its message and its field messages. */
function wordsOf(body: unknown): string[] {
  const failure = body as { msg?: string; errors?: Record<string, string[]> };
  return [failure.msg ?? '', ...Object.values(failure.errors ?? {}).flat()];
}

describe('the API speaks in Persian digits', () => {
  it('says a refusal, and each field’s reason, without a Latin digit', async () => {
    // A malformed time fails the contract's pattern, which zod words with the pattern itself.
    const res = await t.call(
      'POST',
      submitPath({ reserve_date: shopDay(1), reserve_time: '9:0' }),
      {
        token: A,
        body: { delivery_type: 'pickup', products: [{ product_id: f.product.gaz, count: 1 }] },
      },
    );
    expectBadRequest(res, 'reserve_time');
    const words = wordsOf(res.body);
    expect(words.join(' ')).toMatch(/[\u0600-\u06ff]/);
    for (const text of words) expect(text).not.toMatch(LATIN_DIGIT);
  });

  it('names the order by its number, in Persian digits, in the ledger line it fills', async () => {
    await setCredit(t.db, f.customer.a, 500_000);
    const orderId = await insertOrder(t.db, {
      customerId: f.customer.a,
      price: 60_000,
      paymentType: 'credit',
      trackingCode: 'DM14059999',
    });
    const paid = await t.call('POST', `/api/v1/order/${orderId}/payment/credit`, { token: A });
    expect(paid.status).toBe(200);
    const list = okData(
      await t.call('GET', `/api/v1/customer/${f.customer.a}/transactions`, { token: A }),
      transactions,
    );
    const line = list.transactions.find((row) => row.order_id === orderId);
    expect(line?.description).toContain(`سفارش شمارهٔ ${toPersianDigits(String(orderId))}`);
    expect(line?.description).not.toMatch(LATIN_DIGIT);
  });
});
