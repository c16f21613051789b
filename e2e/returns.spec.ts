import { expect, test } from '@playwright/test';
import { toman } from './support/cart';
import { moveOrder, placeStaffOrder, staffToken } from './support/orders';
import { freshMobile, journeyAddress, loginThroughApi } from './support/session';

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': journeyAddress() });
});

/** A small PNG, for the return's photo (the upload re-encodes it). */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4z8CAFWEXHbQSACj/P8Fu7N9hAAAAAElFTkSuQmCC',
  'base64',
);

test('a delivered order is returned from the phone with a photo, staff accept it, and the price comes back as credit', async ({
  page,
}) => {
  test.slow();
  const { customer, token } = await loginThroughApi(page, freshMobile());
  // Delivered as a shop delivers it: placed and moved to completed by staff.
  const { order_id: orderId } = await placeStaffOrder(page.request, customer.id, 'cash');
  for (const status of ['in_progress', 'ready', 'completed']) {
    await moveOrder(page.request, orderId, status);
  }
  const answer = await page.request.get(`/api/v1/app/order/${orderId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const placed = (
    (await answer.json()) as { data: { invoice: { price: number }; products: { name: string }[] } }
  ).data;
  const price = toman(placed.invoice.price);
  const name = placed.products[0]?.name ?? '';

  await page.goto('/profile/orders');
  await page.getByTestId('orders-tab-completed').click();
  const card = page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
  await expect(card.getByTestId('order-return-deadline')).toContainText('مهلت مرجوعی تا');

  await page.goto(`/order/${orderId}`);
  const section = page.getByTestId('order-return');
  await section.getByRole('button', { name: 'درخواست مرجوعی' }).click();
  const form = page.getByTestId('return-form');
  // Nothing chosen yet: the form says so and sends nothing.
  await form.getByRole('button', { name: 'ثبت درخواست مرجوعی' }).click();
  await expect(form.getByTestId('return-form-error')).toHaveText(
    'دست‌کم یک قلم را برای مرجوعی انتخاب کنید',
  );
  await form.getByRole('button', { name: `یکی بیشتر از ${name}` }).click();
  await form.getByLabel('دلیل مرجوعی').fill('جعبه آسیب دیده بود');
  await form
    .getByTestId('return-photo-input')
    .setInputFiles({ name: 'box.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(form.getByRole('img', { name: 'عکس ۱' })).toBeVisible();
  await form.getByRole('button', { name: 'ثبت درخواست مرجوعی' }).click();

  await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', 'rt_wait');
  await expect(page.getByTestId('order-return-state')).toHaveAttribute(
    'data-return-status',
    'waiting',
  );
  await expect(page.getByTestId('order-return-state')).toContainText('در انتظار بررسی');

  const accepted = await page.request.post(`/api/v1/staff/orders/${orderId}/return/accept`, {
    headers: { Authorization: `Bearer ${staffToken()}` },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);

  await page.reload();
  await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', 'rt_accept');
  await expect(page.getByTestId('order-return-refund')).toHaveText(`${price} به اعتبار حساب برگشت`);
  await page.goto('/profile/credit');
  await expect(page.getByTestId('credit-balance')).toHaveText(price);
});
