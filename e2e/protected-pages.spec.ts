import { expect, test } from '@playwright/test';

test('a protected page sends a visitor without a session to /login, remembering the page', async ({
  page,
}) => {
  for (const path of ['/profile', '/profile/orders', '/cart/checkout', '/order/12']) {
    await page.goto(path);
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe(path);
  }
});

test('catalogue pages and the cart stay open to everyone', async ({ page }) => {
  for (const path of ['/', '/cart', '/products']) {
    await page.goto(path);
    await expect(page).toHaveURL((url) => url.pathname === path);
  }
});

test('the API answers its slash-ended paths where asked; a page with a trailing slash has one address', async ({
  request,
  baseURL,
}) => {
  const price = await request.post('/api/v1/order/price/', { data: {}, maxRedirects: 0 });
  expect(price.status()).toBe(401);
  const times = await request.get('/api/v2/zones/available_times/?latitude=32.64&longitude=51.66', {
    maxRedirects: 0,
  });
  expect(times.status()).toBe(200);

  const page = await request.get('/products/?page=2', { maxRedirects: 0 });
  expect(page.status()).toBe(308);
  expect(page.headers().location).toMatch(/\/products\?page=2$/);
  // A doubled leading slash stays on this shop, never a protocol-relative address.
  const shop = new URL(baseURL ?? 'http://localhost');
  const sneaky = await request.get(`${shop.origin}//example.com/`, { maxRedirects: 0 });
  expect(sneaky.status()).toBe(308);
  const target = new URL(sneaky.headers().location ?? '', shop);
  expect(target.origin).toBe(shop.origin);
  expect(target.pathname.startsWith('//')).toBe(false);
});
