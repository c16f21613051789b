import type { NotificationVariant } from '@/lib/contract/notification';
import type { OrderStatus } from '@/lib/contract/order-status';
import type { Executor } from '@/server/db/database';
import { fillMessage } from '@/server/http/fill-message';
import { apiMessages } from '@/server/http/messages';
import { tomanText } from '@/server/http/toman';
import type { OrderMoveHook } from '@/server/services/order/move-hooks';
import { statusTitle } from '@/server/services/order/order-view';
import { notify } from './notify';

/**
 * What the shop itself tells a customer about their orders and payments: one
 * notification per status move and per settled or failed bank payment, each
 * written in the transaction of the change.
 */

const messages = apiMessages.notification;

const STATUS_VARIANT: Record<OrderStatus, NotificationVariant> = {
  created: 'info',
  in_progress: 'info',
  ready: 'success',
  send: 'success',
  rt_wait: 'warning',
  rt_accept: 'info',
  cancel: 'error',
  canceled: 'warning',
  completed: 'success',
};

export const orderPath = (orderId: number) => `/order/${orderId}`;
export const CREDIT_PATH = '/profile/credit';

/** ORDER_MOVE_HOOKS entry: every status move of an order, by staff or by the customer. */
export const notifyOrderMove: OrderMoveHook = async ({ tx, after, to }) => {
  const code = after.trackingCode;
  await notify(tx, after.customerId, {
    code: 'order_status',
    variant: STATUS_VARIANT[to],
    title: fillMessage(messages.orderStatusTitle, { code, status: statusTitle(to) }),
    message: fillMessage(messages.orderStatus[to], { code }),
    link: orderPath(after.id),
  });
};

type SettledPayment = {
  customerId: number;
  amount: number;
  /** The order it paid, with its tracking code; null for a credit top-up. */
  order: { id: number; trackingCode: string } | null;
};

/** The bank confirmed a payment: the order is paid, or (order null) the credit topped up. */
export async function notifyPaymentPaid(tx: Executor, payment: SettledPayment): Promise<void> {
  const amount = tomanText(payment.amount);
  const { order } = payment;
  await notify(
    tx,
    payment.customerId,
    order
      ? {
          code: 'payment_paid',
          variant: 'success',
          title: fillMessage(messages.orderPaidTitle, { code: order.trackingCode }),
          message: fillMessage(messages.orderPaid, { amount, code: order.trackingCode }),
          link: orderPath(order.id),
        }
      : {
          code: 'payment_paid',
          variant: 'success',
          title: messages.topUpPaidTitle,
          message: fillMessage(messages.topUpPaid, { amount }),
          link: CREDIT_PATH,
        },
  );
}

/** The bank's money for an order that no longer took it went to account credit instead. */
export async function notifyPaymentRefunded(
  tx: Executor,
  payment: SettledPayment & { order: { id: number; trackingCode: string } },
): Promise<void> {
  await notify(tx, payment.customerId, {
    code: 'payment_paid',
    variant: 'warning',
    title: messages.orderRefundedTitle,
    message: fillMessage(messages.orderRefunded, {
      amount: tomanText(payment.amount),
      code: payment.order.trackingCode,
    }),
    link: CREDIT_PATH,
  });
}

/** A bank payment failed (cancelled at the bank or not verified). */
export async function notifyPaymentFailed(tx: Executor, payment: SettledPayment): Promise<void> {
  const { order } = payment;
  await notify(tx, payment.customerId, {
    code: 'payment_failed',
    variant: 'error',
    title: messages.paymentFailedTitle,
    message: order
      ? fillMessage(messages.orderPaymentFailed, { code: order.trackingCode })
      : messages.topUpFailed,
    link: order ? orderPath(order.id) : CREDIT_PATH,
  });
}
