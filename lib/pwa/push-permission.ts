import { fetchVapidKey, saveSubscription } from '@/lib/api/push';
import { pushIsSupported } from './push-offer';
import { registerServiceWorker } from './register-service-worker';

/**
 * Asking a phone for notifications, politely: the browser's own question
 * comes only after the shopper said yes to the shop's sheet, a «not now» is
 * respected for a while, and a browser that said no is never asked again (it
 * would not show its question anyway): the shopper is told where to turn
 * notifications back on instead, once in a while.
 */

/** Days a «not now» keeps the sheet away. */
export const NOT_NOW_DAYS = 14;
/** Days before a shopper whose browser blocks notifications is told how to unblock them again. */
export const DENIED_EXPLAINED_DAYS = 30;

const NOT_NOW_KEY = 'shop-push-not-now';
const EXPLAINED_KEY = 'shop-push-denied-explained';
const DAY_MS = 24 * 60 * 60 * 1000;

function rememberedWithin(key: string, days: number, now: number): boolean {
  try {
    const at = Number(window.localStorage.getItem(key));
    return Number.isFinite(at) && at > 0 && now - at < days * DAY_MS;
  } catch {
    return false;
  }
}

function remember(key: string, now: number): void {
  try {
    window.localStorage.setItem(key, String(now));
  } catch {}
}

export const rememberNotNow = (now = Date.now()) => remember(NOT_NOW_KEY, now);
export const rememberDeniedExplained = (now = Date.now()) => remember(EXPLAINED_KEY, now);

/** What the sheet shows at a moment of value: the question, how to unblock, or nothing. */
export type PushOffer = { kind: 'ask'; vapidKey: string } | { kind: 'denied' } | { kind: 'none' };

export async function decidePushOffer(now = Date.now()): Promise<PushOffer> {
  const permission = Notification.permission;
  if (permission === 'denied') {
    return rememberedWithin(EXPLAINED_KEY, DENIED_EXPLAINED_DAYS, now)
      ? { kind: 'none' }
      : { kind: 'denied' };
  }
  if (permission === 'default' && rememberedWithin(NOT_NOW_KEY, NOT_NOW_DAYS, now)) {
    return { kind: 'none' };
  }
  const vapidKey = await fetchVapidKey();
  // A shop that pushes to no browser has nothing to offer.
  if (!vapidKey) return { kind: 'none' };
  if (permission === 'granted') {
    // Allowed before (on this phone, perhaps as someone else): keep the subscription the caller's.
    await subscribe(vapidKey);
    return { kind: 'none' };
  }
  return { kind: 'ask', vapidKey };
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = window.atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((byte, at) => byte === b[at]);
}

/** Subscribes this browser (again, if the shop's key changed) and tells the shop where to push. */
async function subscribe(vapidKey: string): Promise<void> {
  await registerServiceWorker();
  const registration = await navigator.serviceWorker.ready;
  const key = keyBytes(vapidKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('the subscription has no keys');
  await saveSubscription({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });
}

export type AskOutcome = 'subscribed' | 'denied' | 'dismissed';

/** The browser's own question, after the shopper's yes; then the subscription. */
export async function askAndSubscribe(vapidKey: string): Promise<AskOutcome> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'dismissed';
  await subscribe(vapidKey);
  return 'subscribed';
}

/**
 * At logout: this browser stops receiving the customer's pushes (the push
 * service forgets the subscription), so the next person on the phone never
 * sees them. The next customer's moment of value subscribes it afresh.
 */
export async function unsubscribeThisBrowser(): Promise<void> {
  if (!pushIsSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration();
  await (await registration?.pushManager.getSubscription())?.unsubscribe();
}
