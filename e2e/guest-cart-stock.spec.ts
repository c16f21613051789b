import { expect, test } from '@playwright/test';
import { persian, productFromEnd, setStock } from './support/cart';
import { freshMobile, journeyAddress, latestCode } from './support/session';

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': journeyAddress() });
});

test("a guest's cart stops at the product's stock, learns a lower stock when shown, and the login merge says what it lowered", async ({
  page,
}) => {
  test.slow();
  const product = await productFromEnd(page.request, 'newest', 3);
  await setStock(page.request, product.id, 2);
  try {
    // Two in the cart: the page's stepper stops at 2, and a second add of 2 is refused.
    await page.goto(`/product/${product.id}/${encodeURIComponent(product.slug)}`);
    await page.getByRole('button', { name: 'افزایش تعداد', exact: true }).click();
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-badge')).toHaveText('۲');
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('add-to-cart-refused')).toHaveText(
      `از «${product.name}» فقط ۲ عدد موجود است`,
    );
    await expect(page.getByTestId('cart-badge')).toHaveText('۲');

    // On the cart «+» stops there too, saying why on the line.
    await page.goto('/cart');
    const line = page.getByTestId('browser-cart').getByTestId('cart-line');
    await expect(line.getByTestId('cart-line-count')).toHaveText('۲');
    await line.getByRole('button', { name: 'افزایش تعداد' }).click();
    await expect(line.getByTestId('cart-line-note')).toHaveText(
      `از «${product.name}» فقط ۲ عدد موجود است`,
    );
    await expect(line.getByTestId('cart-line-count')).toHaveText('۲');

    // One is sold elsewhere: the cart shown again knows, and says so on the line.
    await setStock(page.request, product.id, 1);
    await page.reload();
    await expect(line.getByTestId('cart-line-note')).toHaveText(
      'فقط ۱ عدد موجود است؛ تعداد را کم کنید.',
    );

    // Logging in from checkout merges the cart at the stock, and checkout says what changed.
    const mobile = freshMobile();
    await page.goto('/login?next=/cart/checkout');
    await page.getByLabel('شمارهٔ موبایل').fill(mobile);
    await page.getByRole('button', { name: 'دریافت کد ورود' }).click();
    await page.getByLabel('کد ورود').fill(await latestCode(page.request, mobile));
    await expect(page).toHaveURL((url) => url.pathname === '/cart/checkout', { timeout: 15_000 });
    const changed = `از «${product.name}» فقط ۱ عدد موجود است؛ تعداد به ۱ تغییر کرد`;
    await expect(page.getByTestId('cart-merge-change')).toHaveText([changed]);

    // The cart says it too, until the customer closes the notice.
    await page.goto('/cart');
    await expect(page.getByTestId('cart-merge-change')).toHaveText([changed]);
    const serverLine = page.getByTestId('server-cart').getByTestId('cart-line');
    await expect(serverLine.getByTestId('cart-line-count')).toHaveText(persian(1));
    await page.getByRole('button', { name: 'متوجه شدم' }).click();
    await expect(page.getByTestId('cart-merge-notice')).toHaveCount(0);
    await page.reload();
    await expect(serverLine.getByTestId('cart-line-count')).toHaveText(persian(1));
    await expect(page.getByTestId('cart-merge-notice')).toHaveCount(0);
  } finally {
    await setStock(page.request, product.id, 40);
  }
});
