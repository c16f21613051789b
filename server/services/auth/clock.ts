export type Clock = () => Date;

const systemClock: Clock = () => new Date();
let clock: Clock = systemClock;

/**
 * The auth services' "now". Expiry and rate-limit windows are computed from it
 * rather than the database's clock, so tests can step past a code's lifetime
 * without fake timers inside the database driver.
 */
export function authNow(): Date {
  return clock();
}

/** Tests only: replace the clock (null puts the system clock back). */
export function setAuthClock(next: Clock | null): void {
  clock = next ?? systemClock;
}
