import { formatNumber } from '@/lib/format/digits';
import { apiMessages } from '@/server/http/messages';

export const paymentMessages = apiMessages.payment;

/** Fills `{name}` placeholders: amounts as a customer reads them, codes as they are printed. */
export function fillPaymentMessage(
  template: string,
  values: Record<string, number | string>,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? formatNumber(value) : value;
  });
}
