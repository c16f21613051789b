import { expect, test } from '@playwright/test';
import { journeyAddress } from './support/session';

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
