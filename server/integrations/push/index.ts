import type { Executor } from '@/server/db/database';
import { outboxPushSender } from './outbox';
import type { PushSender } from './types';
import { webPushSender } from './web-push';

export type { AfterCommitSend, PushMessage, PushSender } from './types';

type Env = Record<string, string | undefined>;

/** PUSH_PROVIDER, lower-cased; unset means the built-in outbox. */
export function pushProviderName(env: Env = process.env): string {
  return env.PUSH_PROVIDER?.trim().toLowerCase() || 'outbox';
}

/** The VAPID public key browsers subscribe with, when Web Push is configured. */
export function vapidPublicKey(env: Env = process.env): string | null {
  return pushProviderName(env) === 'webpush' ? env.VAPID_PUBLIC_KEY?.trim() || null : null;
}

/**
 * The adapter PUSH_PROVIDER names: `outbox` (default, built in) or `webpush`
 * (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT: a mailto: or https: address).
 * A misspelt provider or missing keys push nothing and say so once per push,
 * rather than quietly filling a table nobody reads.
 */
export function pushSenderFor(env: Env = process.env): PushSender {
  const provider = pushProviderName(env);
  if (provider === 'outbox') return outboxPushSender;
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  const subject = env.VAPID_SUBJECT?.trim();
  if (provider === 'webpush' && publicKey && privateKey && subject) {
    return webPushSender({ publicKey, privateKey, subject });
  }
  return {
    provider,
    async queue(_tx: Executor) {
      console.error(`[push] PUSH_PROVIDER=${provider} is unknown or lacks its VAPID settings`);
      return null;
    },
  };
}
