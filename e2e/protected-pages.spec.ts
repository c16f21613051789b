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
