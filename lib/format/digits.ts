const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';

/** Latin digits to Persian for display; everything else is left alone. */
export function toPersianDigits(value: string | number): string {
  return String(value).replace(/[0-9]/g, (d) => PERSIAN_DIGITS[Number(d)] ?? d);
}

/** Persian and Arabic digits to Latin, for reading what a customer typed. */
export function toLatinDigits(value: string): string {
  return value
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));
}

/** A whole number with Persian digits and the Persian thousands separator. */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 0 }).format(value);
}
