import type { Executor } from '@/server/db/database';
import { pushOutbox } from '@/server/db/schema';
import type { PushMessage, PushSender } from './types';

/** The built-in adapter: each push becomes a push_outbox row, in the notification's transaction. */
export const outboxPushSender: PushSender = {
  provider: 'outbox',
  async queue(tx: Executor, customerId: number, push: PushMessage) {
    await tx.insert(pushOutbox).values({ customerId, ...push });
    return null;
  },
};
