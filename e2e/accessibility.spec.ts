import { expect, type Page, test } from '@playwright/test';
import { seriousFindings } from './support/accessibility';
import { journeyAddress, loginThroughApi } from './support/session';

/*
 * Every page a shopper reaches, as a guest and as the demo customer (who has
 * orders in every status, points, gifts, reservations and collections): no
 * serious or critical finding of axe on any of them, on a phone.
 */

type Envelope<T> = { data: T };

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': journeyAddress() });
});

/** Opens each page, waits for what its islands load, and collects what axe finds there. */
async function sweep(page: Page, paths: string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // A page that sent the visitor to the login form was not the page under test.
    if (path !== '/login') expect(new URL(page.url()).pathname).not.toBe('/login');
    const findings = await seriousFindings(page);
    if (findings.length > 0) found[path] = findings;
  }
  return found;
}

test('the catalogue and the guest pages', async ({ page, request }) => {
  test.setTimeout(180_000);
  const answer = await request.get('/api/v1/products?type=newest&limit=1');
  const { data } = (await answer.json()) as Envelope<{ results: { id: number }[] }>;
  const product = data.results[0]?.id;
  expect(product).toBeDefined();
  const found = await sweep(page, [
    '/',
    '/categories',
    '/products',
    '/search?q=%DA%AF%D8%B0',
    '/search?q=zzzz',
    `/product/${product}`,
    '/cart',
    '/login',
    '/gifts',
    '/demo/codes',
  ]);
  expect(found).toEqual({});
});

test('the demo customer’s account pages', async ({ page }) => {
  test.setTimeout(240_000);
  const { token } = await loginThroughApi(page, '09120000001');
  const orders = await page.request.get('/api/v1/app/orders?page=1&limit=5', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await orders.json()) as Envelope<{ data: { order_id: number }[] }>;
  const order = data.data[0]?.order_id;
  expect(order).toBeDefined();
  const found = await sweep(page, [
    '/cart/checkout',
    '/profile',
    '/profile/orders',
    `/order/${order}`,
    '/profile/reservations',
    '/profile/collection-requests',
    '/profile/credit',
    '/profile/loyalty',
    '/profile/gift-requests',
    '/profile/referrals',
    '/profile/notifications',
    '/profile/favorites',
    '/profile/reminders',
    '/profile/addresses',
    '/wheel',
    '/qr/print',
  ]);
  expect(found).toEqual({});
});
