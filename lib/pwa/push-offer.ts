/**
 * The moments the shop offers to push: an order just placed, a back-in-stock
 * reminder just set, a reservation just made. offerPush() marks the moment;
 * components/pwa/pwa-prompts.tsx hears of it and shows the shop's own sheet
 * before the browser is ever asked. The mark lives in sessionStorage, so a
 * moment followed by a trip to the bank is still offered on the way back.
 */

export const PUSH_REASONS = ['order', 'restock', 'reservation'] as const;
export type PushReason = (typeof PUSH_REASONS)[number];

export const PUSH_OFFER_EVENT = 'shop:push-offer';
const PENDING_KEY = 'shop-push-offer';

/** This browser can receive pushes (iOS Safari only once the shop is on the home screen). */
export function pushIsSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

export function offerPush(reason: PushReason): void {
  if (!pushIsSupported()) return;
  try {
    window.sessionStorage.setItem(PENDING_KEY, reason);
  } catch {
    // Storage refused (a private window): the offer still shows on this page.
  }
  window.dispatchEvent(new CustomEvent<PushReason>(PUSH_OFFER_EVENT, { detail: reason }));
}

const isReason = (value: unknown): value is PushReason =>
  PUSH_REASONS.some((reason) => reason === value);

/** The moment marked and not yet answered, if any. */
export function pendingPushOffer(): PushReason | null {
  try {
    const value = window.sessionStorage.getItem(PENDING_KEY);
    return isReason(value) ? value : null;
  } catch {
    return null;
  }
}

export function clearPushOffer(): void {
  try {
    window.sessionStorage.removeItem(PENDING_KEY);
  } catch {}
}

export function reasonOf(event: Event): PushReason | null {
  return event instanceof CustomEvent && isReason(event.detail) ? event.detail : null;
}
