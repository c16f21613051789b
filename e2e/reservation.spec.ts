import { expect, type Page, test } from '@playwright/test';
import { bookable } from './support/bookable';
import { freshMobile, journeyAddress, latestCode, loginThroughApi } from './support/session';
import { smallTapTargets } from './support/tap-targets';

/** The demo's hall: one booking per evening, some evenings already booked out. */
async function hallPage(page: Page) {
  const { path, days } = await bookable(page, 'reserve-hall');
  const open = days.find((d) => d.state === 'open');
  const full = days.find((d) => d.state === 'full');
  if (!open || !full) throw new Error('the demo hall needs an open and a full day ahead');
  return { path, open: open.date, full: full.date };
}

const persian = (n: number) => n.toLocaleString('fa-IR');
const latinDigits = (text: string) =>
  text.replace(/[۰-۹]/g, (digit) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(digit)));

/** Pages the calendar forward until the day shows. */
async function showDay(page: Page, iso: string) {
  const day = page.locator(`[data-iso="${iso}"]`);
  // A tap before the calendar's script has arrived does nothing: page again until the day shows.
  await expect(async () => {
    if (!(await day.isVisible()))
      await page.getByRole('button', { name: 'رفتن به ماه بعد' }).click();
    await expect(day).toBeVisible({ timeout: 1_000 });
  }).toPass();
  return day;
}

