import { expect, type Page, test } from '@playwright/test';
import { freshMobile, journeyAddress, loginThroughApi } from './support/session';

type TypeRow = { id: number; name: string; declarable: boolean };
type Envelope = { success: boolean; code: number; msg: string; errors?: Record<string, string[]> };

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': journeyAddress() });
});

async function openProfile(page: Page, mobile: string) {
  const login = await loginThroughApi(page, mobile);
  await page.goto('/profile');
  await expect(page.getByTestId('profile-form')).toBeVisible();
  return login;
}

test('a customer picks only a type meant for customers, and cannot give themselves a privileged one', async ({
  page,
}) => {
  const { token, customer } = await openProfile(page, freshMobile());
  const field = page.getByLabel('نوع مشتری');
  await expect(field).toBeEnabled();
  await expect(field.locator('option')).toHaveText(['انتخاب نشده', 'مشتری عادی', 'مشتری سازمانی']);

  await page.getByLabel('نام', { exact: true }).fill('نرگس');
  await page.getByLabel('نام خانوادگی').fill('صادقی');
  await field.selectOption({ label: 'مشتری سازمانی' });
  await page.getByTestId('profile-save').click();
  await expect(page.getByText('اطلاعات حساب شما ذخیره شد')).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByLabel('نوع مشتری').locator('option:checked')).toHaveText('مشتری سازمانی');

  // Asked for directly, the privileged types are refused in Persian and nothing changes.
  const answer = await page.request.get('/api/v3/customers/customer-type/?just_parent=true');
  const { results } = (await answer.json()) as { results: TypeRow[] };
  for (const name of ['مشتری ویژه', 'همکار تجاری']) {
    const privileged = results.find((type) => type.name === name);
    expect(privileged?.declarable).toBe(false);
    const edit = await page.request.post(`/api/v1/app/customers/${customer.id}/edit`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { customer_type_id: privileged?.id },
    });
    expect(edit.status()).toBe(400);
    const body = (await edit.json()) as Envelope;
    expect(body.msg).toBe(
      `«${name}» را فقط فروشگاه می‌تواند برای شما ثبت کند؛ یکی از نوع‌های فهرست را انتخاب کنید`,
    );
  }
  await page.reload();
  await expect(page.getByLabel('نوع مشتری').locator('option:checked')).toHaveText('مشتری سازمانی');
});

test('a customer the shop made a business partner sees «فروشگاه سوغات» in the profile, shown but not changeable', async ({
  page,
}) => {
  // The demo's sixth customer is a souvenir shop, one of the shop's business partners
  // (and a login no other journey makes, so no code cooldown is shared).
  await openProfile(page, '09120000006');
  const field = page.getByLabel('نوع مشتری');
  await expect(field).toBeDisabled();
  await expect(field.locator('option:checked')).toHaveText('فروشگاه سوغات');
  await expect(field).toHaveAccessibleDescription(
    'این نوع را فروشگاه برای شما ثبت کرده است و فقط فروشگاه می‌تواند آن را تغییر دهد.',
  );
  await expect(page.getByText('نوع فعلی شما')).toHaveCount(0);

  // Saving the rest of the profile keeps the granted type.
  await page.getByLabel('نام پدر').fill('حسن');
  await page.getByTestId('profile-save').click();
  await expect(page.getByText('اطلاعات حساب شما ذخیره شد')).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByLabel('نوع مشتری').locator('option:checked')).toHaveText('فروشگاه سوغات');
  await expect(page.getByLabel('نام پدر')).toHaveValue('حسن');
});
