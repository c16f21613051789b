import { toPersianDigits } from '@/lib/format/digits';

/**
 * A catalogue message with its {placeholders} filled, in Persian digits
 * whatever the value: numbers ungrouped (ids and counts read as they are;
 * callers format amounts themselves), and the digits inside text too (an
 * order's tracking code «DM۱۴۰۵۰۰۰۱» in a ledger line the customer reads).
 */
export function fillMessage(template: string, values: Record<string, number | string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : toPersianDigits(value);
  });
}
