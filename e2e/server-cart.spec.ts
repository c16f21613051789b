import { expect, test } from '@playwright/test';
import { freshMobile, journeyAddress, loginThroughApi } from './support/session';

type Summary = {
  id: number;
  slug: string;
  name: string;
  is_exist: boolean;
  extra: { reservable?: string };
};

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': journeyAddress() });
});

test("a customer's cart lives on the server: add, more, fewer, delete, a refused add on its line, and clear", async ({
  page,
}) => {
  test.slow();
  await loginThroughApi(page, freshMobile());
  const answer = await page.request.get('/api/v1/products?type=popular&limit=40');
  const body = (await answer.json()) as { data: { results: Summary[] } };
  const [first, second] = body.data.results.filter(
    (item) => item.is_exist && item.extra.reservable !== 'true',
  );
  if (!first || !second) throw new Error('the demo shop has too few products in stock');

  for (const product of [first, second]) {
    await page.goto(`/product/${product.id}/${encodeURIComponent(product.slug)}`);
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByText('به سبد خرید اضافه شد').first()).toBeVisible();
  }
  await expect(page.getByTestId('cart-badge')).toHaveText('۲');

  await page.goto('/cart');
  const lines = page.getByTestId('server-cart').getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  const line = lines.filter({ hasText: first.name });
  await line.getByRole('button', { name: 'افزایش تعداد' }).click();
  await expect(line.getByTestId('cart-line-count')).toHaveText('۲');
  await expect(page.getByTestId('cart-badge')).toHaveText('۳');
  await line.getByRole('button', { name: 'کاهش تعداد' }).click();
  await expect(line.getByTestId('cart-line-count')).toHaveText('۱');

  // A reload shows what the server holds.
  await page.reload();
  await expect(lines).toHaveCount(2);
  await expect(page.getByTestId('cart-count')).toHaveText('۲');

  // The server refuses an add: its reason is shown on that line, and the count stays.
  await page.route('**/api/v1/app/cart/add', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        success: false,
        code: 400,
        msg: 'بیش از این تعداد موجود نیست',
        data: null,
      }),
    }),
  );
  await line.getByRole('button', { name: 'افزایش تعداد' }).click();
  await expect(line.getByTestId('cart-line-note')).toHaveText('بیش از این تعداد موجود نیست');
  await expect(line.getByTestId('cart-line-count')).toHaveText('۱');
  await page.unroute('**/api/v1/app/cart/add');

  await lines.filter({ hasText: second.name }).getByRole('button', { name: 'حذف از سبد' }).click();
  await expect(lines).toHaveCount(1);
  await expect(page.getByTestId('cart-badge')).toHaveText('۱');

  // A failed clear shows the server's cart again.
  await page.route('**/api/v1/app/cart/clear', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, code: 500, msg: 'خطا', data: null }),
    }),
  );
  await page.getByRole('button', { name: 'خالی کردن سبد' }).click();
  await page.getByRole('button', { name: 'بله، خالی شود' }).click();
  await expect(page.getByText('خطا در ارتباط با سرور')).toBeVisible();
  await expect(lines).toHaveCount(1);
  await page.unroute('**/api/v1/app/cart/clear');

  // Clearing asks first: «no» keeps every line.
  await page.getByRole('button', { name: 'خالی کردن سبد' }).click();
  const question = page.getByRole('dialog', { name: 'همهٔ کالاها از سبد خرید برداشته شود؟' });
  const no = question.getByRole('button', { name: 'نه، بماند' });
  await expect(no).toBeVisible();
  await no.click();
  await expect(question).toHaveCount(0);
  await expect(lines).toHaveCount(1);

  await page.getByRole('button', { name: 'خالی کردن سبد' }).click();
  await page.getByRole('button', { name: 'بله، خالی شود' }).click();
  await expect(page.getByText('سبد خرید شما خالی است')).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
});
