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

/** A fresh key the server accepts (8–64 of [A-Za-z0-9_-]). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
