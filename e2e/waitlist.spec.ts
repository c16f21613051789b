import { expect, type Page, test } from '@playwright/test';
import { bookable } from './support/bookable';
import { freshMobile, journeyAddress, loginThroughApi } from './support/session';

type Envelope<T> = { data: T };

/** The demo hall (one booking an evening): its page and an open evening far enough ahead. */
async function hall(page: Page) {
  const { id, path, days } = await bookable(page, 'reserve-hall');
  // The last open evening shown: other journeys book the first ones.
  const day = days.filter((d) => d.state === 'open').at(-1)?.date;
  if (!day) throw new Error('the demo hall needs an open evening');
  return { id, path, day };
}

/** Pages the calendar forward until the day shows, then picks it. */
async function pickDay(page: Page, iso: string) {
  const day = page.locator(`[data-iso="${iso}"]`);
  await expect(async () => {
    if (!(await day.isVisible()))
      await page.getByRole('button', { name: 'رفتن به ماه بعد' }).click();
    await expect(day).toBeEnabled({ timeout: 1_000 });
  }).toPass();
  await day.click();
}

test('a customer waits in a full window’s line, is offered the seat another customer cancels, and books it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': journeyAddress() });
  const other = await browser.newPage();
  await other.setExtraHTTPHeaders({ 'x-forwarded-for': journeyAddress() });
  const someoneElse = await loginThroughApi(other, freshMobile());
  const evening = await hall(page);

  // Someone else takes the evening's only seat.
  const booked = await other.request.post('/api/v1/app/reservation/request/', {
    headers: { Authorization: `Bearer ${someoneElse.token}` },
    data: {
      products: [
        {
          product_id: evening.id,
          count: 1,
          reservations: [{ reserve_date: evening.day, start_time: '16:00', end_time: '22:00' }],
        },
      ],
    },
  });
  expect(booked.ok(), await booked.text()).toBe(true);
  const { data: order } = (await booked.json()) as Envelope<{ order_id: number }>;

  // The customer finds it full and asks to be told.
  await loginThroughApi(page, freshMobile());
  await page.goto(evening.path);
  const panel = page.getByTestId('reservation-panel');
  await pickDay(page, evening.day);
  await expect(panel.getByTestId('reservation-window').first()).toContainText('تکمیل');
  const waitlist = panel.getByTestId('waitlist');
  await waitlist.getByRole('button', { name: /جایی خالی شد خبرم کن/ }).click();
  await expect(waitlist.getByTestId('waitlist-waiting')).toHaveText('در صف انتظار · نفر ۱ در صف');
  await page.screenshot({ path: 'test-results/waitlist-waiting.png', fullPage: true });

  // The other customer cancels: the seat is held for the first in line.
  const cancelled = await other.request.post(`/api/v1/app/order/${order.order_id}/status/`, {
    headers: { Authorization: `Bearer ${someoneElse.token}` },
    data: { status: 'canceled' },
  });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);

  await page.goto('/profile/notifications');
  await expect(
    page.getByText('جای خالی برای «رزرو سالن گردهمایی برای یک عصر»').first(),
  ).toBeVisible();
  await page.goto(evening.path);
  await pickDay(page, evening.day);
  const window = panel.getByTestId('reservation-window').first();
  await expect(window).toContainText('۱ جا برای شما نگه داشته شده');
  await window.click();
  const submit = panel.getByTestId('reservation-submit');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page).toHaveURL(/\/reservation\/\d+$/, { timeout: 15_000 });
  await expect(page.getByTestId('reservation-window-row')).toHaveText('از ساعت ۱۶ تا ۲۲');
  await expect(page.getByRole('button', { name: 'جابه‌جایی نوبت' })).toBeVisible();
  await other.close();
});
