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

test('a search typed with a space finds what its ZWNJ spelling finds, and both boxes keep the term', async ({
  page,
}) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  const box = header.getByRole('combobox', { name: /جستجو/ });
  await box.fill('پسته ای');
  // Suggestions name the category and mark what matched.
  const suggestion = page.getByRole('option').first();
  await expect(suggestion.getByTestId('suggestion-detail')).not.toBeEmpty();
  await expect(suggestion.locator('mark').first()).toBeVisible();
  await box.press('Enter');

  await expect(page).toHaveURL(/\/search\?q=/);
  const results = page.getByTestId('search-results');
  await expect(results.getByTestId('product-card').first()).toContainText('پسته');
  await expect(box).toHaveValue('پسته ای');
  await expect(page.locator('#filter-q')).toHaveValue('پسته ای');

  const spaced = await results.getByTestId('product-card').count();
  await page.goto(`/search?q=${encodeURIComponent('پسته‌ای')}`);
  await expect(results.getByTestId('product-card')).toHaveCount(spaced);

  // A new search from the header replaces the term in both boxes.
  await box.fill('پنیر');
  await box.press('Enter');
  await expect(page).toHaveURL(/q=%D9%BE%D9%86%DB%8C%D8%B1/);
  await expect(box).toHaveValue('پنیر');
  await expect(results.getByTestId('product-card').first()).toContainText('پنیر');
});

test('a term typed before the page’s scripts arrive is kept, and its suggestions follow', async ({
  page,
}) => {
  // A phone on a slow network: the server's HTML is up, the scripts are not yet.
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const box = page.getByRole('banner').getByRole('combobox', { name: /جستجو/ });
  await box.fill('پسته ای');
  release();

  await expect(page.getByRole('option').first().getByTestId('suggestion-detail')).not.toBeEmpty();
  await expect(box).toHaveValue('پسته ای');
});
