import type { Order } from '@/lib/contract/order';

/**
 * Where the bank sends the customer back. Paths, not full addresses: the
 * payment server accepts its own paths whatever host the customer came in
 * through, and a path can never point the customer at another site.
 */
export const PAID_ORDER_PATH = '/paid-order';
export const FAILED_PAYMENT_PATH = '/failed-payment';

/** The query the order page reads after the bank returns a staff-created order's payment. */
export const ORDER_PAYMENT_QUERY = 'payment';
export type OrderPaymentOutcome = 'paid' | 'failed' | 'credited';

export type OrderPaymentRequest = {
  success_url: string;
  fail_url: string;
  user?: number;
  customer?: number;
};

export function isStaffOrder(order: Pick<Order, 'submit_by'>): boolean {
  return order.submit_by === 'panel';
}

export function orderPath(orderId: number): string {
  return `/order/${orderId}`;
}

/**
 * POST order/{id}/payment/create's body. A staff-created order returns to its
 * own page and names the staff member who made it and the order's customer
 * (spec 6); the customer's own order returns to the paid or failed screen.
 */
export function orderPaymentRequest(
  order: Pick<Order, 'order_id' | 'submit_by' | 'created_by' | 'customer'>,
): OrderPaymentRequest {
  if (isStaffOrder(order)) {
    const back = orderPath(order.order_id);
    return {
      success_url: `${back}?${ORDER_PAYMENT_QUERY}=paid`,
      fail_url: `${back}?${ORDER_PAYMENT_QUERY}=failed`,
      ...(order.created_by ? { user: order.created_by.id } : {}),
      customer: order.customer.id,
    };
  }
  const query = `fromOrder=${order.order_id}`;
  return {
    success_url: `${PAID_ORDER_PATH}?${query}`,
    fail_url: `${FAILED_PAYMENT_PATH}?${query}`,
  };
}

/** A top-up returns to the paid screen with isCharging; the failed screen also gets the amount, for its retry. */
export function topUpReturnUrls(amount: number): { success_url: string; fail_url: string } {
  return {
    success_url: `${PAID_ORDER_PATH}?isCharging=true`,
    fail_url: `${FAILED_PAYMENT_PATH}?isCharging=true&amount=${amount}`,
  };
}

export type PaymentReturn =
  /** credited: the order closed before the money arrived, so the server put it in account credit. */
  | { kind: 'order'; orderId: number; credited: boolean }
  | { kind: 'charging'; amount: number | null }
  | { kind: 'unknown' };

function positiveInt(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}

/** What /paid-order and /failed-payment were returned for, read from their query. */
export function readPaymentReturn(query: {
  fromOrder?: string | null;
  isCharging?: string | null;
  amount?: string | null;
  credited?: string | null;
}): PaymentReturn {
  const orderId = positiveInt(query.fromOrder);
  if (orderId !== null) return { kind: 'order', orderId, credited: query.credited === 'true' };
  if (query.isCharging === 'true') return { kind: 'charging', amount: positiveInt(query.amount) };
  return { kind: 'unknown' };
}
