import { expect, type Page, test } from '@playwright/test';
import { freshMobile, journeyAddress, loginThroughApi } from './support/session';

const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';
const persian = (text: string) => text.replace(/\d/g, (d) => PERSIAN[Number(d)] ?? d);

/** A national code with a right check digit: nine random digits, then the mod-11 digit. */
function validNationalCode(): string {
  const nine = Array.from({ length: 9 }, (_, i) =>
    i === 0 ? 1 + Math.floor(Math.random() * 9) : Math.floor(Math.random() * 10),
  );
  const sum = nine.reduce((acc, digit, i) => acc + digit * (10 - i), 0);
  const remainder = sum % 11;
  return [...nine, remainder < 2 ? remainder : 11 - remainder].join('');
}

async function openProfile(page: Page) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': journeyAddress() });
  await loginThroughApi(page, freshMobile());
  await page.goto('/profile');
  await expect(page.getByTestId('profile-form')).toBeVisible();
}

test('a customer fills in the profile, lands on home after saving, and finds it saved', async ({
  page,
}) => {
  await openProfile(page);
  const code = validNationalCode();
  await page.getByLabel('نام', { exact: true }).fill('مریم');
  await page.getByLabel('نام خانوادگی').fill('احمدی');
  await page.getByRole('radio', { name: 'زن' }).check();
  await page.getByLabel('کد ملی').fill(persian(code));
  await page.getByLabel('نام پدر').fill('علی');
  await page.getByLabel('کد پستی').fill('۸۱۷۴۶۷۳۱۱۱');
  // 31 Ordibehesht 1369 is 21 May 1990.
  await page.locator('#birthday-year').selectOption('1369');
  await page.locator('#birthday-month').selectOption('2');
  await page.locator('#birthday-day').selectOption('31');
  await expect(page.getByTestId('birthday-chosen')).toHaveText('تاریخ انتخاب‌شده: ۳۱ اردیبهشت ۱۳۶۹');

  await page.getByTestId('profile-save').click();
  await expect(page.getByText('اطلاعات حساب شما ذخیره شد')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');

  await page.goto('/profile');
  await expect(page.getByLabel('نام', { exact: true })).toHaveValue('مریم');
  await expect(page.getByLabel('نام خانوادگی')).toHaveValue('احمدی');
  await expect(page.getByRole('radio', { name: 'زن' })).toBeChecked();
  await expect(page.getByLabel('کد ملی')).toHaveValue(persian(code));
  await expect(page.getByLabel('نام پدر')).toHaveValue('علی');
  await expect(page.getByLabel('کد پستی')).toHaveValue('۸۱۷۴۶۷۳۱۱۱');
  await expect(page.locator('#birthday-year')).toHaveValue('1369');
  await expect(page.locator('#birthday-month')).toHaveValue('2');
  await expect(page.locator('#birthday-day')).toHaveValue('31');
  await expect(page.getByTestId('profile-name')).toHaveText('مریم احمدی');
});

test('a national code with a wrong check digit is refused under its field and nothing is saved', async ({
  page,
}) => {
  await openProfile(page);
  await page.getByLabel('نام', { exact: true }).fill('رضا');
  await page.getByLabel('نام خانوادگی').fill('کریمی');
  const nationCode = page.getByLabel('کد ملی');
  await nationCode.fill('۱۲۳۴۵۶۷۸۹۰');
  await page.getByTestId('profile-save').click();

  await expect(page.getByTestId('nation_code-error')).toHaveText('کد ملی معتبر نیست');
  await expect(nationCode).toHaveAttribute('aria-invalid', 'true');
  await expect(nationCode).toBeFocused();
  await expect(page).toHaveURL((url) => url.pathname === '/profile');

  await page.reload();
  await expect(page.getByLabel('کد ملی')).toHaveValue('');
  await expect(page.getByLabel('نام', { exact: true })).toHaveValue('');
});
