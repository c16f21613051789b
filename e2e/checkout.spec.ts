import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { freshMobile, journeyAddress, latestCode } from './support/session';

const STORE_KEY = 'root_persistent_v4';
/** The demo shop's «۵۰ هزار تومان تخفیف» code: any invoice from 400 000 Toman (server/db/seed/coupons.ts). */
const COUPON = 'TAKHFIF50';
/** The map's default centre lies in the demo's centre zone, which ships for 25 000 Toman. */
const SHOP_CENTRE = { lat: 32.644265, lng: 51.667438 };
const CENTRE_SHIPPING = '۲۵٬۰۰۰ تومان';

type Envelope<T> = { success: boolean; data: T; msg: string };
type Summary = {
  id: number;
  name: string;
  slug: string;
  final_price: number;
  is_exist: boolean;
  extra: { reservable?: string; collection?: string };
};

const persian = (text: string) =>
  text.replace(/[0-9]/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)] ?? digit);

/**
 * An ordinary product in stock that alone clears the coupon's minimum; each
 * journey takes its own (`nth`), so journeys running side by side never
 * compete for the same stock.
 */
async function pricedProduct(request: APIRequestContext, nth: number): Promise<Summary> {
  const answer = await request.get('/api/v1/products?type=newest&limit=100');
  const body = (await answer.json()) as Envelope<{ results: Summary[] }>;
  const product = body.data.results.filter(
    (item) =>
      item.is_exist &&
      item.final_price >= 450_000 &&
      item.final_price <= 2_000_000 &&
      item.extra.reservable !== 'true' &&
      item.extra.collection !== 'true',
  )[nth];
  if (!product) throw new Error('the demo shop has no product for this journey');
  return product;
}

async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate((key) => {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null');
    return stored?.state?.user?.token ?? null;
  }, STORE_KEY);
  if (!token) throw new Error('no token stored');
  return token;
}

/** The journey's own delivery address, made through the API as the customer. */
async function addAddress(page: Page, title: string): Promise<void> {
  const answer = await page.request.post('/api/v1/app/addresses/add', {
    headers: { Authorization: `Bearer ${await storedToken(page)}` },
    data: {
      title,
      address: 'اصفهان، خیابان چهارباغ عباسی، کوچهٔ ۱۲',
      number: '12',
      postal_code: '8174673111',
      ...SHOP_CENTRE,
    },
  });
  expect(answer.ok()).toBe(true);
}

async function logInFromScreen(page: Page, mobile: string): Promise<void> {
  await page.goto('/login?next=/cart');
  await page.getByLabel('شمارهٔ موبایل').pressSequentially(persian(mobile));
  await page.getByRole('button', { name: 'دریافت کد ورود' }).click();
  const code = await latestCode(page.request, mobile);
  await page.getByLabel('کد ورود').pressSequentially(persian(code));
  await expect(page.getByTestId('login-success')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/cart', { timeout: 10_000 });
}

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': journeyAddress() });
});

