/**
 * INVOICE_TAX_PERCENT: the value-added tax rate the invoice shows, a number
 * from 0 (exclusive) to 100; unset or anything else prints no tax line. Prices
 * already include it, so the line says the share of the total that is tax
 * and the total stays what the customer paid.
 */
export function invoiceTaxPercent(): number | null {
  const raw = process.env.INVOICE_TAX_PERCENT?.trim();
  if (!raw) return null;
  const percent = Number(raw);
  return Number.isFinite(percent) && percent > 0 && percent <= 100 ? percent : null;
}

/** The tax inside a price that includes it at this rate, in whole Toman. */
export function includedTax(price: number, percent: number): number {
  return Math.round((price * percent) / (100 + percent));
}
