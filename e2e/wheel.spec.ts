import { expect, type Page, test } from '@playwright/test';
import { freshMobile, journeyAddress, loginThroughApi } from './support/session';

type Prize = { id: number; title: string; kind: string; value: number; color: string };
type Envelope<T> = { success: boolean; code: number; msg: string; data: T };

async function signIn(page: Page) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': journeyAddress() });
  return loginThroughApi(page, freshMobile());
}

async function prizes(page: Page): Promise<Prize[]> {
  const answer = await page.request.get('/api/v1/roulette/gifts/');
  return ((await answer.json()) as Envelope<{ results: Prize[] }>).data.results;
}

/**
 * The spin answers with this prize, as the shop would: the draw is random, so
 * the journey says which slice the wheel lands on. Nothing is written.
 */
async function landOn(page: Page, all: Prize[], prize: Prize, msg: string) {
  await page.route('**/api/v1/spin/gifts/wheel/', (route) =>
    route.fulfill({
      json: {
        success: true,
        code: 200,
        msg,
        data: {
          results: all,
          prize,
          next_spin_at: new Date(Date.now() + 86_400_000).toISOString(),
          coupon_code: null,
          points: 0,
          credit: 0,
        },
      },
    }),
  );
}

/**
 * How far the page reaches past the screen's width. Not window.innerWidth: a
 * phone (and Chromium's phone emulation) widens its layout viewport to fit a
 * page that overflows, so innerWidth grows with the fault it should measure.
 */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('a spin never makes the phone page scroll sideways, and a «پوچ» is said in a neutral toast', async ({
  page,
}) => {
  // A login and a whole four-second spin, on a shared machine.
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  const all = await prizes(page);
  const blank = all.find((prize) => prize.kind === 'nothing');
  if (!blank) throw new Error('the demo wheel has no «پوچ» slice');
  const message = `این بار «${blank.title}» بود؛ دفعهٔ بعد شانس بیشتری دارید`;
  await landOn(page, all, blank, message);

  await page.goto('/wheel');
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await page.getByTestId('wheel-spin').click();
  await expect(page.getByTestId('wheel-result')).toBeVisible({ timeout: 15_000 });
  // The wheel has turned to the slice (not a multiple of 90°): the page is still the screen's width.
  await expect.poll(() => sidewaysScroll(page)).toBeLessThanOrEqual(0);
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: message });
  await expect(toast).toBeVisible();
  await expect(toast).not.toHaveAttribute('data-type', 'success');
  await page.screenshot({ path: 'test-results/wheel-after-loss.png', fullPage: true });
});

test('a prize is said in a success toast, whose list and close button speak Persian', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page);
  const all = await prizes(page);
  const points = all.find((prize) => prize.kind === 'points' && prize.value > 0);
  if (!points) throw new Error('the demo wheel has no points slice');
  const message = `تبریک! «${points.title}» را بردید`;
  await landOn(page, all, points, message);

  await page.goto('/wheel');
  await page.getByTestId('wheel-spin').click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: message });
  await expect(toast).toHaveAttribute('data-type', 'success');
  // Screen readers hear the shop's words, not sonner's «Notifications alt+T» and «Close toast».
  await expect(page.getByRole('region', { name: 'پیام‌ها؛ میان‌بر Alt+T' })).toBeAttached();
  await expect(toast.getByRole('button', { name: 'بستن پیام' })).toBeAttached();
  const labels = await page
    .locator('[aria-label]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label') ?? ''));
  expect(labels.filter((label) => /Notifications|Close toast/.test(label))).toEqual([]);
});
