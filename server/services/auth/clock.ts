/**
 * The auth services' "now": expiry is computed from the process's clock, not
 * the database's, so tests can step past a code's lifetime (and a rate-limit
 * window, which rate-limiter-flexible keeps by the same clock) with a fake Date.
 */
export function authNow(): Date {
  return new Date();
}
