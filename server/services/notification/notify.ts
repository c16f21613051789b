import type { NotificationCode, NotificationVariant } from '@/lib/contract/notification';
import { afterCommit } from '@/server/db/after-commit';
import type { Executor } from '@/server/db/database';
import { notifications } from '@/server/db/schema';
import { pushSenderFor } from '@/server/integrations/push';
import { announceNews } from './news-bus';

export type NotificationInput = {
  code: NotificationCode;
  variant: NotificationVariant;
  /** Persian, from messages/fa.json. */
  title: string;
  message: string;
  /** The storefront path of its subject (`/order/12`, `/product/7`), where the inbox links to. */
  link?: string | null;
};

/**
 * The one way the shop tells a customer something. Call it inside the
 * transaction of the change it reports, so a notification exists exactly when
 * the change does. The bell's stream and a push hear of it only after that
 * transaction commits (server/db/after-commit.ts), never of one rolled back.
 */
export async function notify(
  tx: Executor,
  customerId: number,
  input: NotificationInput,
): Promise<void> {
  const link = input.link ?? null;
  await tx.insert(notifications).values({ customerId, ...input, link });
  const send = await pushSenderFor().queue(tx, customerId, {
    title: input.title,
    body: input.message,
    link,
  });
  afterCommit(tx, () => {
    announceNews(customerId);
    send?.().catch((error: unknown) => console.error('[push] failed:', error));
  });
}
