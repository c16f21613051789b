import { expect, type Page, test } from '@playwright/test';
import { freshMobile, journeyAddress, loginThroughApi } from './support/session';

type Envelope<T> = { data: T };
type Listed = { id: number; slug: string; is_exist: boolean };

async function inStockProductPath(page: Page): Promise<string> {
  const answer = await page.request.get('/api/v1/products?type=newest&limit=30');
  const { data } = (await answer.json()) as Envelope<{ results: Listed[] }>;
  const product = data.results.find((p) => p.is_exist);
  if (!product) throw new Error('no product in stock');
  return `/product/${product.id}/${encodeURIComponent(product.slug)}`;
}

async function scrollToBottom(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
}

/** Where an element's box ends and begins on screen, to tell whether one covers another. */
async function bottomOf(page: Page, testId: string): Promise<number> {
  const box = await page.getByTestId(testId).boundingBox();
  if (!box) throw new Error(`${testId} has no box`);
  return box.y + box.height;
}

async function topOf(page: Page, testId: string): Promise<number> {
  const box = await page.getByTestId(testId).boundingBox();
  if (!box) throw new Error(`${testId} has no box`);
  return box.y;
}

test('the bottom tab bar goes home, to the categories and the cart, marks where it is and counts the cart', async ({
  page,
}) => {
  await page.goto('/');
  const bar = page.getByRole('navigation', { name: 'دسترسی سریع' });
  await expect(bar).toBeVisible();
  await expect(bar.getByTestId('tab-home')).toHaveAttribute('aria-current', 'page');
  await expect(bar.getByTestId('login-link')).toHaveText('ورود');
  for (const tab of await bar.getByRole('link').all()) {
    const box = await tab.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
  }

  await page.goto(await inStockProductPath(page));
  await page.getByTestId('add-to-cart').click();
  await expect(bar.getByTestId('cart-badge')).toHaveText('۱');

  await bar.getByRole('link', { name: /دسته‌بندی‌ها/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/categories');
  await expect(bar.getByTestId('tab-categories')).toHaveAttribute('aria-current', 'page');
  await expect(bar.getByTestId('tab-home')).not.toHaveAttribute('aria-current');

  await bar.getByRole('link', { name: /سبد خرید/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/cart');
  await expect(bar.getByTestId('tab-cart')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);

  await bar.getByRole('link', { name: 'خانه' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');

  // The page ends above the bar, never under it: once home's last row, the product
  // this visitor opened («بازدیدهای اخیر شما»), has come in near the end.
  await scrollToBottom(page);
  await expect(page.getByTestId('recently-viewed')).toBeVisible();
  await scrollToBottom(page);
  expect(await bottomOf(page, 'site-footer')).toBeLessThanOrEqual(
    (await topOf(page, 'tab-bar')) + 1,
  );

  // Wide screens have these in the header; the bar is gone and takes no room.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(bar).toBeHidden();
  await expect(page.getByTestId('header-cart-badge')).toHaveText('۱');
  await expect(page.getByRole('banner').getByRole('link', { name: /دسته‌بندی‌ها/ })).toBeVisible();
});

test('a customer’s account tab opens the profile', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': journeyAddress() });
  await loginThroughApi(page, freshMobile());
  const account = page.getByTestId('account-link');
  await expect(account).toHaveText('حساب من');
  await account.click();
  await expect(page).toHaveURL((url) => url.pathname === '/profile');
  await expect(account).toHaveAttribute('aria-current', 'page');
  // Every section of the account is in sight, none cut off at the screen's edge.
  const sections = page.getByRole('navigation', { name: 'بخش‌های حساب کاربری' }).getByRole('link');
  await expect(sections).toHaveCount(12);
  for (const section of await sections.all()) {
    await expect(section).toBeInViewport({ ratio: 1 });
  }
});

test('the categories tab opens the category tree and a row leads to its category', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByTestId('tab-categories').click();
  await expect(page).toHaveURL((url) => url.pathname === '/categories');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('دسته‌بندی‌ها');

  const souvenirs = page
    .getByTestId('category-group')
    .filter({ has: page.getByRole('heading', { name: 'سوغات اصفهان' }) });
  await expect(souvenirs.getByTestId('category-row')).toHaveCount(4);
  const gaz = souvenirs.getByTestId('category-row').filter({ hasText: 'گز' });
  expect((await gaz.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await gaz.click();
  await expect(page).toHaveURL(/\/category\/\d+\/gaz$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('گز');
  await expect(page.getByTestId('tab-categories')).toHaveAttribute('aria-current', 'page');
});

test('the product page keeps its add button in view above the tab bar while scrolling', async ({
  page,
}) => {
  await page.goto(await inStockProductPath(page));
  const total = await page.getByTestId('purchase-total').textContent();
  await scrollToBottom(page);

  const buyBar = page.getByTestId('buy-bar');
  await expect(buyBar).toBeInViewport({ ratio: 1 });
  await expect(buyBar.getByTestId('purchase-total')).toHaveText(total ?? '');
  expect(await bottomOf(page, 'buy-bar')).toBeLessThanOrEqual((await topOf(page, 'tab-bar')) + 1);
  // Nor does the bar cover the page's end.
  expect(await bottomOf(page, 'site-footer')).toBeLessThanOrEqual(
    (await topOf(page, 'buy-bar')) + 1,
  );

  await buyBar.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-badge')).toHaveText('۱');
});

test('a page opened from far down another starts at its top', async ({ page }) => {
  const atTop = () => page.evaluate(() => window.scrollY);

  await page.goto('/');
  await scrollToBottom(page);
  await page.getByTestId('tab-cart').click();
  await expect(page).toHaveURL((url) => url.pathname === '/cart');
  await expect.poll(atTop).toBe(0);

  await page.goto(await inStockProductPath(page));
  await scrollToBottom(page);
  await page.getByTestId('login-link').click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(atTop).toBe(0);

  await page.setExtraHTTPHeaders({ 'x-forwarded-for': journeyAddress() });
  await loginThroughApi(page, freshMobile());
  await page.goto('/profile/addresses/new');
  await scrollToBottom(page);
  await page.getByRole('link', { name: 'بازگشت به نشانی‌ها' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/profile/addresses');
  await expect.poll(atTop).toBe(0);
});

test('a slow page shows the progress bar from the tap until it arrives', async ({ page }) => {
  // A slow link: a category page's data (prefetched or not) takes two seconds to come.
  await page.route(/\/category\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await page.goto('/categories');
  const bar = page.getByTestId('navigation-progress');
  const width = () => bar.evaluate((element) => element.getBoundingClientRect().width);
  expect(await width()).toBe(0);

  await page.getByTestId('category-row').first().click();
  await expect.poll(width, { timeout: 1_500 }).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/category\//);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('دسته‌بندی‌ها');
  await expect.poll(width).toBe(0);
});
