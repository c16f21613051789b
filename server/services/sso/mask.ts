import { toPersianDigits } from '@/lib/format/digits';

/**
 * 09121234567 → ۰۹۱۲***۴۵۶۷: enough to tell demo citizens apart, not to read
 * the number. Stars, not dots: a dot is how Persian writes zero.
 */
export function maskMobile(mobile: string): string {
  return toPersianDigits(`${mobile.slice(0, 4)}***${mobile.slice(-4)}`);
}
