import { createHash, timingSafeEqual } from 'node:crypto';
import type { PushConfig } from '@/lib/contract/notification';
import type { Database } from '@/server/db/database';
import { pushSubscriptions } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { apiMessages } from '@/server/errors/messages';
import { vapidPublicKey } from '@/server/integrations/push';

type Env = Record<string, string | undefined>;

/** FCM_CONFIG as an object, or null when unset or not a JSON object (logged: a setting typo). */
function fcmConfigOf(env: Env): Record<string, unknown> | null {
  const raw = env.FCM_CONFIG?.trim();
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return Object.fromEntries(Object.entries(parsed));
    }
  } catch {}
  console.error('[push] FCM_CONFIG is not a JSON object; no fcmConfig is served');
  return null;
}

/** Equal keys, compared in constant time (digests make the lengths equal). */
function sameKey(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The push-notification config (spec 7): FCM_CONFIG to a caller whose `key`
 * header is PUSH_CONFIG_KEY; a wrong or missing key is a 403. With no key
 * configured nobody can hold it, so the answer has no fcmConfig (the default).
 */
export function pushConfigFor(key: string | undefined, env: Env = process.env): PushConfig {
  const expected = env.PUSH_CONFIG_KEY?.trim();
  const vapid = vapidPublicKey(env);
  if (!expected) return { fcmConfig: null, vapid_public_key: vapid };
  if (!key || !sameKey(key, expected)) throw ApiError.forbidden(apiMessages.push.keyRequired);
  return { fcmConfig: fcmConfigOf(env), vapid_public_key: vapid };
}

/**
 * Keeps a browser's Web Push subscription for the caller. An endpoint belongs
 * to one browser: subscribing it again (after a login as someone else) moves it.
 */
export async function savePushSubscription(
  db: Database,
  customerId: number,
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
): Promise<void> {
  const values = {
    customerId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
  };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}
