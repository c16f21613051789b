import { describe, expect, it } from 'vitest';
import { loginBody, validateBody } from '@/lib/contract/auth';
import { normalizeMobile } from '@/lib/text/mobile';

describe('normalizeMobile', () => {
  it.each([
    '09123456789',
    '9123456789',
    '989123456789',
    '+989123456789',
    '00989123456789',
    '+98 912 345 6789',
    '+98 (912) 345-6789',
    '0912-345-6789',
    '0912 345 6789',
    '+98 0912 345 6789',
    '۰۹۱۲۳۴۵۶۷۸۹',
    '٠٩١٢٣٤٥٦٧٨٩',
    '+۹۸۹۱۲۳۴۵۶۷۸۹',
    '۰۰۹۸ ۹۱۲ ۳۴۵ ۶۷۸۹',
    '\u200e0912\u200c345\u00a06789\u200f',
    ' 09123456789 ',
    '0912–345—6789',
  ])('reads %j as 09123456789', (input) => {
    expect(normalizeMobile(input)).toBe('09123456789');
  });

  it.each([
    '',
    '0912345678',
    '091234567890',
    '08123456789',
    '02112345678',
    '+9712345678901',
    '0989123456789',
    '+09123456789',
    '0912345678a',
    '۰۹۱۲۳۴۵۶۷۸',
    '9',
    '00 98 91 23 45 67 89 0',
    '0'.repeat(50),
    '09123456789; DROP TABLE customers',
  ])('refuses %j', (input) => {
    expect(normalizeMobile(input)).toBeNull();
  });
});

describe('the login contract', () => {
  it('normalises the mobile and drops fields it does not know', () => {
    expect(loginBody.parse({ mobile: '+۹۸ ۹۱۲ ۳۴۵ ۶۷۸۹', role: 'staff' })).toEqual({
      mobile: '09123456789',
    });
  });

  it('gives Persian messages for a missing or bad mobile', () => {
    const missing = loginBody.safeParse({});
    const bad = loginBody.safeParse({ mobile: '12345' });
    const wrongType = loginBody.safeParse({ mobile: 9123456789 });
    expect(missing.error?.issues[0]?.message).toBe('شمارهٔ موبایل را وارد کنید');
    expect(bad.error?.issues[0]?.message).toMatch(/^شمارهٔ موبایل درست نیست/);
    expect(wrongType.error?.issues[0]?.message).toMatch(/^شمارهٔ موبایل درست نیست/);
  });

  it('reads the code in Persian, Arabic or Latin digits and refuses anything else', () => {
    const mobile = '09123456789';
    expect(validateBody.parse({ mobile, code: '۱۲۳۴۵۶' }).code).toBe('123456');
    expect(validateBody.parse({ mobile, code: '١٢٣٤٥٦' }).code).toBe('123456');
    expect(validateBody.parse({ mobile, code: ' 012345 ' }).code).toBe('012345');
    for (const code of ['12345', '1234567', '12a456', '12 456', '', '۱۲۳۴۵']) {
      expect(validateBody.safeParse({ mobile, code }).error?.issues[0]?.message).toBe(
        'کد تأیید باید ۶ رقم باشد',
      );
    }
    expect(validateBody.safeParse({ mobile, code: 123456 }).success).toBe(false);
    expect(validateBody.safeParse({ mobile }).error?.issues[0]?.message).toBe(
      'کد تأیید را وارد کنید',
    );
  });
});
