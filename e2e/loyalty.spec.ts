import { expect, type Page, test } from '@playwright/test';
import { dayAhead, moveOrder, plainProducts } from './support/orders';
import { freshMobile, journeyAddress, loginThroughApi, type Session } from './support/session';

const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';
const persian = (text: string | number) =>
  String(text).replace(/\d/g, (d) => PERSIAN[Number(d)] ?? d);
/** «۱۲٬۳۴۵» as the screens group thousands. */
const grouped = (n: number) => new Intl.NumberFormat('fa-IR').format(n);
const DEMO_MOBILE = '09120000001';

type Envelope<T> = { success: boolean; data: T; msg: string };

async function signIn(page: Page, mobile: string): Promise<Session> {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': journeyAddress() });
  return loginThroughApi(page, mobile);
}

async function balance(page: Page, session: Session): Promise<number> {
  const answer = await page.request.get(`/api/v1/scoring/${session.customer.id}/get/`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  return ((await answer.json()) as Envelope<{ points: number }>).data.points;
}

/**
 * Spec 5 and 2: a 400 on the gift-request dialog puts the first message of
 * each field error at its top, one a line, and each under its field, and
 * scrolls the dialog back up. A short screen makes the dialog scroll.
 */
async function failFieldErrors(page: Page, before: number, session: Session) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 560 });
  await page.goto('/gifts');
  await page.getByTestId('gift-card').filter({ hasText: 'کارت هدیه‌ی ۱۰۰ هزار تومانی' }).click();
  await page.getByTestId('gift-request-open').click();
  const dialog = page.getByTestId('gift-request-dialog');
  await dialog.getByLabel('کد ملی').fill('۱۲۳۴۵۶۷۸۹۰');
  await dialog.getByLabel('شمارهٔ همراه').fill('۱۲۳');
  await dialog.getByLabel('نشانی ارسال').selectOption({ index: 1 });
  await dialog.getByTestId('gift-request-submit').click();
  const summary = dialog.getByTestId('gift-request-errors');
  await expect(summary).toBeVisible();
  await expect(summary).toContainText('کد ملی معتبر نیست');
  await expect(dialog.getByTestId('gift-nation-code-error')).toHaveText('کد ملی معتبر نیست');
  await expect(dialog.getByTestId('gift-mobile-error')).toBeVisible();
  // Both fields' first messages, one a line (the box keeps line breaks: white-space pre-line).
  expect(((await summary.textContent()) ?? '').split('\n')).toHaveLength(2);
  await expect(summary).toHaveCSS('white-space', 'pre-line');
  const scroll = await dialog.evaluate((panel) => ({
    top: panel.scrollTop,
    overflows: panel.scrollHeight > panel.clientHeight,
  }));
  expect(scroll.overflows).toBe(true);
  expect(scroll.top).toBe(0);
  expect(await balance(page, session)).toBe(before);
  await dialog.getByRole('button', { name: 'انصراف' }).click();
  if (size) await page.setViewportSize(size);
}

test('a completed order’s points show on the loyalty page with their history row', async ({
  page,
}) => {
  const session = await signIn(page, freshMobile());
  const request = page.request;
  // Journeys running beside this one buy the same newest products: take the
  // first earning product that still has two units and a pickup day with room.
  let chosen: { id: number; points: number } | null = null;
  let orderId = 0;
  let refusal = '';
  for (const id of await plainProducts(request)) {
    const answer = await request.get(`/api/v1/product/${id}/score_factor/`);
    const points = ((await answer.json()) as Envelope<{ points: number }>).data.points;
    if (points <= 0) continue;
    for (let days = 2; days < 12 && orderId === 0; days += 1) {
      const query = new URLSearchParams({ reserve_date: dayAhead(days), reserve_time: '10:00' });
      const submitted = await request.post(`/api/v1/order/submit/?${query}`, {
        headers: { Authorization: `Bearer ${session.token}` },
        data: { products: [{ product_id: id, count: 2 }], delivery_type: 'pickup' },
      });
      const body = (await submitted.json()) as Envelope<{ order_id: number }>;
      if (submitted.ok() && body.success) orderId = body.data.order_id;
      else refusal = body.msg;
    }
    if (orderId > 0) {
      chosen = { id, points };
      break;
    }
  }
  if (!chosen) throw new Error(`no earning demo product could be ordered: ${refusal}`);
  await page.goto('/profile/loyalty');
  await expect(page.getByTestId('loyalty-cart-score')).toBeVisible();
  for (const status of ['in_progress', 'ready', 'completed'])
    await moveOrder(request, orderId, status);

  await page.goto('/profile/loyalty');
  const earned = chosen.points * 2;
  await expect(page.getByTestId('points-balance')).toHaveText(`${grouped(earned)} امتیاز`);
  const row = page.getByTestId('points-history-row').first();
  await expect(row).toHaveAttribute('data-reason', 'order');
  await expect(row.getByTestId('points-history-amount')).toContainText(grouped(earned));
  await expect(page.getByTestId('profile-points')).toHaveText(`${grouped(earned)} امتیاز`);
});

