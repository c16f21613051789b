import { expect, test } from '@playwright/test';

// With JavaScript: Next streams the not-found boundary and reveals it by script
// (the status is 404 either way, which is what crawlers read).
test('an unknown product answers a Persian 404 page', async ({ page }) => {
  const response = await page.goto('/product/99999999/none');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/یافت نشد|پیدا نشد/);
});
