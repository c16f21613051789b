import { expect, type Page, test } from '@playwright/test';
import { freshMobile, journeyAddress, latestCode } from './support/session';
import { smallTapTargets } from './support/tap-targets';

type Envelope<T> = { data: T };
type Day = { date: string; state: string; windows: { start_time: string; remaining: number }[] };

/** The demo's hall: one booking per evening, some evenings already booked out. */
async function hallPage(page: Page) {
  const answer = await page.request.get('/api/v1/products?type=reservable&limit=100');
  const { data } = (await answer.json()) as Envelope<{ results: { id: number; slug: string }[] }>;
  const hall = data.results.find((product) => product.slug === 'reserve-hall');
  if (!hall) throw new Error('the demo hall is missing');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(new Date());
  const parts = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', {
    timeZone: 'Asia/Tehran',
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(new Date());
  const year = Number.parseInt(parts.find((p) => p.type === 'year')?.value ?? '', 10);
  const month = Number(parts.find((p) => p.type === 'month')?.value);
  const calendar = await page.request.get(
    `/api/v1/products/${hall.id}/reservation/calender?year=${year}&month=${month}&double=true`,
  );
  const days = ((await calendar.json()) as Envelope<Day[]>).data.filter((d) => d.date > today);
  const open = days.find((d) => d.state === 'open');
  const full = days.find((d) => d.state === 'full');
  if (!open || !full) throw new Error('the demo hall needs an open and a full day ahead');
  return { path: `/product/${hall.id}/${hall.slug}`, open: open.date, full: full.date };
}

/** Pages the calendar forward until the day shows. */
async function showDay(page: Page, iso: string) {
  const day = page.locator(`[data-iso="${iso}"]`);
  for (let i = 0; i < 2 && !(await day.isVisible()); i++) {
    await page.getByRole('button', { name: 'رفتن به ماه بعد' }).click();
  }
  await expect(day).toBeVisible();
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
  await expect(detail.getByTestId('reservation-window-row')).toHaveText('۱۶:۰۰ – ۲۲:۰۰');
  await expect(detail.getByTestId('reservation-status')).toHaveText('ثبت شده');
  await expect(page.getByTestId('reservation-ics')).toHaveAttribute(
    'download',
    `reservation-${orderId}.ics`,
  );
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