test('a guest picks a day and window, logs in, reserves, cancels, and re-requests from the orders list', async ({
  page,
}) => {
  // Login, booking, cancel and re-request on a shared two-core machine: more than the default 30 s.
  test.setTimeout(90_000);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': journeyAddress() });
  const hall = await hallPage(page);
  await page.goto(hall.path);
  const panel = page.getByTestId('reservation-panel');
  await expect(panel.getByRole('heading', { name: 'رزرو روز و ساعت' })).toBeVisible();

  // A booked-out evening cannot be chosen.
  const full = await showDay(page, hall.full);
  await expect(full).toBeDisabled();

  await page.goto(hall.path);
  const open = await showDay(page, hall.open);
  await open.click();
  const windowChoice = panel.getByTestId('reservation-window').first();
  await expect(windowChoice).toContainText('۱ جای خالی');
  await windowChoice.click();
  await expect(panel.getByTestId('reservation-total')).toContainText('۵٬۵۰۰٬۰۰۰');
  // Cash for a booking is paid at the place, never «on delivery».
  await expect(panel.getByTestId('reservation-payment-cash')).toHaveText('پرداخت در محل');
  await expect(panel.getByTestId('reservation-payment-cash').locator('input')).toBeChecked();
  // Every control of the booking, calendar days included, is a phone's tap target.
  expect(await smallTapTargets(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/reservation-panel.png', fullPage: true });

  await panel.getByTestId('reservation-submit').click();
  await expect(page).toHaveURL(/\/login\?next=/);
  const mobile = freshMobile();
  await page.getByLabel('شمارهٔ موبایل').fill(mobile);
  await page.getByRole('button', { name: 'دریافت کد ورود' }).click();
  await page.getByLabel('کد ورود').fill(await latestCode(page.request, mobile));

  // Back on the product: the choice survived the login.
  await expect(page).toHaveURL((url) => url.pathname === hall.path, { timeout: 10_000 });
  const submit = page.getByTestId('reservation-submit');
  await expect(submit).toHaveText('ثبت رزرو');
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page).toHaveURL(/\/reservation\/\d+$/, { timeout: 10_000 });
  const orderId = Number(page.url().split('/').at(-1));
  const detail = page.getByTestId('reservation-detail');
  await expect(detail.getByTestId('reservation-product')).toHaveText(
    'رزرو سالن گردهمایی برای یک عصر',
  );
  await expect(detail.getByTestId('reservation-window-row')).toHaveText('از ساعت ۱۶ تا ۲۲');
  await expect(detail.getByTestId('reservation-status')).toHaveText('ثبت شده');
  await expect(page.getByTestId('reservation-ics')).toHaveAttribute(
    'download',
    `reservation-${orderId}.ics`,
  );
  const tracking = (await detail.getByTestId('reservation-tracking').textContent()) ?? '';
  await expect(detail.getByTestId('reservation-payment-row')).toHaveText('در محل — پرداخت نشده');
  // Where to go: the shop's branch, its address and its map.
  const place = page.getByTestId('reservation-place');
  await expect(place.getByRole('heading', { name: 'محل رزرو' })).toBeVisible();
  await expect(place.getByTestId('branch-name')).toHaveText('شعبه‌ی میدان نقش جهان');
  await expect(place.getByTestId('branch-address')).toHaveText('اصفهان، میدان امام، بازار قیصریه');
  await expect(place.getByTestId('branch-map')).toBeVisible();
  // The phone's calendar gets the place, its point and the order's number (lines unfolded).
  const href = (await page.getByTestId('reservation-ics').getAttribute('href')) ?? '';
  const ics = decodeURIComponent(href.replace(/^data:text\/calendar;charset=utf-8,/, '')).replace(
    /\r\n /g,
    '',
  );
  expect(ics).toContain('LOCATION:شعبه‌ی میدان نقش جهان، اصفهان، میدان امام، بازار قیصریه');
  expect(ics).toContain('GEO:32.66;51.6776');
  expect(ics).toContain(`DESCRIPTION:کد پیگیری سفارش: ${latinDigits(tracking)}`);
  expect(ics).toContain('پرداخت: در محل — پرداخت نشده');
  // The order's own page says the same: paid at the place, held at the branch.
  await page.goto(`/order/${orderId}`);
  const order = page.getByTestId('order-detail');
  await expect(order).toContainText('در محل — پرداخت نشده');
  await expect(order).not.toContainText('هنگام تحویل');
  await expect(order.getByRole('heading', { name: 'محل رزرو' })).toBeVisible();
  await expect(order.getByTestId('branch-name')).toHaveText('شعبه‌ی میدان نقش جهان');
  await page.goto(`/reservation/${orderId}`);
  // Measured without the success toast (its close button is the toaster's own).
  await page.reload();
  await expect(detail.getByTestId('reservation-status')).toHaveText('ثبت شده');
  expect(await smallTapTargets(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/reservation-detail.png', fullPage: true });

  await page.getByRole('button', { name: 'لغو درخواست' }).click();
  await page
    .getByRole('dialog', { name: 'آیا از لغو درخواست خود مطمئن هستید؟' })
    .getByRole('button', { name: 'بله' })
    .click();
  await expect(detail.getByTestId('reservation-status')).toHaveText('لغو شده');

  await page.goto('/profile/orders');
  await page.getByRole('tab', { name: 'لغوشده' }).click();
  const card = page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
  await expect(card.getByTestId('order-row-timeWindow')).toBeVisible();
  await card.getByRole('button', { name: 'درخواست مجدد' }).click();
  await page
    .getByRole('dialog', { name: 'آیا از درخواست مجدد اطمینان دارید؟' })
    .getByRole('button', { name: 'بله' })
    .click();
  await page.goto(`/reservation/${orderId}`);
  await expect(page.getByTestId('reservation-status')).toHaveText('ثبت شده');

  await page.goto('/profile/reservations');
  await expect(page.getByTestId('reservation-card')).toHaveCount(1);
});

test('the calendar is in the page from the first paint, and its script comes only when the shopper scrolls to it', async ({
  page,
}) => {
  const hall = await hallPage(page);
  // A phone on which the booking starts below the fold.
  await page.setViewportSize({ width: 412, height: 640 });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(hall.path, { waitUntil: 'networkidle' });
  const panel = page.getByTestId('reservation-panel');
  // Drawn by the server below the fold: the month is there before any script for it.
  await expect(panel.getByRole('heading', { name: 'رزرو روز و ساعت' })).toBeAttached();
  const atRest = scripts.length;
  const caption = panel.locator('[class*="caption_label"]').first();
  const month = (await caption.textContent()) ?? '';

  await panel.getByRole('button', { name: 'رفتن به ماه بعد' }).scrollIntoViewIfNeeded();
  await expect.poll(() => scripts.length).toBeGreaterThan(atRest);
  // Once it has arrived the calendar answers: the next month shows.
  await expect(async () => {
    await panel.getByRole('button', { name: 'رفتن به ماه بعد' }).click();
    await expect(caption).not.toHaveText(month, { timeout: 1_000 });
  }).toPass();
});

test('the people stepper stops at the seats the window has left, and the seats a shopper holds are theirs, never «تکمیل»', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const session = await loginThroughApi(page, freshMobile());
  // The café: tables of 6 places in four windows a day; the latest open day ahead, which no other journey books.
  const cafe = await bookable(page, 'reserve-cafe-table', session.token);
  const day = cafe.days.filter((d) => d.state === 'open').at(-1);
  const window = day?.windows.find((w) => w.remaining >= 2 && !w.held);
  if (!day || !window) throw new Error('the demo café needs an open window ahead');
  const free = window.remaining;

  await page.goto(cafe.path);
  const panel = page.getByTestId('reservation-panel');
  const dayButton = await showDay(page, day.date);
  const choice = panel.locator(
    `[data-testid="reservation-window"]:has(input[value="${window.start_time}/${window.end_time}"])`,
  );
  // A tap that lands before the booking's script has arrived does nothing: tap again.
  await expect(async () => {
    await dayButton.click();
    await expect(choice).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(choice).toContainText(`${persian(free)} جای خالی`);
  await choice.click();
  // Held: one seat fewer for everyone, that one seat the shopper's (never one more than there is).
  await expect(choice).toContainText(
    `${persian(free - 1)} جای خالی، ${persian(1)} جا برای شما نگه داشته شده`,
  );

  const people = panel.getByRole('group', { name: 'تعداد نفرات' });
  const more = panel.getByRole('button', { name: 'افزایش تعداد نفرات' });
  for (let seats = 2; seats <= free; seats++) {
    await more.click();
    await expect(people.locator('output')).toHaveText(persian(seats));
    await expect(choice).toContainText(`${persian(seats)} جا برای شما نگه داشته شده`);
  }
  // Every free seat is the shopper's: the stepper stops there, with nothing refused.
  await expect(people.locator('output')).toHaveText(persian(free));
  await expect(more).toBeDisabled();
  await expect(choice.getByTestId('reservation-window-room')).toHaveText(
    `${persian(free)} جا برای شما نگه داشته شده`,
  );
  await expect(page.getByText('خطا در ثبت درخواست')).toHaveCount(0);
  await expect(panel.getByTestId('reservation-total')).toContainText(persian(free * 150_000));

  // Anyone else finds the window taken.
  const others = await bookable(page, 'reserve-cafe-table');
  const theirs = others.days
    .find((d) => d.date === day.date)
    ?.windows.find((w) => w.start_time === window.start_time);
  expect(theirs).toMatchObject({ remaining: 0, held: 0 });

  // Back later: the kept choice comes back, and the day and window are still the shopper's, not full.
  await page.reload();
  await panel.scrollIntoViewIfNeeded();
  await expect(choice.getByTestId('reservation-window-room')).toHaveText(
    `${persian(free)} جا برای شما نگه داشته شده`,
  );
  await expect(choice.locator('input')).toBeEnabled();
  await expect(choice.locator('input')).toBeChecked();
  await expect(page.locator(`[data-iso="${day.date}"]`)).toBeEnabled();
  await page.screenshot({ path: 'test-results/reservation-held.png', fullPage: true });
});
