/** One submit attempt: the request it stands for and the key that names it. */
export type SubmitAttempt = { fingerprint: string; key: string };

/**
 * The key for a submit. Repeating the same request (a double click, a retry
 * after a lost answer) reuses the attempt's key, so the server answers with
 * the first order; any changed choice is a new attempt with a new key.
 */
export function attemptFor(
  previous: SubmitAttempt | null,
  fingerprint: string,
  newKey: () => string,
): SubmitAttempt {
  if (previous && previous.fingerprint === fingerprint) return previous;
  return { fingerprint, key: newKey() };
}

/**
 * A fresh key the server accepts (8–64 of [A-Za-z0-9_-]): 16 random bytes in
 * base64url. Not crypto.randomUUID, which browsers offer only on https and
 * localhost: a phone opening the shop at the machine's LAN address over plain
 * http could not place an order.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}
