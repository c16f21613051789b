import { eq } from 'drizzle-orm';
import { order as orderSchema, submitResult } from '@/lib/contract/order';
import { orders } from '@/server/db/schema';
import { okData } from './people-fixture';
import { STAFF, shopDay } from './shop-fixture';
import type { createTestApp } from './test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A paid order placed by staff for the customer and moved by staff to
 * completed, as a delivered order is: its lines earn their points then.
 */
export async function deliveredOrder(
  t: TestApp,
  customerId: number,
  products: { product_id: number; count: number }[],
) {
  const placed = okData(
    await t.call('POST', '/api/v1/staff/orders/create', {
      token: STAFF,
      body: {
        customer_id: customerId,
        products,
        payment_type: 'card',
        delivery_type: 'pickup',
        reserve_date: shopDay(1),
        reserve_time: '10:30',
      },
    }),
    submitResult,
  ).order;
  await t.db.update(orders).set({ isPaid: true }).where(eq(orders.id, placed.order_id));
  for (const status of ['in_progress', 'ready', 'completed']) {
    okData(
      await t.call('POST', `/api/v1/staff/orders/${placed.order_id}/status`, {
        token: STAFF,
        body: { status },
      }),
      orderSchema,
    );
  }
  return placed;
}
