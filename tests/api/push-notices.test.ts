import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toPersianDigits } from '@/lib/format/digits';
import { pushOutbox } from '@/server/db/schema';
import { insertOrder } from '../helpers/payment-fixture';
import { okData } from '../helpers/people-fixture';
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

/**
 * What a subscribed phone is pushed: each of the three notices a customer
 * asks to hear of (an order's status, a product back in stock, a reservation)
 * goes to the push integration with a Persian title and text and the storefront
 * path the service worker opens when the notification is tapped.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let f: ReservationFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await insertReservationFixture(t.db);
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.db.delete(pushOutbox);
});

const PERSIAN = /[\u0600-\u06FF]/;

async function pushesOf(customerId: number) {
  return t.db.select().from(pushOutbox).where(eq(pushOutbox.customerId, customerId));
}

function expectReadable(push: { title: string; body: string } | undefined) {
  expect(push?.title).toMatch(PERSIAN);
  expect(push?.body).toMatch(PERSIAN);
}

describe('pushes of the notices a customer asks for', () => {
  it('an order’s status move: its status in Persian, opening the order', async () => {
    const orderId = await insertOrder(t.db, {
      customerId: f.customer.a,
      price: 120_000,
      status: 'created',
      trackingCode: 'PN1001',
    });
    const moved = await t.call('POST', `/api/v1/staff/orders/${orderId}/status`, {
      token: STAFF,
      body: { status: 'in_progress' },
    });
    expect(moved.status).toBe(200);
    const [push] = await pushesOf(f.customer.a);
    expectReadable(push);
    // Named as every list names it: by its number, not its tracking code.
    expect(push?.title).toBe(`سفارش شمارهٔ ${toPersianDigits(String(orderId))}: در حال آماده‌سازی`);
    expect(push?.link).toBe(`/order/${orderId}`);
  });

  it('a product back in stock: its name, opening the product', async () => {
    await t.call('POST', `/api/v1/product/${f.product.poolaki}/observe/add`, { token: B });
    const restocked = await t.call('POST', `/api/v1/staff/products/${f.product.poolaki}/stock`, {
      token: STAFF,
      body: { stock: 5 },
    });
    expect(restocked.status).toBe(200);
    const [push] = await pushesOf(f.customer.b);
    expectReadable(push);
    expect(push?.title).toContain('پولکی');
    expect(push?.link).toBe(`/product/${f.product.poolaki}`);
  });

  it('a reservation: its day and time, opening the reservation', async () => {
    const day = workingDay(4);
    const booked = okData(
      await t.call('POST', RESERVE_PATH, {
        token: A,
        body: reserveBody(f.reservable.table, day, 2, ['10:00', '12:00'], { payment_type: '' }),
      }),
      reservationAnswer,
    );
    const [push] = await pushesOf(f.customer.a);
    expectReadable(push);
    expect(push?.link).toBe(`/reservation/${booked.order_id}`);
  });
});
