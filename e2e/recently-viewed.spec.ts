import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  test,
} from '@playwright/test';
import { freshMobile, journeyAddress, latestCode } from './support/session';

const TITLE = 'بازدیدهای اخیر شما';
/** The browser's own list (lib/recently-viewed/browser-list.ts). */
const LIST_KEY = 'recently_viewed_v1';

type Product = { id: number; slug: string; name: string; extra: { reservable?: string } };
type Envelope<T> = { data: T };

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': journeyAddress() });
});

/** Four products a shopper can open, newest first (no booking calendar in the way). */
async function fourProducts(request: APIRequestContext): Promise<Product[]> {
  const answer = await request.get('/api/v1/products?type=newest&page=1&limit=12');
  const { data } = (await answer.json()) as Envelope<{ results: Product[] }>;
  const plain = data.results.filter((product) => product.extra.reservable !== 'true');
  expect(plain.length).toBeGreaterThanOrEqual(4);
  return plain.slice(0, 4);
}

/**
 * Opens a product page and waits until the page has noted the visit: that
 * happens once its script runs, after the HTML is already on screen.
 */
async function open(page: Page, product: Product): Promise<void> {
  await page.goto(`/product/${product.id}/${encodeURIComponent(product.slug)}`);
  await expect(page.getByTestId('product-title')).toHaveText(product.name);
  await page.waitForFunction(
    ({ key, id }) => JSON.parse(localStorage.getItem(key) ?? '[]')[0] === id,
    { key: LIST_KEY, id: product.id },
  );
}

/** The row's product names, in order, once the shopper has scrolled down to it. */
async function rowNames(page: Page): Promise<string[]> {
  const row = page.getByRole('region', { name: TITLE, exact: true });
  // The row's script comes as its place nears the screen, as it would when scrolling.
  await page.getByTestId('recently-viewed-spot').or(row).first().scrollIntoViewIfNeeded();
  await expect(row.getByRole('heading', { level: 3 }).first()).toBeVisible();
  return (await row.getByRole('heading', { level: 3 }).allTextContents()).map((name) =>
    name.trim(),
  );
}

async function tokenOf(context: BrowserContext): Promise<string> {
  const { origins } = await context.storageState();
  const stored = origins.flatMap((origin) => origin.localStorage);
  const root = stored.find((item) => item.name === 'root_persistent_v4')?.value ?? '{}';
  return (JSON.parse(root) as { state: { user: { token: string } } }).state.user.token;
}

async function serverList(request: APIRequestContext, token: string): Promise<number[]> {
  const answer = await request.get('/api/v1/app/recently-viewed', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as Envelope<{ results: { id: number }[] }>;
  return data.results.map(({ id }) => id);
}

test('a guest’s recently viewed products show on home and under a product, stay at login, and follow the customer to another device', async ({
  page,
  context,
  browser,
}) => {
  test.slow();
  const [first, second, third, fourth] = await fourProducts(page.request);
  if (!first || !second || !third || !fourth) throw new Error('the demo shop has too few products');

  // A guest opens three products: home shows them, newest first.
  await open(page, first);
  await open(page, second);
  await open(page, third);
  await page.goto('/');
  expect(await rowNames(page)).toEqual([third.name, second.name, first.name]);

  // Under a fourth product: the same three, not the product itself.
  await open(page, fourth);
  expect(await rowNames(page)).toEqual([third.name, second.name, first.name]);

  // Logging in keeps the list: it is the customer's own now, on the server.
  const mobile = freshMobile();
  await page.goto('/login');
  await page.getByLabel('شمارهٔ موبایل').fill(mobile);
  await page.getByRole('button', { name: 'دریافت کد ورود' }).click();
  await page.getByLabel('کد ورود').fill(await latestCode(page.request, mobile));
  await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: 15_000 });
  const all = [fourth, third, second, first];
  expect(await rowNames(page)).toEqual(all.map(({ name }) => name));
  const token = await tokenOf(context);
  expect(await serverList(page.request, token)).toEqual(all.map(({ id }) => id));

  // The same customer on another device, whose browser has opened nothing.
  const state = await context.storageState();
  const other = await browser.newContext({
    storageState: {
      cookies: state.cookies,
      origins: state.origins.map((origin) => ({
        ...origin,
        localStorage: origin.localStorage.filter((item) => item.name !== LIST_KEY),
      })),
    },
  });
  await other.setExtraHTTPHeaders({ 'x-forwarded-for': journeyAddress() });
  const phone = await other.newPage();
  await phone.goto('/');
  expect(await rowNames(phone)).toEqual(all.map(({ name }) => name));
  await phone.screenshot({ path: 'test-results/recently-viewed-other-device.png' });

  // «پاک کردن» empties the list everywhere: the row goes, and the server holds nothing.
  await phone.getByRole('button', { name: 'پاک کردن بازدیدهای اخیر' }).click();
  await expect(phone.getByRole('region', { name: TITLE, exact: true })).toHaveCount(0);
  await expect.poll(() => serverList(phone.request, token)).toEqual([]);
  await other.close();
});
