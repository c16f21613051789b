// Staff decisions on customers' returns of delivered goods (scripts/staff.ts).
import { returnRefuseBody } from '../../lib/contract/order-return';
import type { Database } from '../../server/db/database';
import { acceptReturn, refuseReturn } from '../../server/services/returns/decide-return';
import { positionals, staffUser, UsageError, values, wholeNumber } from './command-line';

export async function acceptOrderReturn(db: Database): Promise<void> {
  const orderId = wholeNumber(positionals[1], 'the order id');
  const { order, refund } = await acceptReturn(db, await staffUser(db), orderId);
  console.log(
    `order ${order.order_id} return accepted: ${refund} Toman back to credit, ${order.return_request?.points ?? 0} points taken back; now ${order.status}`,
  );
}

export async function refuseOrderReturn(db: Database): Promise<void> {
  const orderId = wholeNumber(positionals[1], 'the order id');
  const body = returnRefuseBody.safeParse({ reason: values.reason });
  if (!body.success) throw new UsageError('return:refuse needs --reason "…" (3 to 500 characters)');
  const order = await refuseReturn(db, await staffUser(db), orderId, body.data.reason);
  console.log(`order ${order.order_id} return refused; now ${order.status}`);
}
