import { expect, test } from '@playwright/test';
import { placePickupOrder } from './support/orders';
import { freshMobile, journeyAddress, loginThroughApi } from './support/session';

const toman = (amount: number) =>
  `${amount
    .toLocaleString('en-US')
    .replace(/,/g, '٬')
    .replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d)} تومان`;

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': journeyAddress() });
});

test('cancelling a paid order says the money went to account credit, shows it at once, and the re-requested order is paid from it', async ({
  page,
}) => {
  test.slow();
  const { token } = await loginThroughApi(page, freshMobile());
  const { order_id: orderId } = await placePickupOrder(page.request, token, 'card');
  const answer = await page.request.get(`/api/v1/app/order/${orderId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { data } = (await answer.json()) as { data: { invoice: { price: number } } };
  const price = toman(data.invoice.price);

  // Paid by card through the sandbox bank.
  await page.goto(`/order/${orderId}`);
  await page.getByTestId('order-pay-card').click();
  await expect(page.getByRole('heading', { name: 'درگاه پرداخت آزمایشی' })).toBeVisible();
  await page.getByTestId('bank-pay').click();
  await expect(page).toHaveURL(new RegExp(`/paid-order\\?fromOrder=${orderId}$`));

  await page.goto('/profile/orders');
  await expect(page.getByTestId('profile-credit')).toHaveText('۰ تومان');
  const card = page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
  await expect(card.getByTestId('order-unpaid')).toHaveCount(0);
  await card.getByRole('button', { name: 'لغو درخواست' }).click();
  await page
    .getByRole('dialog', { name: 'آیا از لغو درخواست خود مطمئن هستید؟' })
    .getByRole('button', { name: 'بله' })
    .click();

  // The toast says where the money went; the profile card shows it without a reload.
  await expect(
    page.getByText(
      `سفارش شما لغو شد و ${price.replace(' تومان', '')} تومانی که پرداخته بودید به اعتبار حسابتان برگشت؛ اعتبار شما اکنون ${price} است`,
    ),
  ).toBeVisible();
  await expect(page.getByTestId('profile-credit')).toHaveText(price);

  await card.getByRole('button', { name: 'درخواست مجدد' }).click();
  await page
    .getByRole('dialog', { name: 'آیا از درخواست مجدد اطمینان دارید؟' })
    .getByRole('button', { name: 'بله' })
    .click();
  await expect(
    page.getByText(
      `سفارش شما دوباره ثبت شد؛ مبلغ آن (${price}) را می‌توانید از اعتبار حسابتان (${price}) بپردازید`,
    ),
  ).toBeVisible();
  await expect(card.getByTestId('order-status')).toHaveText('ثبت شده');
  await expect(card.getByTestId('order-unpaid')).toBeVisible();
  await expect(card.getByRole('button', { name: 'پرداخت از اعتبار حساب' })).toBeVisible();

  // The order's page offers the same credit, and paying from it settles the order.
  await card.getByRole('link', { name: 'جزئیات سفارش' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
  const fromCredit = page.getByTestId('order-pay-credit');
  await expect(fromCredit).toHaveText('پرداخت از اعتبار حساب');
  await expect(fromCredit).toBeEnabled();
  await fromCredit.click();
  await expect(page.getByText('سفارش با اعتبار حساب شما پرداخت شد')).toBeVisible();
  await expect(page.getByTestId('order-paid-state')).toHaveText('پرداخت شده');
  await expect(page.getByTestId('order-pay')).toHaveCount(0);

  await page.goto('/profile/orders');
  await expect(page.getByTestId('profile-credit')).toHaveText('۰ تومان');
  await expect(card.getByTestId('order-unpaid')).toHaveCount(0);
});