test('a guest cart is merged at login, checked out with a coupon and a window, paid at the bank, then cancelled and re-requested', async ({
  page,
}) => {
  test.slow();
  const product = await pricedProduct(page.request, 0);

  // A guest fills the browser cart.
  await page.goto(`/product/${product.id}/${encodeURIComponent(product.slug)}`);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-badge')).toHaveText('۱');

  // Logging in sends it to the server cart, which /cart now shows.
  await logInFromScreen(page, freshMobile());
  const line = page.getByTestId('server-cart').getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(product.name);
  await expect(line.getByTestId('cart-line-count')).toHaveText('۱');
  await expect(page.getByTestId('cart-badge')).toHaveText('۱');
  const browserLines = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.state?.products?.lines ?? [],
    STORE_KEY,
  );
  expect(browserLines).toEqual([]);

  await addAddress(page, 'خانهٔ سفر خرید');
  await page.getByTestId('cart-checkout').click();
  await expect(page).toHaveURL(/\/cart\/checkout$/);

  // Delivery to the new address, inside the centre zone.
  await expect(page.getByTestId('checkout-item')).toContainText(product.name);
  const address = page.getByTestId('checkout-address').filter({ hasText: 'خانهٔ سفر خرید' });
  await address.click();
  await expect(address.getByTestId('checkout-address-zone')).toContainText(CENTRE_SHIPPING);
  await expect(page.getByTestId('price-shipping')).toHaveText(CENTRE_SHIPPING);

  // The coupon is confirmed and the invoice drops by 50 000 Toman.
  await page.getByRole('textbox', { name: 'کد تخفیف' }).fill(COUPON);
  await page.getByRole('button', { name: 'اعمال کد' }).click();
  await expect(page.getByTestId('coupon-confirmed')).toHaveText('تأیید شد');
  await expect(page.getByTestId('price-discount')).toHaveText('۵۰٬۰۰۰ تومان');

  // A day that is open on the Jalali calendar, and one of its windows.
  const day = page.locator('[data-testid="calendar-day"][data-state="open"]').first();
  await day.click();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  await page
    .getByTestId('checkout-time')
    .filter({ hasNot: page.locator('input:disabled') })
    .first()
    .click();

  await page.getByTestId('payment-card').click();
  await page.getByTestId('checkout-description').fill('لطفاً پیش از آمدن تماس بگیرید.');
  const submit = page.getByTestId('checkout-submit');
  await expect(submit).toBeEnabled();
  await submit.click();

  // The sandbox bank: pay.
  await expect(page).toHaveURL(/\/bank\/sandbox\//, { timeout: 15_000 });
  await page.getByRole('button', { name: 'پرداخت' }).click();

  // Back on the shop's paid screen for this order.
  await expect(page).toHaveURL(/\/paid-order\?.*fromOrder=\d+/, { timeout: 15_000 });
  const orderId = Number(new URL(page.url()).searchParams.get('fromOrder'));
  await expect(page.getByTestId('paid-order-number')).toContainText(persian(String(orderId)));

  // The order is in the active tab; cancel it, then ask for it again.
  await page.goto('/profile/orders');
  const active = page.getByTestId('orders-panel-created');
  const card = active.getByTestId('order-card').filter({
    has: page.locator(`a[href="/order/${orderId}"]`),
  });
  await expect(card).toBeVisible();
  await card.getByTestId('order-cancel').click();
  await page.getByTestId('order-confirm-yes').click();

  const cancelled = page.getByTestId('orders-panel-canceled');
  const cancelledCard = cancelled.getByTestId('order-card').filter({
    has: page.locator(`a[href="/order/${orderId}"]`),
  });
  await expect(cancelledCard).toBeVisible();
  await cancelledCard.getByTestId('order-re-request').click();
  await page.getByTestId('order-confirm-yes').click();

  await expect(
    page
      .getByTestId('orders-panel-created')
      .getByTestId('order-card')
      .filter({ has: page.locator(`a[href="/order/${orderId}"]`) }),
  ).toBeVisible();
});

test('a refused order shows the submit error dialog with the server message, and one click makes one order', async ({
  page,
}) => {
  test.slow();
  const product = await pricedProduct(page.request, 1);
  await page.goto(`/product/${product.id}/${encodeURIComponent(product.slug)}`);
  await page.getByTestId('add-to-cart').click();
  await logInFromScreen(page, freshMobile());
  await expect(page.getByTestId('server-cart').getByTestId('cart-line')).toHaveCount(1);

  // Pickup from the shop needs no address.
  await page.goto('/cart/checkout');
  await page.getByText('تحویل حضوری از فروشگاه').click();
  await page.locator('[data-testid="calendar-day"][data-state="open"]').first().click();
  await page
    .getByTestId('checkout-time')
    .filter({ hasNot: page.locator('input:disabled') })
    .first()
    .click();
  await expect(page.getByTestId('checkout-submit')).toBeEnabled();

  // The product sells out while the customer decides: the server refuses the order.
  const token = await storedToken(page);
  await page.route('**/api/v1/order/submit/**', async (route) => {
    await route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        success: false,
        code: 400,
        msg: 'موجودی این کالا کافی نیست',
        data: null,
      }),
    });
  });
  await page.getByTestId('checkout-submit').click();
  const dialog = page.getByTestId('submit-error-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'خطا در ثبت درخواست' })).toBeVisible();
  await expect(dialog).toContainText('موجودی این کالا کافی نیست');
  await dialog.getByRole('button', { name: 'بستن' }).click();
  await page.unroute('**/api/v1/order/submit/**');

  // A double click on the real thing makes one cash order, marked bulk as chosen.
  await page.getByLabel('سفارش عمده').check();
  let submits = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/order/submit/')) submits += 1;
  });
  await page.getByTestId('checkout-submit').dblclick();
  await expect(page).toHaveURL(/\/order\/\d+\/placed$/, { timeout: 15_000 });
  expect(submits).toBe(1);
  const orders = await page.request.get('/api/v1/app/orders', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await orders.json()) as Envelope<{ count: number; data: { is_bulk: boolean }[] }>;
  expect(body.data.count).toBe(1);
  expect(body.data.data[0]?.is_bulk).toBe(true);
});

