import type { z } from 'zod';
import { notificationCalls } from '@/lib/contract/calls/notification';
import type { pushSubscriptionBody } from '@/lib/contract/notification';
import { send } from './client';

/**
 * The key this shop's pushes are signed with (GET /api/v1/push/config), or null
 * when the shop pushes nothing to browsers (the built-in outbox adapter). The
 * configured key header goes along when the storefront has one.
 */
export async function fetchVapidKey(): Promise<string | null> {
  const key = process.env.NEXT_PUBLIC_PUSH_CONFIG_KEY;
  const result = await send(
    notificationCalls.pushConfig,
    {},
    { headers: key ? { key } : undefined },
  );
  return result.data.vapid_public_key;
}

/** POST /api/v1/app/push/subscribe: this browser's subscription, for the caller. */
export function saveSubscription(subscription: z.input<typeof pushSubscriptionBody>) {
  return send(notificationCalls.pushSubscribe, { body: subscription });
}
