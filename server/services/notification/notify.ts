import type { NotificationCode, NotificationVariant } from '@/lib/contract/notification';
import type { Executor } from '@/server/db/database';
import { notifications } from '@/server/db/schema';

export type NotificationInput = {
  code: NotificationCode;
  variant: NotificationVariant;
  /** Persian, from messages/fa.json. */
  title: string;
  message: string;
};

/**
 * The one way the shop tells a customer something. Call it inside the
 * transaction of the change it reports, so a notification exists exactly when
 * the change does.
 */
export async function notify(
  tx: Executor,
  customerId: number,
  input: NotificationInput,
): Promise<void> {
  await tx.insert(notifications).values({ customerId, ...input });
}
