import type { NotificationVariant } from '@/lib/contract/notification';
import { formatNumber } from '@/lib/format/digits';
import type { Executor } from '@/server/db/database';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import { notify } from '@/server/services/notification/notify';
import { orderName } from '@/server/services/notification/order-words';
import { orderPath } from '@/server/services/notification/shop-notices';
import type { OrderRow } from '@/server/services/order/order-view';

const notices = apiMessages.returns.notices;

export type ReturnStep =
  | { step: 'requested' }
  | { step: 'accepted'; refund: number }
  | { step: 'refused'; reason: string };

const TEXTS: Record<
  ReturnStep['step'],
  { variant: NotificationVariant; title: string; message: string }
> = {
  requested: { variant: 'warning', title: notices.requestedTitle, message: notices.requested },
  accepted: { variant: 'success', title: notices.acceptedTitle, message: notices.accepted },
  refused: { variant: 'error', title: notices.refusedTitle, message: notices.refused },
};

/** Tells the customer of each step of their return, in the step's transaction. */
export async function notifyReturn(tx: Executor, order: OrderRow, step: ReturnStep): Promise<void> {
  const name = orderName(order);
  const text = TEXTS[step.step];
  await notify(tx, order.customerId, {
    code: 'order_status',
    variant: text.variant,
    title: fillMessage(text.title, { order: name }),
    message: fillMessage(text.message, {
      order: name,
      amount: step.step === 'accepted' ? formatNumber(step.refund) : '',
      reason: step.step === 'refused' ? step.reason : '',
    }),
    link: orderPath(order),
  });
}
