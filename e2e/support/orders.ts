import { existsSync, readFileSync } from 'node:fs';
import { type APIRequestContext, expect } from '@playwright/test';

type Envelope<T> = { success: boolean; data: T; msg: string };
type ProductRow = {
  id: number;
  is_exist: boolean;
  extra: { reservable?: string; collection?: string };
};
type SubmitResult = { order_id: number; order: { id: string; status: string } };

export type PaymentType = 'cash' | 'card' | 'credit';

function bearer(token: string) {
  return { Authorization: `Bearer ${token}` };
}

/** A Gregorian day `days` after today in Tehran, as the wire carries it. */
export function dayAhead(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Plain products in stock (not reservable, not collection), newest first: ones any order may hold. */
export async function plainProducts(request: APIRequestContext): Promise<number[]> {
  const answer = await request.get('/api/v1/products?type=newest&page=1&limit=30');
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as Envelope<{ results: ProductRow[] }>;
  const ids = body.data.results
    .filter((p) => p.is_exist && p.extra.reservable !== 'true' && p.extra.collection !== 'true')
    .map((p) => p.id);
  expect(ids.length).toBeGreaterThan(0);
  return ids;
}

/** A unique Idempotency-Key, so two submits of a journey are two orders. */
function idempotencyKey(): string {
  return `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * A pickup order for one unit of a plain product, placed through the
 * customer's submit call. Pickup days skip holidays: the next working day
 * from the day after tomorrow is taken.
 */
export async function placePickupOrder(
  request: APIRequestContext,
  token: string,
  paymentType: PaymentType,
): Promise<SubmitResult> {
  const [productId] = await plainProducts(request);
  let last = '';
  for (let days = 2; days < 12; days += 1) {
    const query = new URLSearchParams({ reserve_date: dayAhead(days), reserve_time: '10:00' });
    const answer = await request.post(`/api/v1/order/submit/?${query}`, {
      headers: { ...bearer(token), 'Idempotency-Key': idempotencyKey() },
      data: {
        products: [{ product_id: productId, count: 1 }],
        delivery_type: 'pickup',
        payment_type: paymentType,
      },
    });
    const body = (await answer.json()) as Envelope<SubmitResult>;
    if (answer.ok() && body.success) return body.data;
    last = body.msg;
  }
  throw new Error(`no pickup order could be placed: ${last}`);
}

/** The staff token scripts/e2e-server.mjs issued before the server started. */
export function staffToken(): string {
  const file = '.data/e2e-pglite-staff-token';
  if (!existsSync(file))
    throw new Error(`${file} is missing: start the e2e server with scripts/e2e-server.mjs`);
  return readFileSync(file, 'utf8').trim();
}

/** A pickup order staff place for a customer (submit_by 'panel'), as the shop's panel would. */
export async function placeStaffOrder(
  request: APIRequestContext,
  customerId: number,
  paymentType: PaymentType,
): Promise<SubmitResult> {
  const [productId] = await plainProducts(request);
  let last = '';
  for (let days = 2; days < 12; days += 1) {
    const answer = await request.post('/api/v1/staff/orders/create', {
      headers: { ...bearer(staffToken()), 'Idempotency-Key': idempotencyKey() },
      data: {
        customer_id: customerId,
        products: [{ product_id: productId, count: 1 }],
        delivery_type: 'pickup',
        payment_type: paymentType,
        reserve_date: dayAhead(days),
        reserve_time: '10:00',
      },
    });
    const body = (await answer.json()) as Envelope<SubmitResult>;
    if (answer.ok() && body.success) return body.data;
    last = body.msg;
  }
  throw new Error(`no staff order could be placed: ${last}`);
}

/** A staff move of the order state machine. */
export async function moveOrder(request: APIRequestContext, orderId: number, status: string) {
  const answer = await request.post(`/api/v1/staff/orders/${orderId}/status`, {
    headers: bearer(staffToken()),
    data: { status },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}
