import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { freshMobile, journeyAddress, loginThroughApi } from './support/session';

type Envelope<T> = { success: boolean; data: T };
type Found = { id: number; slug: string; is_exist: boolean };
type Detail = Found & { name: string; toppings: { id: number; name: string }[] };

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': journeyAddress() });
});

/** A pizza in stock with toppings, as the demo shop sells them; `nth` keeps journeys apart. */
async function pizza(request: APIRequestContext, nth: number): Promise<Detail> {
  const found = await request.post('/api/v1/products/search?limit=30', {
    data: { name: 'پیتزا', is_exist: true },
  });
  const { data } = (await found.json()) as Envelope<{ results: Found[] }>;
  const pizzas: Detail[] = [];
  for (const product of data.results) {
    const answer = await request.get(`/api/v1/app/product/${product.id}`);
    const detail = ((await answer.json()) as Envelope<Detail>).data;
    if (detail.is_exist && detail.toppings.length > 0) pizzas.push(detail);
  }
  const chosen = pizzas[pizzas.length - 1 - nth];
  if (!chosen) throw new Error('the demo shop has too few pizzas with toppings in stock');
  return chosen;
}

/** Two of the pizza with its first topping, put in the cart from its page. */
async function addTwoWithTopping(page: Page, product: Detail): Promise<string> {
  const [topping] = product.toppings;
  if (!topping) throw new Error('unreachable: toppings were checked');
  await page.goto(`/product/${product.id}/${encodeURIComponent(product.slug)}`);
  await page.getByRole('button', { name: `افزایش ${topping.name}` }).click();
  await page.getByRole('button', { name: 'افزایش تعداد', exact: true }).click();
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-badge')).toHaveText('۲');
  return topping.name;
}

/** Takes the line off with «delete», then with «−» at 1, and each time «بازگرداندن» brings it back whole. */
async function removeAndUndo(page: Page, cartTestId: string, product: Detail, topping: string) {
  await page.goto('/cart');
  const lines = page.getByTestId(cartTestId).getByTestId('cart-line');
  const line = lines.filter({ hasText: product.name });
  await expect(line.getByTestId('cart-line-count')).toHaveText('۲');
  const total = (await line.getByTestId('cart-line-total').textContent()) ?? '';

  await line.getByRole('button', { name: 'حذف از سبد' }).click();
  await expect(lines).toHaveCount(0);
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'حذف شد' });
  await expect(toast).toContainText(product.name);
  await toast.getByRole('button', { name: 'بازگرداندن' }).click();
  await expect(line.getByTestId('cart-line-count')).toHaveText('۲');
  await expect(line.getByTestId('cart-line-toppings')).toContainText(topping);
  await expect(line.getByTestId('cart-line-total')).toHaveText(total);
  await expect(page.getByTestId('cart-badge')).toHaveText('۲');

  await line.getByRole('button', { name: 'کاهش تعداد' }).click();
  await expect(line.getByTestId('cart-line-count')).toHaveText('۱');
  await line.getByRole('button', { name: 'کاهش تعداد' }).click();
  await expect(lines).toHaveCount(0);
  await toast.getByRole('button', { name: 'بازگرداندن' }).click();
  await expect(line.getByTestId('cart-line-count')).toHaveText('۱');
  await expect(line.getByTestId('cart-line-toppings')).toContainText(topping);

  // What the undo put back is kept: a reload shows it.
  await page.reload();
  await expect(line.getByTestId('cart-line-count')).toHaveText('۱');
  await expect(line.getByTestId('cart-line-toppings')).toContainText(topping);
}

test("a guest's removed cart line comes back with its toppings and count through «بازگرداندن»", async ({
  page,
}) => {
  const product = await pizza(page.request, 0);
  const topping = await addTwoWithTopping(page, product);
  await removeAndUndo(page, 'browser-cart', product, topping);
});

test("a customer's removed server cart line comes back with its toppings and count through «بازگرداندن»", async ({
  page,
}) => {
  test.slow();
  await loginThroughApi(page, freshMobile());
  const product = await pizza(page.request, 1);
  const topping = await addTwoWithTopping(page, product);
  await removeAndUndo(page, 'server-cart', product, topping);
});
