import { expect, test } from '@playwright/test';

// The demo configuration's palette (server/db/seed/storefront.ts): primary #0E7C86.
test('the configured palette colours the first HTML, in the light theme only', async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('--primary:#0e7c86');
  await page.goto('/');
  const primary = () =>
    page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--primary').trim(),
    );
  expect(await primary()).toBe('#0e7c86');
  await page.getByRole('button', { name: 'حالت تیره' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await primary()).not.toBe('#0e7c86');
});
