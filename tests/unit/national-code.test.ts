import { verifyIranianNationalId } from '@persian-tools/persian-tools';
import { describe, expect, it } from 'vitest';
import { rngFor } from '@/lib/seeded-random';
import { isValidNationalCode } from '@/lib/text/national-code';
import { nationCode } from '@/server/db/seed/people';

describe('isValidNationalCode', () => {
  it('accepts codes whose check digit is right', () => {
    for (const code of ['0499370899', '0684159414', '1234567891', '0010350829']) {
      expect(isValidNationalCode(code), code).toBe(true);
    }
  });

  it('reads Persian and Arabic digits and ignores surrounding space', () => {
    expect(isValidNationalCode('۰۴۹۹۳۷۰۸۹۹')).toBe(true);
    expect(isValidNationalCode('٠٦٨٤١٥٩٤١٤')).toBe(true);
    expect(isValidNationalCode(' 0499370899 ')).toBe(true);
  });

  it('refuses a wrong check digit', () => {
    expect(isValidNationalCode('0499370898')).toBe(false);
    expect(isValidNationalCode('1234567890')).toBe(false);
  });

  it('refuses anything but exactly ten digits', () => {
    for (const code of [
      '',
      '499370899',
      '04993708990',
      '04993708a9',
      '0499-370899',
      '04993 70899',
    ]) {
      expect(isValidNationalCode(code), code).toBe(false);
    }
  });

  it('refuses a single repeated digit, which passes the arithmetic but is never issued', () => {
    for (let digit = 0; digit <= 9; digit++) {
      expect(isValidNationalCode(String(digit).repeat(10))).toBe(false);
    }
  });

  it('accepts every code the demo seed generates', () => {
    const rng = rngFor('national-code-test');
    for (let i = 0; i < 200; i++) expect(isValidNationalCode(nationCode(rng))).toBe(true);
  });

  it('agrees with persian-tools on ten-digit strings', () => {
    const rng = rngFor('national-code-agreement');
    for (let i = 0; i < 3000; i++) {
      const code = Array.from({ length: 10 }, () => rng.int(0, 9)).join('');
      // Random strings hit a valid check digit about one time in eleven; force some more.
      const candidate = i % 3 === 0 ? `${code.slice(0, 9)}${checkDigit(code)}` : code;
      expect(isValidNationalCode(candidate), candidate).toBe(
        verifyIranianNationalId(candidate, { checkPrefix: false }),
      );
    }
  });
});

function checkDigit(code: string): number {
  const sum = [...code.slice(0, 9)].reduce((acc, digit, i) => acc + Number(digit) * (10 - i), 0);
  const remainder = sum % 11;
  return remainder < 2 ? remainder : 11 - remainder;
}
