import type { orders } from '@/server/db/schema';
import { paymentMessages } from './messages';

type OrderRow = typeof orders.$inferSelect;
export type PayableFields = Pick<
  OrderRow,
  'status' | 'isPaid' | 'paymentType' | 'submitBy' | 'price'
>;

/** Statuses in which an unpaid order may still be paid (the Order's 'pay' action). */
export const PAYABLE_STATUSES: readonly OrderRow['status'][] = ['created', 'in_progress'];

/** Statuses after which money that still arrives for an order goes to account credit. */
export const CLOSED_STATUSES: OrderRow['status'][] = ['cancel', 'canceled', 'completed'];

/**
 * Why this order can't be paid now, in Persian, or null when it can: unpaid,
 * created or in progress, not a cash order (a staff-created order may always
 * be paid), and something left to pay.
 */
export function paymentRefusal(order: PayableFields): string | null {
  if (order.isPaid) return paymentMessages.alreadyPaid;
  if (order.status === 'cancel' || order.status === 'canceled') return paymentMessages.canceled;
  if (order.status === 'completed') return paymentMessages.completed;
  if (!PAYABLE_STATUSES.includes(order.status)) return paymentMessages.notPayableNow;
  if (order.paymentType === 'cash' && order.submitBy !== 'panel') return paymentMessages.cashOnly;
  if (order.price <= 0) return paymentMessages.nothingToPay;
  return null;
}
