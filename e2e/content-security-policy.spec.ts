import { expect, test } from '@playwright/test';

test('pages run under a per-response nonce CSP with nothing blocked', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const nonces = new Set<string>();
  for (const path of ['/', '/products', '/search?q=گز', '/cart']) {
    const response = await page.goto(path);
    const policy = response?.headers()['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce, `a nonce in the CSP of ${path}`).toBeTruthy();
    nonces.add(nonce ?? '');
    // Every script the server wrote carries this response's nonce (JSON-LD is data,
    // not a script). Chunks the runtime adds later need none: 'strict-dynamic' trusts them.
    const html = (await response?.text()) ?? '';
    const scriptNonces = [...html.matchAll(/<script\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => !tag.includes('application/ld+json'))
      .map((tag) => /nonce="([^"]*)"/.exec(tag)?.[1]);
    expect(scriptNonces.length).toBeGreaterThan(0);
    expect(scriptNonces.every((value) => value === nonce)).toBe(true);
  }
  expect(nonces.size).toBe(4);

  // The islands still work: a toast, the cart badge, the theme toggle.
  await page.goto('/products?is_exist=true');
  await page.getByTestId('product-card').first().getByRole('link').first().click();
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-badge')).toHaveText('۱');
  await expect(page.getByText('به سبد خرید اضافه شد')).toBeVisible();
  await page.getByRole('button', { name: 'حالت تیره' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(violations).toEqual([]);
});

test('injected markup runs no script', async ({ page }) => {
  await page.goto('/');
  // What an XSS through stored text would look like: markup with an inline handler.
  await page.evaluate(() => {
    const holder = document.createElement('div');
    holder.innerHTML = '<img src="/no-such-image" onerror="window.__injected = true">';
    document.body.append(holder);
  });
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => Reflect.get(window, '__injected') === true)).toBe(false);
});
