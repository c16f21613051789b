/**
 * The sentence each idempotent call's description ends with (the reference at
 * /api/docs); `first` says what a repeat gets back, in the call's own terms.
 */
export function repeatSafe(first: string): string {
  return `Safe to repeat: with an Idempotency-Key (8–64 of [A-Za-z0-9_-]), a repeat by the same caller within a day, even a simultaneous one, answers ${first} (header Idempotent-Replayed: true) and writes nothing more; the key is taken in the transaction of the effect, so both exist or neither does. Another request (path, query or body) under the same key is a Persian 422, changing nothing; a refused request keeps no key. Without the header the call runs as it always has.`;
}
