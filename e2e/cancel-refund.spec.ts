import { expect, type Page, test } from '@playwright/test';
import { toman } from './support/cart';
import { placePickupOrder } from './support/orders';
import { freshMobile, journeyAddress, loginThroughApi } from './support/session';

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': journeyAddress() });
});

function cardOf(page: Page, orderId: number) {
  return page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
}

test('a cancelled card-paid order reads paid and refunded to account credit, and the cancel question says where the money goes first', async ({
  page,
}) => {
  test.slow();
  const { token } = await loginThroughApi(page, freshMobile());
  const { order_id: orderId, order } = await placePickupOrder(page.request, token, 'card');
  const answer = await page.request.get(`/api/v1/app/order/${orderId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const price = toman(
    ((await answer.json()) as { data: { invoice: { price: number } } }).data.invoice.price,
  );
  expect(order.status).toBe('created');

  await page.goto(`/order/${orderId}`);
  await page.getByTestId('order-pay-card').click();
  await page.getByTestId('bank-pay').click();
  await expect(page).toHaveURL(new RegExp(`/paid-order\\?fromOrder=${orderId}$`));

  await page.goto('/profile/orders');
  await cardOf(page, orderId).getByRole('button', { name: 'لغو درخواست' }).click();
  const question = page.getByRole('dialog', { name: 'آیا از لغو درخواست خود مطمئن هستید؟' });
  await expect(question).toHaveAccessibleDescription(`مبلغ ${price} به اعتبار حساب شما برمی‌گردد.`);
  await question.getByRole('button', { name: 'بله' }).click();

  // In the cancelled tab the card says it was paid and went back to credit.
  const cancelled = page.getByTestId('orders-panel-canceled');
  await expect(cardOf(page, orderId).getByTestId('order-refunded')).toHaveText(
    'پرداخت‌شده · بازگشت به اعتبار حساب',
  );
  await expect(cancelled.getByTestId('order-unpaid')).toHaveCount(0);

  await cardOf(page, orderId).getByRole('link', { name: 'جزئیات سفارش' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
  await expect(page.getByTestId('order-paid-state')).toHaveText('پرداخت شده');
  await expect(page.getByTestId('order-refund')).toHaveText(`بازگشت به اعتبار حساب: ${price}`);
});

test('cancelling an unpaid cash order says there is nothing to give back', async ({ page }) => {
  test.slow();
  const { token } = await loginThroughApi(page, freshMobile());
  const { order_id: orderId } = await placePickupOrder(page.request, token, 'cash');
  await page.goto(`/order/${orderId}`);
  await page.getByTestId('order-cancel').click();
  const question = page.getByRole('dialog', { name: 'آیا از لغو درخواست خود مطمئن هستید؟' });
  await expect(question).toHaveAccessibleDescription(
    'این سفارش پرداخت نشده است؛ مبلغی برای بازگشت نیست.',
  );
  await question.getByRole('button', { name: 'بله' }).click();
  await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', 'canceled');
  await expect(page.getByTestId('order-paid-state')).toHaveText('پرداخت نشده');
  await expect(page.getByTestId('order-refund')).toHaveCount(0);
});
