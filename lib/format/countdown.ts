import { toPersianDigits } from './digits';

/** Whole seconds left until `deadline` (ms since epoch), rounded up so 0 means "now". */
export function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** `mm:ss` in Persian digits, as the code screen's countdown shows it. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const mm = String(Math.floor(whole / 60)).padStart(2, '0');
  const ss = String(whole % 60).padStart(2, '0');
  return toPersianDigits(`${mm}:${ss}`);
}
