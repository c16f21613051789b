import { eq } from 'drizzle-orm';
import type { StaffOrderCreateBody } from '@/lib/contract/order';
import type { Database, Executor } from '@/server/db/database';
import { customers } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { apiMessages } from '@/server/errors/messages';
import { type SubmitOutcome, submitOrder } from '@/server/services/order/submit';

/** The customer a staff call names, by id or by mobile (id wins); a 404 when there is none. */
export async function staffCustomerId(
  db: Executor,
  named: { customer_id?: number; mobile?: string },
): Promise<number> {
  if (named.customer_id === undefined && named.mobile === undefined) {
    throw ApiError.badRequest(apiMessages.order.customerRequired);
  }
  const where =
    named.customer_id !== undefined
      ? eq(customers.id, named.customer_id)
      : eq(customers.mobile, named.mobile ?? '');
  const [row] = await db.select({ id: customers.id }).from(customers).where(where).limit(1);
  if (!row) throw ApiError.notFound(apiMessages.order.customerNotFound);
  return row.id;
}

/**
 * An order a staff user places for a customer (submit_by 'panel', created_by
 * the user): the same submit as the customer's (stock, coupon, window capacity,
 * idempotency), with the lines always given and the time read from the body.
 * The cart is left alone. The customer then pays it from /order/{id} unless it is cash.
 */
export async function createStaffOrder(
  db: Database,
  userId: number,
  body: StaffOrderCreateBody,
  idempotencyKey: string | null,
): Promise<SubmitOutcome> {
  const customerId = await staffCustomerId(db, body);
  return submitOrder(db, {
    customerId,
    author: { role: 'staff', userId },
    input: body,
    time: {
      zoneTimeId: body.zone_time_id,
      reserveDate: body.reserve_date,
      reserveTime: body.reserve_time,
      startTime: body.start_time,
      endTime: body.end_time,
    },
    idempotencyKey,
  });
}
