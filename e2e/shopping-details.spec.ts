import { type APIRequestContext, expect, type Locator, test } from '@playwright/test';
import { freshMobile, journeyAddress } from './support/session';

type Envelope<T> = { success: boolean; data: T; msg: string };
type Topping = { id: number; name: string; max_count: number };
type Detail = { id: number; slug: string; is_exist: boolean; toppings: Topping[] };

const persian = (text: string) =>
  text.replace(/[0-9]/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)] ?? digit);

/** A product in stock with a topping of its own limit, and that topping. */
async function productWithTopping(request: APIRequestContext) {
  const list = await request.get('/api/v1/products?type=newest&limit=60');
  const ids = ((await list.json()) as Envelope<{ results: { id: number }[] }>).data.results;
  for (const { id } of ids) {
    const answer = await request.get(`/api/v1/app/product/${id}`);
    const product = ((await answer.json()) as Envelope<Detail>).data;
    const topping = product.toppings.find((item) => item.max_count === 2);
    if (product.is_exist && topping) return { product, topping };
  }
  throw new Error('the demo shop has no product with a topping of limit 2');
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': journeyAddress() });
});

test('the «added» toast leaves the cart icon clear and offers the way to the cart', async ({
  page,
}) => {
  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(size);
    await page.goto('/products?is_exist=true');
    await page.getByTestId('product-card').first().getByRole('link').first().click();
    await page.getByTestId('add-to-cart').click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'به سبد خرید اضافه شد' });
    await expect(toast).toBeVisible();
    // Where it appears, and where it settles: it never passes over the header on its way in.
    const boxes = [await toast.boundingBox()];
    await expect(toast).toHaveAttribute('data-mounted', 'true');
    await page.waitForTimeout(500);
    boxes.push(await toast.boundingBox());
    // Every cart link on screen (the header's, or a phone's tab bar) stays uncovered.
    const cartLinks: Locator = page.getByRole('link', { name: /^سبد خرید/ });
    for (const link of await cartLinks.all()) {
      const box = await link.boundingBox();
      if (!box || !(await link.isVisible())) continue;
      for (const toastBox of boxes) {
        if (!toastBox) throw new Error('the toast has no box');
        expect(overlaps(toastBox, box), `toast over a cart link at ${size.width}px`).toBe(false);
      }
    }
    await toast.getByRole('link', { name: 'مشاهدهٔ سبد' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('cart-line').first()).toBeVisible();
  }
});

test('a topping at its limit says so, and its + is held with that reason', async ({ page }) => {
  const { product, topping } = await productWithTopping(page.request);
  await page.goto(`/product/${product.id}/${encodeURIComponent(product.slug)}`);
  const row = page.getByTestId('topping').filter({ hasText: topping.name });
  const more = row.getByRole('button', { name: `افزایش ${topping.name}` });
  const limit = row.getByTestId('topping-limit');
  await expect(limit).toBeEmpty();
  await more.click();
  await expect(limit).toBeEmpty();
  await more.click();
  await expect(more).toBeDisabled();
  await expect(limit).toHaveText('حداکثر ۲ عدد از این افزودنی می‌توانید انتخاب کنید');
  await expect(more).toHaveAccessibleDescription(
    'حداکثر ۲ عدد از این افزودنی می‌توانید انتخاب کنید',
  );
  await row.getByRole('button', { name: `کاهش ${topping.name}` }).click();
  await expect(more).toBeEnabled();
  await expect(limit).toBeEmpty();
});

test('the code field takes the caret as soon as the code step appears', async ({ page }) => {
  const mobile = freshMobile();
  await page.goto('/login');
  await page.getByLabel('شمارهٔ موبایل').pressSequentially(persian(mobile));
  await page.getByRole('button', { name: 'دریافت کد ورود' }).click();
  await expect(page.getByTestId('login-code-step')).toBeVisible();
  await expect(page.getByLabel('کد ورود')).toBeFocused();
  // Typing goes straight into it.
  await page.keyboard.type('۱۲۳');
  await expect(page.getByLabel('کد ورود')).toHaveValue('۱۲۳');
});

test('clearing a guest cart asks first', async ({ page }) => {
  await page.goto('/products?is_exist=true');
  await page.getByTestId('product-card').first().getByRole('link').first().click();
  await page.getByTestId('add-to-cart').click();
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByRole('button', { name: 'خالی کردن سبد' }).click();
  const question = page.getByRole('dialog', { name: 'همهٔ کالاها از سبد خرید برداشته شود؟' });
  const no = question.getByRole('button', { name: 'نه، بماند' });
  await expect(no).toBeVisible();
  await no.click();
  await expect(question).toHaveCount(0);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByRole('button', { name: 'خالی کردن سبد' }).click();
  await question.getByRole('button', { name: 'بله، خالی شود' }).click();
  await expect(page.getByText('سبد خرید شما خالی است')).toBeVisible();
});

test('the price filter shows separators and Persian digits as the amount is typed', async ({
  page,
}) => {
  await page.goto('/products');
  // On a phone the filters are in a bottom sheet.
  await page.getByTestId('filters-open').click();
  const sheet = page.getByTestId('filter-sheet');
  const min = sheet.getByLabel('کمترین قیمت (تومان)');
  await min.click();
  await page.keyboard.type('1250');
  await expect(min).toHaveValue('۱٬۲۵۰');
  await page.keyboard.type('00');
  await expect(min).toHaveValue('۱۲۵٬۰۰۰');
  const max = sheet.getByLabel('بیشترین قیمت (تومان)');
  await max.click();
  await page.keyboard.type('۲۰۰۰۰۰۰');
  await expect(max).toHaveValue('۲٬۰۰۰٬۰۰۰');
  // A digit typed in the middle lands where it was typed: «۲٬۰|۰۰٬۰۰۰» + ۵ → «۲۰٬۵۰۰٬۰۰۰».
  await max.evaluate((field: HTMLInputElement) => field.setSelectionRange(3, 3));
  await page.keyboard.type('5');
  await expect(max).toHaveValue('۲۰٬۵۰۰٬۰۰۰');
  // The address carries plain Latin digits.
  await min.press('Enter');
  await expect(page).toHaveURL(/[?&]min=125000(&|$)/);
  await expect(page).toHaveURL(/[?&]max=20500000(&|$)/);
});
