import { toPersianDigits } from '@/lib/format/digits';
import { apiMessages } from '@/server/http/messages';

export const authMessages = apiMessages.auth;

/** Fills `{name}` placeholders, numbers in Persian digits as the customer reads them. */
export function fillMessage(template: string, values: Record<string, number | string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : toPersianDigits(value);
  });
}