test('paying from a short account credit tops up the difference at the bank, then comes back to the same choices and pays from credit', async ({
  page,
}) => {
  test.slow();
  const product = await pricedProduct(page.request, 2);
  await page.goto(`/product/${product.id}/${encodeURIComponent(product.slug)}`);
  await page.getByTestId('add-to-cart').click();
  await logInFromScreen(page, freshMobile());
  await expect(page.getByTestId('server-cart').getByTestId('cart-line')).toHaveCount(1);

  await page.goto('/cart/checkout');
  await page.getByText('تحویل حضوری از فروشگاه').click();
  await page.getByTestId('checkout-description').fill('بستهٔ هدیه');
  await page.getByTestId('payment-credit').click();
  const total = page.getByTestId('price-total');
  await expect(total).toHaveText(`${product.final_price.toLocaleString('fa-IR')} تومان`);
  await expect(page.getByTestId('price-credit')).toHaveText('۰ تومان');

  // A new customer has no credit: the top-up is the whole invoice.
  const shortfall = page.getByTestId('credit-short');
  await expect(shortfall).toBeVisible();
  await expect(page.getByTestId('checkout-submit')).toBeDisabled();
  await shortfall.getByTestId('credit-top-up').click();
  await expect(page).toHaveURL(/\/bank\/sandbox\//, { timeout: 15_000 });
  await expect(page.locator('body')).toContainText(product.final_price.toLocaleString('fa-IR'));
  await page.getByRole('button', { name: 'پرداخت' }).click();
  await expect(page).toHaveURL(/\/paid-order\?.*isCharging=true/, { timeout: 15_000 });

  // Back at checkout the method and the description are as they were; now the credit covers it.
  await page.goto('/cart/checkout');
  await expect(page.getByTestId('payment-credit').locator('input')).toBeChecked();
  await expect(page.getByTestId('checkout-description')).toHaveValue('بستهٔ هدیه');
  await page.getByText('تحویل حضوری از فروشگاه').click();
  await expect(page.getByTestId('price-credit')).toHaveText(
    `${product.final_price.toLocaleString('fa-IR')} تومان`,
  );
  await expect(page.getByTestId('credit-short')).toHaveCount(0);
  await page.locator('[data-testid="calendar-day"][data-state="open"]').first().click();
  await page
    .getByTestId('checkout-time')
    .filter({ hasNot: page.locator('input:disabled') })
    .first()
    .click();
  await page.getByTestId('checkout-submit').click();
  // Paid from credit: on to the order's confirmation, paid.
  await expect(page).toHaveURL(/\/order\/\d+\/placed$/, { timeout: 15_000 });
  await expect(page.getByTestId('order-placed-paid')).toHaveText('پرداخت‌شده از اعتبار حساب');
  // The cart was emptied with the order and the description reset for the next one.
  await page.goto('/cart');
  await expect(page.getByText('سبد خرید شما خالی است')).toBeVisible();
  const draft = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.state?.orders?.checkout,
    STORE_KEY,
  );
  expect(draft).toMatchObject({ paymentMethod: 'credit', description: '' });
});
