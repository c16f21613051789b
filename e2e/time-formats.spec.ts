import { type APIRequestContext, expect, test } from '@playwright/test';
import { freshMobile, journeyAddress, loginThroughApi } from './support/session';

type Envelope<T> = { data: T };
type Day = {
  date: string;
  state: string;
  windows: { start_time: string; end_time: string; remaining: number }[];
};

/** A reservable product of the demo with a window open on some day ahead, and that slot. */
async function openSlot(request: APIRequestContext) {
  const listed = await request.get('/api/v1/products?type=reservable&limit=100');
  const { data } = (await listed.json()) as Envelope<{ results: { id: number; slug: string }[] }>;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(new Date());
  const parts = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', {
    timeZone: 'Asia/Tehran',
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(new Date());
  const year = Number.parseInt(parts.find((p) => p.type === 'year')?.value ?? '', 10);
  const month = Number(parts.find((p) => p.type === 'month')?.value);
  for (const product of data.results.filter((p) => p.slug !== 'reserve-hall')) {
    const calendar = await request.get(
      `/api/v1/products/${product.id}/reservation/calender?year=${year}&month=${month}&double=true`,
    );
    const days = ((await calendar.json()) as Envelope<Day[]>).data;
    for (const day of days.filter((d) => d.date > today && d.state === 'open')) {
      const window = day.windows.find((w) => w.remaining > 0);
      if (window) return { productId: product.id, day: day.date, window };
    }
  }
  throw new Error('no reservable product has an open window ahead');
}

/** A window said as the shop says every window: «از ساعت ۹ تا ۱۱» (minutes only when there are some). */
const WINDOW = /از ساعت [۱-۹][۰-۹]?(?::[۱-۵][۰-۹])? تا [۱-۹][۰-۹]?(?::[۱-۵][۰-۹])?/;
/** A time of day: «۹:۳۰», the hour without a leading zero. */
const TIME_OF_DAY = /، (?:۰|[۱-۹][۰-۹]?):[۰-۵][۰-۹]$/;

test('a reservation’s window and a notification’s time are said one way each, on every screen', async ({
  page,
}) => {
  // A login, a booking and two screens, on a shared machine.
  test.setTimeout(60_000);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': journeyAddress() });
  const { token } = await loginThroughApi(page, freshMobile());
  const slot = await openSlot(page.request);
  const booked = await page.request.post('/api/v1/app/reservation/request/', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      products: [
        {
          product_id: slot.productId,
          count: 1,
          reservations: [
            {
              reserve_date: slot.day,
              start_time: slot.window.start_time,
              end_time: slot.window.end_time,
            },
          ],
        },
      ],
    },
  });
  expect(booked.ok(), await booked.text()).toBe(true);

  await page.goto('/profile/reservations');
  const card = page.getByTestId('reservation-card').first();
  await expect(card).toContainText(WINDOW);
  await expect(card).not.toContainText(/[۰-۹]{2}:[۰-۹]{2}/);

  await page.goto('/profile/notifications');
  const booking = page.getByTestId('notification').filter({ hasText: 'ثبت شد' }).first();
  await expect(booking).toContainText(WINDOW);
  await expect(booking.locator('time')).toHaveText(TIME_OF_DAY);
  await page.screenshot({ path: 'test-results/notifications-times.png' });
});
