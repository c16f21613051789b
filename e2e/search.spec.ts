import { expect, test } from '@playwright/test';

const digitsOf = (text: string) =>
  Number(text.replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0)).replace(/[^\d]/g, ''));

test('search with filters and paging lives in the URL and the back button', async ({ page }) => {
  await page.goto('/search?q=گز');
  const results = page.getByTestId('search-results');
  await expect(results.getByTestId('product-card').first()).toBeVisible();
  await expect(results.getByTestId('product-card').first()).toContainText('گز');

  await page.getByLabel(/مرتب/).selectOption('cheapest');
  await expect(page).toHaveURL(/sort=cheapest/);
  await expect(page).toHaveURL(/q=/);
  const prices = await results.getByTestId('product-price').allTextContents();
  const values = prices.map((p) => digitsOf(p.split('\n').at(-1) ?? p));
  expect(values.length).toBeGreaterThan(1);

  await page.goto('/products?sort=newest');
  const firstOnPageOne = (await page.getByTestId('product-card').first().textContent()) ?? '';
  await page
    .getByTestId('pagination')
    .getByRole('link', { name: /۲|بعدی/ })
    .first()
    .click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByTestId('product-card').first()).not.toHaveText(firstOnPageOne);
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByTestId('product-card').first()).toHaveText(firstOnPageOne);
});

test('a shared search address shows the same filtered results', async ({ page }) => {
  await page.goto('/products?is_exist=true&sort=most_expensive');
  await expect(page.getByLabel(/مرتب/)).toHaveValue('most_expensive');
  await expect(page.getByTestId('product-card').filter({ hasText: 'ناموجود' })).toHaveCount(0);
});
