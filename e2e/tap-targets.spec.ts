import { expect, type Page, test } from '@playwright/test';
import { loginThroughApi } from './support/session';
import { smallTapTargets } from './support/tap-targets';

type Envelope<T> = { data: T };
type Listed = { id: number; slug: string; is_exist: boolean };
type Detail = Listed & { toppings: unknown[] };

async function measure(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return smallTapTargets(page);
}

/** A product in stock with toppings, so the page shows every kind of control it has. */
async function productWithToppings(page: Page): Promise<Detail> {
  const answer = await page.request.get('/api/v1/products?type=newest&limit=60');
  const { data } = (await answer.json()) as Envelope<{ results: Listed[] }>;
  for (const listed of data.results.filter((p) => p.is_exist)) {
    const detail = (await (
      await page.request.get(`/api/v1/app/product/${listed.id}`)
    ).json()) as Envelope<Detail>;
    if (detail.data.toppings.length > 0) return detail.data;
  }
  throw new Error('the demo shop has no product with toppings in stock');
}

test('every control a guest taps on a phone is at least 44 px', async ({ page }) => {
  const categories = (await (await page.request.get('/api/v1/categories')).json()) as Envelope<
    { id: number; slug: string; parent_id: number | null }[]
  >;
  const child = categories.data.find((c) => c.parent_id !== null);
  expect(child).toBeDefined();
  const product = await productWithToppings(page);

  const misses = [
    ...(await measure(page, '/')),
    ...(await measure(page, '/categories')),
    ...(await measure(page, `/category/${child?.id}/${encodeURIComponent(child?.slug ?? '')}`)),
    ...(await measure(page, `/product/${product.id}/${encodeURIComponent(product.slug)}`)),
    ...(await measure(page, `/search?q=${encodeURIComponent('گز')}`)),
    ...(await measure(page, '/login')),
  ];
  await page.goto(`/product/${product.id}/${encodeURIComponent(product.slug)}`);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-badge')).toHaveText('۱');
  misses.push(...(await measure(page, '/cart')));

  expect(misses).toEqual([]);
});

test('every control a customer taps in the account on a phone is at least 44 px', async ({
  page,
}) => {
  await loginThroughApi(page, '09120000006');
  const misses = [
    ...(await measure(page, '/profile')),
    ...(await measure(page, '/profile/addresses')),
    ...(await measure(page, '/profile/orders')),
    ...(await measure(page, '/profile/credit')),
    ...(await measure(page, '/profile/notifications')),
  ];
  expect(misses).toEqual([]);
});
