import { toPersianDigits } from '@/lib/format/digits';

/**
 * A catalogue message with its {placeholders} filled: numbers in Persian
 * digits and ungrouped (ids and counts read as they are; callers format
 * amounts themselves), text as it is.
 */
export function fillMessage(template: string, values: Record<string, number | string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? toPersianDigits(value) : value;
  });
}
