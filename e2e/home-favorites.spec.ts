import { type Browser, expect, type Page, test } from '@playwright/test';
import { freshMobile, journeyAddress, loginThroughApi } from './support/session';

const POPULAR = 'محبوب‌ترین‌ها';
const OWN = 'علاقه‌مندی‌های شما';

/** The product names a home row shows, in order. */
async function rowNames(page: Page, title: string): Promise<string[]> {
  const row = page.getByRole('region', { name: title, exact: true });
  await expect(row.getByRole('heading', { level: 3 }).first()).toBeVisible();
  return (await row.getByRole('heading', { level: 3 }).allTextContents()).map((name) =>
    name.trim(),
  );
}

/** What a visitor who is not signed in sees in the row, in a browser of their own. */
async function asGuest(browser: Browser, title: string): Promise<string[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  const names = await rowNames(page, title);
  await context.close();
  return names;
}

test('the popular row stays the shop’s after a customer favourites, and their own favourites get a row of their own', async ({
  page,
  browser,
}) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': journeyAddress() });
  const { token } = await loginThroughApi(page, freshMobile());

  // A product the popular row does not show, favourited by the customer.
  const popular = await asGuest(browser, POPULAR);
  const listed = await page.request.get('/api/v1/products?type=newest&page=1&limit=30');
  const { data } = (await listed.json()) as {
    data: { results: { id: number; name: string; is_exist: boolean }[] };
  };
  const liked = data.results.find((product) => product.is_exist && !popular.includes(product.name));
  if (!liked) throw new Error('no product outside the popular row');
  const added = await page.request.post('/api/v1/app/add/favorite', {
    headers: { Authorization: `Bearer ${token}` },
    data: { product_id: liked.id },
  });
  expect(added.ok()).toBe(true);

  await page.goto('/');
  const own = page.getByRole('region', { name: OWN, exact: true });
  await expect(own.getByRole('heading', { name: liked.name, level: 3 })).toBeVisible();
  // The shop's row is what every visitor sees, not the customer's one favourite.
  const seen = await rowNames(page, POPULAR);
  expect(seen).toEqual(await asGuest(browser, POPULAR));
  expect(seen.length).toBeGreaterThan(1);
  await own.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/home-own-favorites.png' });
});
