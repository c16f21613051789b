import { toLatinDigits } from '@/lib/format/digits';

/**
 * An Iranian national code (کد ملی): ten digits whose last is a check digit
 * over the first nine, weighted 10 … 2, mod 11. Codes of one repeated digit pass
 * the arithmetic but are never issued, so they are refused too. Persian and
 * Arabic digits are read as Latin ones.
 */
export function isValidNationalCode(input: string): boolean {
  const code = toLatinDigits(input.trim());
  if (!/^\d{10}$/.test(code) || /^(\d)\1{9}$/.test(code)) return false;
  const digits = [...code].map(Number);
  const check = digits[9];
  const sum = digits.slice(0, 9).reduce((acc, digit, i) => acc + digit * (10 - i), 0);
  const remainder = sum % 11;
  return check === (remainder < 2 ? remainder : 11 - remainder);
}
