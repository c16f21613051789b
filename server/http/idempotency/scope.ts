import type { Caller } from '../context';

/**
 * Whose keys a key is among: one caller on one call (method and declared
 * path), so two customers, or one customer on two calls, never share a key.
 * Null for a caller with neither a customer nor a user id: an anonymous key
 * could be anyone's, so such a call runs as if no key were sent.
 */
export function idempotencyScope(
  call: { method: string; path: string },
  caller: Caller | null,
): string | null {
  if (!caller || (caller.customerId === null && caller.userId === null)) return null;
  const who = `${caller.role}:${caller.customerId ?? '-'}:${caller.userId ?? '-'}`;
  return `${who} ${call.method.toUpperCase()} ${call.path}`;
}
