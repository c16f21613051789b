import { expect, test } from '@playwright/test';
import { freshMobile, loginThroughApi } from './support/session';

type Envelope<T> = { success: boolean; data: T; msg: string };

/*
 * The journeys' server has no SITE_URL and does not run on 3000: every address
 * the shop hands out must name the port it is served on.
 */

test('canonical links, the sitemap and robots name the served origin', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  await page.goto('/products?is_exist=true');
  await page.getByTestId('product-card').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\//);
  // During the move the list's head and the product's can both be in the document for a moment.
  const canonicalLink = page.locator('link[rel="canonical"]');
  await expect(canonicalLink).toHaveCount(1);
  await expect(canonicalLink).toHaveAttribute('href', /\/product\//);
  const canonical = await canonicalLink.getAttribute('href');
  expect(new URL(canonical ?? '').origin).toBe(origin);
  const robots = await (await page.request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  const index = await (await page.request.get('/sitemap.xml')).text();
  expect(index).toContain('<sitemapindex');
  expect(index).toContain(`<loc>${origin}/sitemaps/products-1.xml</loc>`);
  const pages = await (await page.request.get(`${origin}/sitemaps/pages.xml`)).text();
  expect(pages).toContain(`<loc>${origin}/</loc>`);
  const products = await page.request.get(`${origin}/sitemaps/products-1.xml`);
  expect(await products.text()).toContain(`<loc>${origin}/product/`);
  const again = await page.request.get(`${origin}/sitemaps/products-1.xml`, {
    headers: { 'if-none-match': products.headers().etag ?? '' },
  });
  expect(again.status()).toBe(304);
});

test('the bank keeps a customer on the address they opened the shop at, and comes back there', async ({
  page,
  baseURL,
}) => {
  const served = new URL(baseURL ?? '');
  // The same server under its other name: the bank, its form and the way back all stay there.
  const other = `http://127.0.0.1:${served.port}`;
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const { token, customer } = await loginThroughApi(page, freshMobile());
  const answer = await page.request.post(`${other}/api/v1/payment/create`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      price: 15_000,
      customer: customer.id,
      payment_for: 'buy_customer_credit',
      success_url: '/paid-order?isCharging=true',
      fail_url: '/failed-payment?isCharging=true',
    },
  });
  const start = ((await answer.json()) as Envelope<{ payment_url: string }>).data;
  expect(new URL(start.payment_url).origin).toBe(other);
  await page.goto(start.payment_url);
  await page.getByRole('button', { name: 'پرداخت' }).click();
  await expect(page).toHaveURL(`${other}/paid-order?isCharging=true`);
  expect(violations).toEqual([]);
});
