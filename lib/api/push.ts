import { z } from 'zod';
import { CUSTOMER_API_PREFIX } from '@/lib/constants';
import { pushConfig, type pushSubscriptionBody } from '@/lib/contract/notification';
import { apiCall } from './client';

/**
 * The key this shop's pushes are signed with (GET /api/v1/push/config), or null
 * when the shop pushes nothing to browsers (the built-in outbox adapter). The
 * configured key header goes along when the storefront has one.
 */
export async function fetchVapidKey(): Promise<string | null> {
  const key = process.env.NEXT_PUBLIC_PUSH_CONFIG_KEY;
  const result = await apiCall('get', '/api/v1/push/config', pushConfig, {
    headers: key ? { key } : undefined,
  });
  return result.data.vapid_public_key;
}

/** POST /api/v1/app/push/subscribe: this browser's subscription, for the caller. */
export function saveSubscription(subscription: z.input<typeof pushSubscriptionBody>) {
  return apiCall(
    'post',
    `${CUSTOMER_API_PREFIX}/push/subscribe`,
    z.object({ endpoint: z.string() }),
    {
      json: subscription,
    },
  );
}
