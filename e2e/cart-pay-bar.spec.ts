import { expect, test } from '@playwright/test';
import { productFromEnd, setStock, toman } from './support/cart';
import { journeyAddress } from './support/session';

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': journeyAddress() });
});

test('on a phone /cart keeps its total and «ادامهٔ خرید و ثبت سفارش» in view above the tab bar, with what the discounts save', async ({
  page,
}) => {
  const discounted = await productFromEnd(page.request, 'discount', 0);
  const plain = await productFromEnd(page.request, 'newest', 5);
  expect(discounted.price).toBeGreaterThan(discounted.final_price);
  // Two of it must fit whatever the seed left in stock.
  await setStock(page.request, discounted.id, 40);
  for (const product of [discounted, discounted, plain]) {
    await page.goto(`/product/${product.id}/${encodeURIComponent(product.slug)}`);
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByText('به سبد خرید اضافه شد').first()).toBeVisible();
  }

  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  const savings = toman((discounted.price - discounted.final_price) * 2);
  const total = toman(discounted.final_price * 2 + plain.final_price);
  await expect(page.getByTestId('cart-savings')).toHaveText(savings);
  await expect(page.getByTestId('cart-total')).toHaveText(total);

  const bar = page.getByTestId('cart-pay-bar');
  await expect(bar.getByTestId('pay-bar-total')).toHaveText(total);
  await expect(bar.getByTestId('pay-bar-savings')).toHaveText(`سود شما از این خرید: ${savings}`);
  const checkout = bar.getByRole('link', { name: 'ادامهٔ خرید و ثبت سفارش' });
  await expect(checkout).toBeInViewport();

  // At the top of the page, far from the summary, the bar is still there, just above the tab bar.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(checkout).toBeInViewport();
  const barBox = await bar.boundingBox();
  const tabBar = await page.locator('[data-tab-bar]').boundingBox();
  const viewport = page.viewportSize();
  if (!barBox || !tabBar || !viewport)
    throw new Error('the bar, the tab bar or the viewport has no box');
  expect(barBox.y + barBox.height).toBeLessThanOrEqual(tabBar.y + 1);
  expect(barBox.y + barBox.height).toBeGreaterThan(viewport.height - tabBar.height - 80);
  const tap = await checkout.boundingBox();
  expect(tap?.height ?? 0).toBeGreaterThanOrEqual(44);

  await checkout.click();
  await expect(page).toHaveURL(/\/login\?next=%2Fcart%2Fcheckout|\/cart\/checkout/);
});
