import { expect, type Page, test } from '@playwright/test';
import { freshMobile, loginThroughApi } from './support/session';

type Envelope<T> = { success: boolean; data: T; msg: string };
type Start = { payment_id: number; payment_url: string; amount: number };
type Ledger = { credit: number; transactions: { kind: string; amount: number }[] };

/** A top-up started through the API as the checkout would, answering the bank page's address. */
async function startTopUp(page: Page, token: string, customer: number, price: number) {
  const answer = await page.request.post('/api/v1/payment/create', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      price,
      customer,
      payment_for: 'buy_customer_credit',
      success_url: '/paid-order?isCharging=true',
      fail_url: '/failed-payment?isCharging=true',
    },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as Envelope<Start>).data;
}

async function ledger(page: Page, token: string, customer: number): Promise<Ledger> {
  const answer = await page.request.get(`/api/v1/customer/${customer}/transactions`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await answer.json()) as Envelope<Ledger>).data;
}

test('the sandbox bank: pay credits the account once, cancel credits nothing', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const { token, customer } = await loginThroughApi(page, freshMobile());
  const before = (await ledger(page, token, customer.id)).credit;

  const paid = await startTopUp(page, token, customer.id, 30_000);
  // The bank lives at the port the shop is served on, and sends the browser back there.
  const origin = new URL(page.url()).origin;
  expect(new URL(paid.payment_url).origin).toBe(origin);
  await page.goto(paid.payment_url);
  await expect(page.getByRole('heading', { name: 'درگاه پرداخت آزمایشی' })).toBeVisible();
  await expect(page.getByTestId('bank-amount')).toHaveText('۳۰٬۰۰۰ تومان');
  await expect(page.getByTestId('bank-merchant')).not.toBeEmpty();
  await page.getByRole('button', { name: 'پرداخت' }).click();
  await expect(page).toHaveURL(`${origin}/paid-order?isCharging=true`);
  const afterPay = await ledger(page, token, customer.id);
  expect(afterPay.credit).toBe(before + 30_000);
  expect(afterPay.transactions[0]).toMatchObject({ kind: 'top_up', amount: 30_000 });

  // Back to the bank page: it is finished and offers only the way back; the way back changes nothing.
  await page.goto(paid.payment_url);
  await expect(page.getByTestId('bank-finished')).toHaveText('این تراکنش پرداخت شده است.');
  await expect(page.getByTestId('bank-pay')).toHaveCount(0);
  await page.getByRole('link', { name: 'بازگشت به فروشگاه' }).click();
  await expect(page).toHaveURL(/\/paid-order\?isCharging=true$/);
  expect((await ledger(page, token, customer.id)).credit).toBe(before + 30_000);

  const canceled = await startTopUp(page, token, customer.id, 12_000);
  await page.goto(canceled.payment_url);
  await page.getByRole('button', { name: 'انصراف' }).click();
  await expect(page).toHaveURL(/\/failed-payment\?isCharging=true$/);
  expect((await ledger(page, token, customer.id)).credit).toBe(before + 30_000);
  expect(violations).toEqual([]);
});

test('an unknown authority has no bank page', async ({ page }) => {
  const response = await page.goto('/bank/sandbox/SB0000000000000000000000000000DEAD');
  expect(response?.status()).toBe(404);
});
