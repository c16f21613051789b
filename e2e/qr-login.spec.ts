import { expect, test } from '@playwright/test';
import { freshMobile, journeyAddress, loginThroughApi } from './support/session';

type Stored = {
  state?: { user?: { loginToId?: number | null; auth?: { role?: string } | null } };
};

test('a printed shop QR code logs a visitor in once, and only once', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': journeyAddress() });
  await page.goto('/qr/print');
  const first = page.getByTestId('qr-link').first();
  await expect(first).toBeVisible();
  await expect(page.locator('svg title').first()).toContainText('کد QR ورود');
  const href = await first.getAttribute('href');
  expect(href).toMatch(/\/qr\/\d+\?t=/);
  const url = new URL(href ?? '');
  const path = `${url.pathname}${url.search}`;

  await page.goto(path);
  await expect(page.getByTestId('qr-success')).toContainText('خوش آمدید');
  await expect(page).toHaveURL((u) => u.pathname === '/', { timeout: 5000 });
  const stored = await page.evaluate(() => localStorage.getItem('root_persistent_v4'));
  const user = (JSON.parse(stored ?? '{}') as Stored).state?.user;
  expect(user?.loginToId).toEqual(expect.any(Number));
  expect(user?.auth?.role).toBe('guest');

  await page.goto(path);
  await expect(page.getByTestId('qr-failed')).toContainText('پیش‌تر به کار رفته');
});

test('a signed-in customer prints the demo’s shop codes instead of being sent to the login form', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': journeyAddress() });
  await loginThroughApi(page, freshMobile());
  await page.goto('/qr/print');
  await expect(page.getByTestId('qr-link').first()).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/qr/print');
  await expect(page.getByText(/اعتبار تا [۰-۹]{1,2}:[۰-۹]{2}$/).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/qr-print-customer.png' });
});
