import { expect, type Page, test } from '@playwright/test';
import { freshMobile, journeyAddress, loginThroughApi } from './support/session';
import { smallTapTargets } from './support/tap-targets';

/** The demo's collection product: bread picked up on days and hours the customer chooses. */
const BREAD = 'اشتراک هفتگی نان سنگک';

async function breadProduct(page: Page): Promise<{ id: number; name: string }> {
  const answer = await page.request.post('/api/v1/products/search?page=1&limit=5', {
    data: { name: BREAD },
  });
  const body = (await answer.json()) as {
    data: { results: { id: number; name: string; extra: { collection?: string } }[] };
  };
  const product = body.data.results.find((item) => item.extra.collection === 'true');
  if (!product) throw new Error('the demo has no collection bread');
  return product;
}

test('a collection request is made from the product page, shows as a card, is cancelled and re-requested', async ({
  page,
}) => {
  // A long journey (form, list, two moves): room for a machine under load.
  test.setTimeout(60_000);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': journeyAddress() });
  await loginThroughApi(page, freshMobile());
  const { id: productId, name } = await breadProduct(page);

  await page.goto(`/product/${productId}`);
  await page.getByRole('link', { name: 'درخواست جمع‌آوری در روز و ساعت دلخواه' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/profile/collection-requests/new\\?product=${productId}$`),
  );
  await expect(page.getByTestId('collection-product')).toHaveText(name);

  // Two loaves, collected at the branch (the default), on the first open day.
  await page.getByRole('button', { name: 'یکی بیشتر' }).click();
  await expect(page.getByTestId('collection-count')).toHaveText('۲');
  const calendar = page.getByTestId('collection-calendar');
  await expect(calendar.getByRole('grid')).toBeVisible();
  await calendar.getByRole('gridcell').getByRole('button', { disabled: false }).first().click();
  await expect(page.getByTestId('collection-chosen-day')).toContainText('روز انتخاب‌شده');
  await page.getByTestId('collection-windows').getByRole('radio').first().check();

  // Every week: the first day's weekday is in, and one more weekday is added.
  await page.getByRole('radio', { name: /هر هفته/ }).check();
  const chips = page.getByTestId('collection-weekday');
  await expect(chips.and(page.locator('[aria-pressed="true"]'))).toHaveCount(1);
  await chips.and(page.locator('[aria-pressed="false"]:not([disabled])')).first().click();
  await expect(chips.and(page.locator('[aria-pressed="true"]'))).toHaveCount(2);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/collection-form.png', fullPage: true });

  await page.getByRole('button', { name: 'ثبت درخواست' }).click();
  await expect(page.getByText('درخواست جمع‌آوری شما ثبت شد')).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/collection-requests$/);
  await expect(page.getByRole('tab', { name: 'جاری' })).toHaveAttribute('aria-selected', 'true');
  const card = page.getByTestId('order-card').first();
  await expect(card.getByRole('heading', { name: /درخواست جمع‌آوری شمارهٔ/ })).toBeVisible();
  await expect(card.getByTestId('order-type-chip')).toHaveText(name);
  await expect(card.getByTestId('order-row-pickupDate')).toBeVisible();
  await expect(card.getByTestId('collection-schedule')).toContainText('هر هفته');
  await expect(card.getByTestId('order-status')).toHaveText('ثبت شده');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await page.screenshot({ path: 'test-results/collection-list.png', fullPage: true });

  await card.getByRole('button', { name: 'لغو درخواست' }).click();
  const cancel = page.getByRole('dialog', { name: 'آیا از لغو درخواست خود مطمئن هستید؟' });
  await cancel.getByRole('button', { name: 'بله' }).click();
  await expect(page.getByText('درخواست شما لغو شد')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'لغوشده' })).toHaveAttribute('aria-selected', 'true');
  const cancelled = page.getByTestId('order-card').first();
  await expect(cancelled.getByTestId('order-status')).toHaveText('لغو شده');

  await cancelled.getByRole('button', { name: 'درخواست مجدد' }).click();
  const again = page.getByRole('dialog', { name: 'آیا از درخواست مجدد اطمینان دارید؟' });
  await again.getByRole('button', { name: 'بله' }).click();
  await expect(page.getByText('درخواست شما دوباره ثبت شد')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'جاری' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('order-card').first().getByTestId('order-status')).toHaveText(
    'ثبت شده',
  );
});

test('a product that is not for collection has no request form', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': journeyAddress() });
  await loginThroughApi(page, freshMobile());
  await page.goto('/profile/collection-requests/new?product=999999');
  await expect(page.getByTestId('collection-form-unavailable')).toBeVisible();
});

test('the demo customer’s standing bread order is listed with its schedule and driver’s note, and every control is at least 44 px', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': journeyAddress() });
  // The demo customer is shared: its login may wait out another journey's code countdown.
  test.setTimeout(240_000);
  await loginThroughApi(page, '09120000001');
  const { id } = await breadProduct(page);

  await page.goto('/profile/collection-requests');
  await page.getByRole('tab', { name: 'جاری' }).click();
  const standing = page
    .getByTestId('order-card')
    .filter({ has: page.getByTestId('collection-schedule').getByText(/هر هفته شنبه، سه‌شنبه/) });
  await expect(standing).toHaveCount(1);
  await expect(standing.getByTestId('order-row-driverNote')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const misses = await smallTapTargets(page);

  await page.goto(`/profile/collection-requests/new?product=${id}`);
  await expect(page.getByTestId('collection-calendar').getByRole('grid')).toBeVisible();
  await page.waitForLoadState('networkidle');
  misses.push(...(await smallTapTargets(page)));
  expect(misses).toEqual([]);
});
