import type { Transaction } from '@/lib/contract/payment';

/**
 * How long after a top-up the paid screen still speaks of it. The bank returns
 * within minutes; the margin also covers a customer's clock that runs off.
 */
export const RECENT_TOP_UP_MS = 60 * 60_000;

/**
 * The top-up the paid screen was returned for: the newest one, when it is
 * recent. The server redirects there only after verifying the payment, so it
 * is in the list; a visit long after (or typed by hand) finds none.
 */
export function recentTopUp(items: Transaction[], now: Date): Transaction | null {
  const newest = items
    .filter((item) => item.kind === 'top_up' && item.amount > 0)
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))[0];
  if (!newest) return null;
  const age = now.getTime() - Date.parse(newest.created_at);
  return Number.isFinite(age) && age <= RECENT_TOP_UP_MS ? newest : null;
}
