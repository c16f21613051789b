import { toPersianDigits } from '@/lib/format/digits';

/**
 * A catalogue message with its {placeholders} filled: numbers are written in
 * Persian digits, as every number a customer reads is.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = values[key];
    if (value === undefined) return whole;
    return typeof value === 'number' ? toPersianDigits(value) : value;
  });
}
