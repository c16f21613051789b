import { expect, test } from '@playwright/test';

test('a guest goes from home to a category to a product and adds it to the cart', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);

  await page.locator('main a[href^="/category/"]').first().click();
  await expect(page).toHaveURL(/\/category\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const card = page
    .getByTestId('product-card')
    .filter({ hasNot: page.getByText('ناموجود') })
    .first();
  const name = ((await card.getByRole('link').first().textContent()) ?? '').trim();
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\/\d+\/.+/);
  await expect(page.getByTestId('product-title')).toHaveText(name);

  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-badge')).toHaveText('۱');
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-badge')).toHaveText('۲');

  await page
    .getByRole('link', { name: /سبد خرید/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(name);
  await expect(line).toContainText('۲');
});

test('the cart survives a reload and empties line by line', async ({ page }) => {
  await page.goto('/products?is_exist=true');
  await page.getByTestId('product-card').first().getByRole('link').first().click();
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-badge')).toHaveText('۱');
  await page.reload();
  await expect(page.getByTestId('cart-badge')).toHaveText('۱');
  await page.goto('/cart');
  await page
    .getByTestId('cart-line')
    .getByRole('button', { name: /کاهش|کم/ })
    .click();
  await expect(page.getByTestId('cart-line')).toHaveCount(0);
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
});
