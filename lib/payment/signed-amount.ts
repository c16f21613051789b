/**
 * A credit movement as a customer reads it: «+۱۰٬۰۰۰ تومان» added,
 * «−۵٬۰۰۰ تومان» spent, shown in the page's right-to-left flow. The locale
 * writes the sign with a left-to-right mark before it, which keeps the sign
 * on the digits' side, so the amount is read first and the unit after it.
 */
const signed = new Intl.NumberFormat('fa-IR', {
  maximumFractionDigits: 0,
  signDisplay: 'exceptZero',
});

export function signedToman(amount: number, unit: string): string {
  return `${signed.format(amount)} ${unit}`;
}
