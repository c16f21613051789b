import { expect, test } from '@playwright/test';
import { journeyAddress } from './support/session';

type Stored = { state?: { user?: { auth?: { role?: string; customer_id?: number | null } } } };

test('a citizen logs in through the city portal and lands home as a customer', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': journeyAddress() });
  // The login screen's button asks for this URL; the journey asks directly.
  const answer = await page.request.get('/api/v1/user/sso/redirect');
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: { url: string } };
  await page.goto(data.url);
  await expect(page).toHaveURL((url) => url.pathname === '/sso/portal');

  await page.getByRole('button', { name: /رضا نوروزی/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/sso/callback');
  await expect(page.getByTestId('sso-success')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: 5000 });

  const stored = await page.evaluate(() => localStorage.getItem('root_persistent_v4'));
  const auth = (JSON.parse(stored ?? '{}') as Stored).state?.user?.auth;
  expect(auth?.role).toBe('customer');
  expect(auth?.customer_id).toEqual(expect.any(Number));
});

test('a callback without a valid state shows the system error and the way back', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': journeyAddress() });
  await page.goto('/sso/callback?code=made-up&state=never-issued');
  await expect(page.getByTestId('sso-failed')).toContainText('خطای سیستمی');
  await page.getByRole('link', { name: 'بازگشت به صفحه‌ی ورود' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
});
