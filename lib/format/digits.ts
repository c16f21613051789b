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

// Made once on first use: building it costs about fifty times a format, and a
// list formats every price on it.
let numberFormat: Intl.NumberFormat | undefined;

/** A whole number with Persian digits and the Persian thousands separator. */
export function formatNumber(value: number): string {
  numberFormat ??= new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 0 });
  return numberFormat.format(value);
}
