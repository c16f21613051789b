import { expect, test } from '@playwright/test';
import { freshMobile, journeyAddress, latestCode } from './support/session';

type Envelope<T> = { success: boolean; data: T };
type Found = { id: number; slug: string; is_exist: boolean };
type Detail = Found & { toppings: { id: number; name: string; max_count: number }[] };

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': journeyAddress() });
});

/** A pizza in stock with at least three toppings, as the demo shop sells them. */
async function pizzaWithToppings(request: import('@playwright/test').APIRequestContext) {
  const found = await request.post('/api/v1/products/search?limit=30', {
    data: { name: 'پیتزا', is_exist: true },
  });
  const { data } = (await found.json()) as Envelope<{ results: Found[] }>;
  for (const product of data.results) {
    const answer = await request.get(`/api/v1/app/product/${product.id}`);
    const detail = ((await answer.json()) as Envelope<Detail>).data;
    if (detail.is_exist && detail.toppings.length >= 3) return detail;
  }
  throw new Error('the demo shop has no pizza with three toppings in stock');
}

test("a guest's cart shows the product page's total with its toppings named, and keeps it after login", async ({
  page,
}) => {
  test.slow();
  const pizza = await pizzaWithToppings(page.request);
  const [first, second] = pizza.toppings;
  if (!first || !second) throw new Error('unreachable: three toppings were checked');

  await page.goto(`/product/${pizza.id}/${encodeURIComponent(pizza.slug)}`);
  await page.getByRole('button', { name: `افزایش ${first.name}` }).click();
  if (first.max_count > 1) await page.getByRole('button', { name: `افزایش ${first.name}` }).click();
  await page.getByRole('button', { name: `افزایش ${second.name}` }).click();
  await page.getByRole('button', { name: 'افزایش تعداد', exact: true }).click();
  const pageTotal = ((await page.getByTestId('purchase-total').textContent()) ?? '').trim();
  expect(pageTotal).toMatch(/^[۰-۹٬]+ تومان$/);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-badge')).toHaveText('۲');

  await page.goto('/cart');
  const guestLine = page.getByTestId('browser-cart').getByTestId('cart-line');
  await expect(guestLine).toHaveCount(1);
  await expect(guestLine.getByTestId('cart-line-total')).toHaveText(pageTotal);
  await expect(page.getByTestId('cart-total')).toHaveText(pageTotal);
  const toppings = guestLine.getByTestId('cart-line-toppings').getByRole('listitem');
  await expect(toppings).toHaveCount(2);
  await expect(toppings.first()).toContainText(first.name);
  await expect(toppings.nth(1)).toContainText(second.name);
  const guestToppings = await toppings.allTextContents();

  const mobile = freshMobile();
  await page.goto('/login?next=/cart');
  await page.getByLabel('شمارهٔ موبایل').fill(mobile);
  await page.getByRole('button', { name: 'دریافت کد ورود' }).click();
  await page.getByLabel('کد ورود').fill(await latestCode(page.request, mobile));
  await expect(page).toHaveURL((url) => url.pathname === '/cart', { timeout: 10_000 });

  const serverLine = page.getByTestId('server-cart').getByTestId('cart-line');
  await expect(serverLine).toHaveCount(1);
  await expect(serverLine.getByTestId('cart-line-total')).toHaveText(pageTotal);
  await expect(page.getByTestId('cart-total')).toHaveText(pageTotal);
  await expect(serverLine.getByTestId('cart-line-toppings').getByRole('listitem')).toHaveText(
    guestToppings,
  );
});
