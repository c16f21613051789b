import { expect, type Page, test } from '@playwright/test';
import { moveOrder, placePickupOrder, placeStaffOrder } from './support/orders';
import { freshMobile, journeyAddress, loginThroughApi } from './support/session';

const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';
const persian = (value: number | string) =>
  String(value).replace(/\d/g, (d) => PERSIAN[Number(d)] ?? d);

async function logIn(page: Page) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': journeyAddress() });
  return loginThroughApi(page, freshMobile());
}

function card(page: Page, orderId: number) {
  return page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
}

async function payInSandboxBank(page: Page, amount?: string) {
  await expect(page.getByRole('heading', { name: 'درگاه پرداخت آزمایشی' })).toBeVisible();
  if (amount) await expect(page.getByTestId('bank-amount')).toHaveText(amount);
  await page.getByTestId('bank-pay').click();
}

test('orders list: tabs, colours, hiding details, cancel and re-request with their questions', async ({
  page,
}) => {
  // A long walk (two tabs, a cancel, a re-request, an edit): more than one page's time on a busy machine.
  test.setTimeout(60_000);
  const { token } = await logIn(page);
  const { order_id: orderId, order } = await placePickupOrder(page.request, token, 'cash');

  await page.goto('/profile/orders');
  await expect(page.getByRole('tab', { name: 'جاری' })).toHaveAttribute('aria-selected', 'true');
  const mine = card(page, orderId);
  await expect(
    mine.getByRole('heading', { name: `سفارش شمارهٔ ${persian(orderId)}` }),
  ).toBeVisible();
  await expect(mine.getByTestId('order-row-trackingCode')).toContainText(persian(order.id));
  await expect(mine.getByTestId('order-row-requestDate')).toBeVisible();
  await expect(mine.getByTestId('order-row-pickupDate')).toBeVisible();
  await expect(mine.getByTestId('order-row-weekday')).toBeVisible();
  await expect(mine.getByTestId('order-type-chip')).toHaveCount(1);
  // A plain product: no time window row, which only reservable products show.
  await expect(mine.getByTestId('order-row-timeWindow')).toHaveCount(0);
  const status = mine.getByTestId('order-status');
  await expect(status).toHaveText('ثبت شده');
  await expect(status).toHaveAttribute('data-tone', 'primary');
  // Nothing is wider than a phone: the page never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );

  await page.getByLabel('پنهان کردن جزئیات بیشتر').check();
  await expect(mine.getByTestId('order-row-status')).toHaveCount(0);
  await page.getByLabel('پنهان کردن جزئیات بیشتر').uncheck();
  await expect(mine.getByTestId('order-row-status')).toBeVisible();

  // «خیر» changes nothing.
  await mine.getByRole('button', { name: 'لغو درخواست' }).click();
  const dialog = page.getByRole('dialog', { name: 'آیا از لغو درخواست خود مطمئن هستید؟' });
  // The dialog's own box is empty (its panel is fixed): the panel is what shows.
  await expect(dialog.getByTestId('order-confirm-dialog')).toBeVisible();
  await dialog.getByRole('button', { name: 'خیر' }).click();
  await expect(page.getByTestId('order-confirm-dialog')).toHaveCount(0);
  await expect(status).toHaveText('ثبت شده');

  await mine.getByRole('button', { name: 'لغو درخواست' }).click();
  await dialog.getByRole('button', { name: 'بله' }).click();
  await expect(page.getByText('سفارش شما لغو شد')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'لغوشده' })).toHaveAttribute('aria-selected', 'true');
  await expect(card(page, orderId).getByTestId('order-status')).toHaveText('لغو شده');
  await expect(card(page, orderId).getByTestId('order-status')).toHaveAttribute('data-tone', 'red');
  await expect(card(page, orderId).getByRole('button', { name: 'لغو درخواست' })).toHaveCount(0);

  await card(page, orderId).getByRole('button', { name: 'درخواست مجدد' }).click();
  const again = page.getByRole('dialog', { name: 'آیا از درخواست مجدد اطمینان دارید؟' });
  await again.getByRole('button', { name: 'بله' }).click();
  await expect(page.getByText('سفارش شما دوباره ثبت شد')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'جاری' })).toHaveAttribute('aria-selected', 'true');
  await expect(card(page, orderId).getByTestId('order-status')).toHaveText('ثبت شده');

  // The chosen tab is kept: a reload opens on it.
  await page.getByRole('tab', { name: 'تکمیل‌شده' }).click();
  await expect(page.getByTestId('orders-empty')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'تکمیل‌شده' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await page.getByRole('tab', { name: 'جاری' }).click();
  // The page is in the address: a page past the last says so and leads back to the first.
  await page.goto('/profile/orders?page=2');
  await expect(page.getByTestId('orders-empty')).toHaveText(/این صفحه سفارشی ندارد/);
  await page.getByRole('link', { name: 'رفتن به صفحهٔ اول' }).click();
  await expect(page).toHaveURL(/\/profile\/orders$/);
  await card(page, orderId).getByRole('link', { name: 'جزئیات سفارش' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
  await expect(page.getByTestId('order-tracking-code')).toHaveText(persian(order.id));
  await expect(page.getByTestId('order-lines').getByTestId('order-line')).toHaveCount(1);
  await expect(page.getByTestId('order-paid-state')).toHaveText('پرداخت نشده');
  // A cash order is paid on delivery: nothing to pay here.
  await expect(page.getByTestId('order-pay')).toHaveCount(0);

  // Still created and unpaid: the description can be changed, and stays changed.
  const note = page.getByTestId('order-description-form').getByLabel('توضیحات سفارش');
  await note.fill('زنگ واحد ۴ را بزنید');
  await page.getByRole('button', { name: 'ذخیرهٔ توضیحات' }).click();
  await expect(page.getByRole('button', { name: 'ذخیرهٔ توضیحات' })).toBeDisabled();
  await page.reload();
  await expect(note).toHaveValue('زنگ واحد ۴ را بزنید');

  // The empty cart offers what this customer orders, one tap to add again.
  await page.goto('/cart');
  const usual = page.getByTestId('buy-again-item');
  await expect(usual).toHaveCount(1);
  await usual.getByRole('button').click();
  await expect(page.getByTestId('server-cart').getByTestId('cart-line')).toHaveCount(1);
});

test('a failed card payment lands on /failed-payment, and its retry pays the order', async ({
  page,
}) => {
  const { token } = await logIn(page);
  const { order_id: orderId } = await placePickupOrder(page.request, token, 'card');

  await page.goto(`/order/${orderId}`);
  await expect(page.getByTestId('order-paid-state')).toHaveText('پرداخت نشده');
  await page.getByTestId('order-pay-card').click();
  await expect(page.getByRole('heading', { name: 'درگاه پرداخت آزمایشی' })).toBeVisible();
  await page.getByRole('button', { name: 'انصراف' }).click();

  await expect(page).toHaveURL(new RegExp(`/failed-payment\\?fromOrder=${orderId}$`));
  await expect(page.getByRole('heading', { name: 'پرداخت انجام نشد' })).toBeVisible();
  await expect(page.getByTestId('failed-payment-body')).toContainText(persian(orderId));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const screen = await page.request.get(`/failed-payment?fromOrder=${orderId}`);
  expect(screen.headers()['cache-control']).toContain('no-store');

  await page.getByRole('button', { name: 'پرداخت دوباره' }).click();
  await payInSandboxBank(page);
  await expect(page).toHaveURL(new RegExp(`/paid-order\\?fromOrder=${orderId}$`));
  await expect(page.getByRole('heading', { name: 'پرداخت سفارش انجام شد' })).toBeVisible();
  await expect(page.getByTestId('paid-order-number')).toContainText(persian(orderId));

  await page.getByRole('link', { name: 'مشاهدهٔ سفارش' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
  await expect(page.getByTestId('order-paid-state')).toHaveText('پرداخت شده');
  await expect(page.getByTestId('order-pay')).toHaveCount(0);
});

test('a credit top-up returns to /paid-order?isCharging=true with the new credit, and the transaction is listed', async ({
  page,
}) => {
  await logIn(page);
  await page.goto('/profile/credit');
  await expect(page.getByTestId('credit-balance')).toHaveText('۰ تومان');
  await expect(page.getByTestId('transactions-empty')).toBeVisible();

  const amount = page.getByLabel('مبلغ (تومان)');
  await expect(amount).toHaveValue('۱۰۰۰۰');
  await amount.fill('۵۰۰');
  await page.getByRole('button', { name: 'پرداخت و افزایش اعتبار' }).click();
  await expect(page.getByTestId('top-up-form').getByRole('alert')).toHaveText(
    'کمترین مبلغ ۱٬۰۰۰ تومان است.',
  );

  await amount.fill('۲۵۰۰۰');
  await page.getByRole('button', { name: 'پرداخت و افزایش اعتبار' }).click();
  await payInSandboxBank(page, '۲۵٬۰۰۰ تومان');

  await expect(page).toHaveURL(/\/paid-order\?isCharging=true$/);
  await expect(page.getByRole('heading', { name: 'اعتبار حساب شما افزایش یافت' })).toBeVisible();
  await expect(page.getByTestId('paid-new-credit')).toHaveText('اعتبار فعلی شما: ۲۵٬۰۰۰ تومان');

  await page.getByRole('link', { name: 'مشاهدهٔ تراکنش‌ها' }).click();
  await expect(page).toHaveURL(/\/profile\/credit$/);
  await expect(page.getByTestId('credit-balance')).toHaveText('۲۵٬۰۰۰ تومان');
  const row = page.getByTestId('transaction').first();
  await expect(row).toHaveAttribute('data-kind', 'top_up');
  await expect(row.getByTestId('transaction-amount')).toHaveText('\u200e+۲۵٬۰۰۰ تومان');
  await expect(row).toContainText('افزایش اعتبار');
});

test('a staff-created order is paid from its page and returns there, paid', async ({ page }) => {
  const { customer } = await logIn(page);
  const { order_id: orderId, order } = await placeStaffOrder(page.request, customer.id, 'card');

  await page.goto(`/order/${orderId}`);
  await expect(page.getByTestId('order-staff-note')).toContainText('از طرف فروشگاه');
  await page.getByTestId('order-pay-card').click();
  await payInSandboxBank(page);

  await expect(page).toHaveURL(new RegExp(`/order/${orderId}\\?payment=paid`));
  await expect(page.getByTestId('order-payment-outcome')).toHaveText(
    'پرداخت شما انجام شد؛ سپاس‌گزاریم.',
  );
  await expect(page.getByTestId('order-paid-state')).toHaveText('پرداخت شده');
  await expect(page.getByTestId('order-pay')).toHaveCount(0);
  await expect(page.getByTestId('order-tracking-code')).toHaveText(persian(order.id));
});

test('a completed order is rated from its page, three stars unless changed, and shows green in the finished tab', async ({
  page,
}) => {
  const { token } = await logIn(page);
  const { order_id: orderId } = await placePickupOrder(page.request, token, 'cash');
  for (const status of ['in_progress', 'ready', 'completed']) {
    await moveOrder(page.request, orderId, status);
  }

  await page.goto('/profile/orders');
  await page.getByRole('tab', { name: 'تکمیل‌شده' }).click();
  await expect(card(page, orderId).getByTestId('order-status')).toHaveAttribute(
    'data-tone',
    'green',
  );

  await page.goto(`/order/${orderId}`);
  const form = page.getByTestId('order-rating-form');
  await expect(form.getByRole('radio', { name: '۳ ستاره' })).toBeChecked();
  await form.getByRole('radio', { name: '۵ ستاره' }).check({ force: true });
  await form.getByLabel('نظر شما (اختیاری)').fill('نان تازه و گرم رسید');
  await form.getByRole('button', { name: 'ثبت امتیاز' }).click();
  await expect(page.getByTestId('order-rating')).toHaveText('امتیاز شما: ۵ از ۵');
  await expect(page.getByText('نان تازه و گرم رسید')).toBeVisible();
});
