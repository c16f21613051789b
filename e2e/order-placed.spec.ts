import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { persian } from './support/cart';
import { plainProducts } from './support/orders';
import { freshMobile, journeyAddress, loginThroughApi } from './support/session';

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': journeyAddress() });
});

/** One unit of a plain product in the customer's server cart. */
async function cartWithOne(request: APIRequestContext, token: string, nth: number) {
  const ids = await plainProducts(request);
  const productId = ids[ids.length - 1 - nth];
  const answer = await request.post('/api/v1/app/cart/add', {
    headers: { Authorization: `Bearer ${token}` },
    data: { product_id: productId, count: 1 },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** Checkout as a pickup on the first open day and window, paid as asked. */
async function placePickup(page: Page, method: 'cash' | 'card') {
  await page.goto('/cart/checkout');
  await page.getByText('تحویل حضوری از فروشگاه').click();
  // A day after today: today's windows close as the day goes on.
  await expect(
    page.locator('[data-testid="calendar-day"][data-state="open"]').first(),
  ).toBeVisible();
  const later = page.locator(
    '[data-testid="calendar-day"][data-state="open"]:not([aria-label*="امروز"])',
  );
  if ((await later.count()) === 0) await page.getByRole('button', { name: 'ماه بعد' }).click();
  await later.first().click();
  await page
    .getByTestId('checkout-time')
    .filter({ hasNot: page.locator('input:disabled') })
    .first()
    .click();
  if (method === 'card') await page.getByTestId('payment-card').click();
  await page.getByTestId('checkout-submit').click();
}

/** The confirmation's parts every order has: number, steps, branch, payment, the ways on. */
async function expectConfirmation(page: Page, panelId: string, orderId: number, paid: string) {
  const panel = page.getByTestId(panelId);
  await expect(panel.getByTestId(`${panelId}-number`)).toHaveText(
    `سفارش شمارهٔ ${persian(orderId)}`,
  );
  await expect(panel.getByTestId('order-placed-step')).toHaveText([
    '۱ثبت شد',
    '۲آماده‌سازی',
    '۳آمادهٔ تحویل',
  ]);
  await expect(panel.getByTestId('order-placed-when')).toContainText('از ساعت');
  await expect(panel.getByTestId('order-placed-branch').getByTestId('branch-name')).not.toBeEmpty();
  await expect(panel.getByTestId('order-placed-branch').getByTestId('branch-hours')).toBeVisible();
  await expect(panel.getByTestId('order-placed-paid')).toHaveText(paid);
  await expect(panel.getByRole('link', { name: 'ادامهٔ خرید' })).toHaveAttribute('href', '/');
  await panel.getByRole('link', { name: 'مشاهدهٔ سفارش' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `سفارش شمارهٔ ${persian(orderId)}`,
  );
}

test('a cash order lands on its confirmation: number, what happens next, the branch and its hours, how it is paid', async ({
  page,
}) => {
  test.slow();
  const { token } = await loginThroughApi(page, freshMobile());
  await cartWithOne(page.request, token, 0);
  await placePickup(page, 'cash');
  await expect(page).toHaveURL(/\/order\/\d+\/placed$/, { timeout: 15_000 });
  const orderId = Number(/\/order\/(\d+)\/placed$/.exec(page.url())?.[1]);
  await expect(page.getByRole('heading', { name: 'سفارش شما ثبت شد' })).toBeVisible();
  // The order went with the cart.
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  await expectConfirmation(page, 'order-placed', orderId, 'نقدی؛ هنگام تحویل پرداخت می‌کنید');
});

test("a card order's return from the bank is its confirmation, paid", async ({ page }) => {
  test.slow();
  const { token } = await loginThroughApi(page, freshMobile());
  await cartWithOne(page.request, token, 1);
  await placePickup(page, 'card');
  await expect(page).toHaveURL(/\/bank\/sandbox\//, { timeout: 15_000 });
  await page.getByRole('button', { name: 'پرداخت' }).click();
  await expect(page).toHaveURL(/\/paid-order\?fromOrder=\d+$/, { timeout: 15_000 });
  const orderId = Number(new URL(page.url()).searchParams.get('fromOrder'));
  await expect(page.getByRole('heading', { name: 'پرداخت سفارش انجام شد' })).toBeVisible();
  await expectConfirmation(page, 'paid-order', orderId, 'پرداخت‌شده با کارت بانکی');
});
