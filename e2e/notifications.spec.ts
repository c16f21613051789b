import { expect, test } from '@playwright/test';
import { moveOrder, placePickupOrder } from './support/orders';
import { freshMobile, journeyAddress, loginThroughApi } from './support/session';

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': journeyAddress() });
});

test('a guest gets no bell, and asks nothing about notifications', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/notification')) asked.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('header-bell')).toHaveCount(0);
  expect(asked).toEqual([]);
});

test('the bell learns of a staff status move without a reload, the notification leads to the order, and all are marked read', async ({
  page,
}) => {
  test.slow();
  const { token } = await loginThroughApi(page, freshMobile());
  const { order_id: orderId } = await placePickupOrder(page.request, token, 'cash');

  await page.goto('/');
  const bell = page.getByTestId('header-bell');
  await expect(bell).toBeVisible();
  await expect(bell).toHaveAccessibleName('اعلان‌ها');
  await expect(page.getByTestId('header-bell-count')).toHaveCount(0);

  // Once the live stream is open, staff move the order.
  await expect(bell).toHaveAttribute('data-live', 'true');
  const moved = Date.now();
  await moveOrder(page.request, orderId, 'in_progress');
  await expect(page.getByTestId('header-bell-count')).toHaveText('۱', { timeout: 2000 });
  expect(Date.now() - moved).toBeLessThan(2000);
  await expect(bell).toHaveAccessibleName('اعلان‌ها، ۱ خوانده‌نشده');

  await bell.click();
  await expect(page).toHaveURL(/\/profile\/notifications$/);
  await expect(page.getByRole('heading', { name: 'اعلان‌ها', level: 1 })).toBeVisible();
  const item = page.getByTestId('notification').first();
  await expect(item).toHaveAttribute('data-read', 'false');
  await expect(item).toContainText('در حال آماده‌سازی');
  // Named as the orders list names it («سفارش شمارهٔ ۳۷»), never by its long tracking code.
  const number = new Intl.NumberFormat('fa-IR').format(orderId);
  await expect(item.getByRole('heading')).toHaveText(`سفارش شمارهٔ ${number}: در حال آماده‌سازی`);
  await expect(item).toContainText(`سفارش شمارهٔ ${number} در حال آماده‌سازی است.`);
  // Jalali date with Persian digits.
  await expect(item.locator('time')).toHaveText(/[۰-۹]+ [آ-ی]+ ۱۴۰[۰-۹]، [۰-۹]{1,2}:[۰-۹]{2}/);

  // A second move arrives while the inbox is open: it appears without a reload.
  await moveOrder(page.request, orderId, 'ready');
  await expect(page.getByTestId('header-bell-count')).toHaveText('۲', { timeout: 2000 });
  await expect(page.getByTestId('notification')).toHaveCount(2);

  await page.getByTestId('notification').first().getByTestId('notification-open').click();
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
  await expect(page.getByTestId('header-bell-count')).toHaveText('۱');

  await page.goto('/profile/notifications');
  await page.getByTestId('notifications-mark-all').click();
  await expect(page.getByText('همهٔ اعلان‌ها خوانده شد').first()).toBeVisible();
  await expect(page.getByTestId('header-bell-count')).toHaveCount(0);
  await expect(page.locator('[data-testid="notification"][data-read="false"]')).toHaveCount(0);
  await expect(page.getByTestId('notifications-mark-all')).toBeDisabled();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/notifications-inbox.png', fullPage: true });
});
