import { randomInt } from 'node:crypto';
import { currentJalaliYear } from '@/lib/format/jalali-parts';

const RANDOM_DIGITS = 8;

/**
 * The code a customer reads as the order's id: the Jalali year and eight random
 * digits (like the demo's DM1405…, without guessable sequence numbers). A clash
 * is caught by orders_tracking_uq and the order is written again with a new code.
 */
export function newTrackingCode(now: Date = new Date()): string {
  const digits = String(randomInt(0, 10 ** RANDOM_DIGITS)).padStart(RANDOM_DIGITS, '0');
  return `${currentJalaliYear(now)}${digits}`;
}