test('the demo customer’s bad request is explained in the dialog; then they ask for a gift, see the points drop, cancel it and get them back', async ({
  page,
}) => {
  // The demo customer is shared: its login may wait out another journey's code countdown.
  test.setTimeout(240_000);
  const session = await signIn(page, DEMO_MOBILE);
  const before = await balance(page, session);
  await failFieldErrors(page, before, session);
  await page.goto('/gifts');
  await page.getByRole('button', { name: 'محصولات فروشگاه' }).click();
  await page.getByTestId('gift-card').filter({ hasText: 'یک فنجان قهوه‌ی رایگان' }).click();
  await expect(page.getByTestId('gift-your-points')).toHaveText(`امتیاز شما: ${grouped(before)}`);
  await page.getByTestId('gift-request-open').click();
  const dialog = page.getByTestId('gift-request-dialog');
  await expect(dialog.getByLabel('نام', { exact: true })).toHaveValue('مریم');
  await dialog.getByLabel('نشانی ارسال').selectOption({ index: 1 });
  await dialog.getByTestId('gift-request-submit').click();
  await expect(page.getByText('درخواست هدیهٔ «یک فنجان قهوه‌ی رایگان» ثبت شد')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('gift-your-points')).toHaveText(
    `امتیاز شما: ${grouped(before - 300)}`,
  );

  await page.goto('/profile/gift-requests');
  const newest = page.getByTestId('gift-request').first();
  await expect(newest).toContainText('یک فنجان قهوه‌ی رایگان');
  await expect(newest.getByTestId('gift-request-status')).toHaveText('در انتظار بررسی');
  await newest.getByTestId('gift-request-cancel').click();
  await expect(page.getByTestId('gift-cancel-dialog')).toContainText(
    'آیا از لغو درخواست خود مطمئن هستید؟',
  );
  await page.getByTestId('gift-cancel-yes').click();
  await expect(page.getByText(`${persian(300)} امتیاز به حساب شما برگشت`)).toBeVisible();
  await expect(newest.getByTestId('gift-request-status')).toHaveText('لغو شد');
  await expect(newest.getByTestId('gift-request-cancel')).toHaveCount(0);
  await page.goto('/profile/loyalty');
  await expect(page.getByTestId('points-balance')).toHaveText(`${grouped(before)} امتیاز`);
  await expect(page.getByTestId('points-history-row').first()).toHaveAttribute(
    'data-reason',
    'gift_refund',
  );
});

test('a customer spins the wheel once and is told when the next spin is allowed', async ({
  page,
}) => {
  const session = await signIn(page, freshMobile());
  await page.goto('/wheel');
  await expect(page.getByTestId('wheel-next')).toHaveText('همین حالا می‌توانید گردونه را بچرخانید.');
  await page.getByTestId('wheel-spin').click();
  await expect(page.getByTestId('wheel-result')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('wheel-next')).toContainText('چرخش بعدی از');
  await expect(page.getByTestId('wheel-spin')).toBeDisabled();
  const again = await page.request.get('/api/v1/spin/gifts/wheel/', {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(again.status()).toBe(429);
  expect(((await again.json()) as { msg: string }).msg).toContain('دوباره از بامداد');
  await page.reload();
  await expect(page.getByTestId('wheel-next')).toContainText('چرخش بعدی از');
  await expect(page.getByTestId('wheel-spin')).toBeDisabled();
});

test('the wheel lands at once under reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, freshMobile());
  await page.goto('/wheel');
  await page.getByTestId('wheel-spin').click();
  await expect(page.getByTestId('wheel-result')).toBeVisible({ timeout: 2_000 });
  const property = await page
    .getByTestId('wheel')
    .evaluate((wheel) => getComputedStyle(wheel).transitionProperty);
  expect(property).toBe('none');
});

test('a customer introduces a friend and sees them listed with a masked mobile', async ({
  page,
}) => {
  await signIn(page, freshMobile());
  await page.goto('/profile/referrals');
  const friend = freshMobile();
  await page.getByLabel('نام دوست').fill('نیما');
  await page.getByLabel('نام خانوادگی دوست').fill('صادقی');
  await page.getByLabel('شمارهٔ همراه دوست').fill(friend);
  await page.getByTestId('referral-submit').click();
  await expect(page.getByText('نیما صادقی معرفی شد')).toBeVisible();
  const row = page.getByTestId('referral').first();
  await expect(row).toContainText(persian(`${friend.slice(0, 4)}***${friend.slice(-4)}`));
  await expect(row.getByTestId('referral-state')).toHaveText('در انتظار عضویت');

  await page.getByLabel('شمارهٔ همراه دوست').fill(friend);
  await page.getByLabel('نام دوست').fill('نیما');
  await page.getByLabel('نام خانوادگی دوست').fill('صادقی');
  await page.getByTestId('referral-submit').click();
  await expect(page.getByText('این شماره را کس دیگری پیش‌تر معرفی کرده است')).toBeVisible();
});
