import type { NotificationVariant } from '@/lib/contract/notification';
import type { OrderKind, OrderStatus } from '@/lib/contract/order-status';
import type { Executor } from '@/server/db/database';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import { tomanText } from '@/server/http/toman';
import type { OrderMoveHook } from '@/server/services/order/move-hooks';
import { statusTitle } from '@/server/services/order/order-view';
import { notify } from './notify';
import { orderName, reservationSlotWords } from './order-words';

/**
 * What the shop itself tells a customer about their orders and payments: one
 * notification per status move and per settled or failed bank payment, each
 * written in the transaction of the change. An order is named as the lists
 * name it («سفارش شمارهٔ ۳۷», «رزرو شمارهٔ ۱۲»), and a reservation's move says
 * which product, day and window it was for.
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

/** Where a notice about an order leads: a reservation's own page, else the order's. */
export const orderPath = (order: { id: number; kind: OrderKind }) =>
  order.kind === 'reservation' ? `/reservation/${order.id}` : `/order/${order.id}`;
export const CREDIT_PATH = '/profile/credit';

/** ORDER_MOVE_HOOKS entry: every status move of an order, by staff or by the customer. */
export const notifyOrderMove: OrderMoveHook = async ({ tx, after, to }) => {
  const order = orderName(after);
  const slot = after.kind === 'reservation' ? await reservationSlotWords(tx, after.id) : null;
  await notify(tx, after.customerId, {
    code: 'order_status',
    variant: STATUS_VARIANT[to],
    title: fillMessage(messages.orderStatusTitle, { order, status: statusTitle(to) }),
    message: slot
      ? fillMessage(messages.reservationStatus[to], slot)
      : fillMessage(messages.orderStatus[to], { order }),
    link: orderPath(after),
  });
};

/** The order a payment was for: enough to name it and link to it. */
type PaidOrder = { id: number; kind: OrderKind };

/** A reservation was booked: which, for what, on which day and in which window. */
export async function notifyReservationBooked(
  tx: Executor,
  order: { id: number; kind: OrderKind; customerId: number },
): Promise<void> {
  const slot = await reservationSlotWords(tx, order.id);
  if (!slot) return;
  await notify(tx, order.customerId, {
    code: 'reservation_reminder',
    variant: 'success',
    title: fillMessage(messages.reservationBookedTitle, { order: orderName(order) }),
    message: fillMessage(messages.reservationBooked, slot),
    link: orderPath(order),
  });
}

type SettledPayment = {
  customerId: number;
  amount: number;
  /** The order it paid; null for a credit top-up. */
  order: PaidOrder | null;
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
          title: fillMessage(messages.orderPaidTitle, { order: orderName(order) }),
          message: fillMessage(messages.orderPaid, { amount, order: orderName(order) }),
          link: orderPath(order),
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
  payment: SettledPayment & { order: PaidOrder },
): Promise<void> {
  await notify(tx, payment.customerId, {
    code: 'payment_paid',
    variant: 'warning',
    title: messages.orderRefundedTitle,
    message: fillMessage(messages.orderRefunded, {
      amount: tomanText(payment.amount),
      order: orderName(payment.order),
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
      ? fillMessage(messages.orderPaymentFailed, { order: orderName(order) })
      : messages.topUpFailed,
    link: order ? orderPath(order) : CREDIT_PATH,
  });
}
