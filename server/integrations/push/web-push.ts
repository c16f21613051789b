import type { Agent } from 'node:https';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Executor } from '@/server/db/database';
import { pushSubscriptions } from '@/server/db/schema';
import type { PushMessage, PushSender } from './types';

export type VapidSettings = { publicKey: string; privateKey: string; subject: string };

/** Seconds a push service keeps an undelivered push: a day, then it is stale news. */
const TIME_TO_LIVE_S = 24 * 60 * 60;

/**
 * The real adapter: Web Push with VAPID (RFC 8030, 8291, 8292) to every
 * browser the customer subscribed, through the `web-push` package. The
 * subscriptions are read in the notification's transaction; the pushes go out
 * after the commit. A push service that refuses is logged: the notification
 * stays in the inbox either way.
 */
export function webPushSender(
  vapid: VapidSettings,
  /** How to reach push services (an agent that trusts a private CA, a proxy's agent). */
  network: { agent?: Agent } = {},
): PushSender {
  return {
    provider: 'webpush',
    async queue(tx: Executor, customerId: number, push: PushMessage) {
      const targets = await tx
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.customerId, customerId));
      if (targets.length === 0) return null;
      const payload = JSON.stringify(push);
      return async () => {
        const sent = await Promise.allSettled(
          targets.map((target) =>
            webpush.sendNotification(
              { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
              payload,
              {
                vapidDetails: vapid,
                TTL: TIME_TO_LIVE_S,
                urgency: 'normal',
                ...network,
              },
            ),
          ),
        );
        for (const outcome of sent) {
          if (outcome.status === 'rejected') console.warn('[push] not delivered:', outcome.reason);
        }
      };
    },
  };
}
