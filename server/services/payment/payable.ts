import { PAYABLE_ORDER_STATUSES } from '@/lib/contract/order-status';
import type { orders } from '@/server/db/schema';
import { paymentMessages } from './messages';

type OrderRow = typeof orders.$inferSelect;
export type PayableFields = Pick<
  OrderRow,
  'status' | 'isPaid' | 'paymentType' | 'submitBy' | 'price'
>;

/**
 * Why this order can't be paid now, in Persian, or null when it can: unpaid,
 * created or in progress, not a cash order (a staff-created order may always
 * be paid), and something left to pay.
 */
export function paymentRefusal(order: PayableFields): string | null {
  if (order.isPaid) return paymentMessages.alreadyPaid;
  if (order.status === 'cancel' || order.status === 'canceled') return paymentMessages.canceled;
  if (order.status === 'completed') return paymentMessages.completed;
  if (!PAYABLE_ORDER_STATUSES.includes(order.status)) return paymentMessages.notPayableNow;
  if (order.paymentType === 'cash' && order.submitBy !== 'panel') return paymentMessages.cashOnly;
  if (order.price <= 0) return paymentMessages.nothingToPay;
  return null;
}
