import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { devices, expect, type Page, test } from '@playwright/test';
import { plainProducts } from './support/orders';

// The shop installs like an app: a Persian, right-to-left manifest with its
// icons, a service worker that loads under the page's strict CSP, keeps
// Next's hashed files but never a page or an API answer, and stands in with a
// Persian offline page; an iPhone in Safari is shown how to add it.

type ManifestIcon = { src: string; sizes: string; type: string; purpose?: string };
type Manifest = Record<string, unknown> & { icons: ManifestIcon[] };

/** Width and height from a PNG's header (IHDR). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Resolves once every idle callback queued before it has run (the page's deferred work). */
const idle = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));

/**
 * Waits until the service worker runs this page: it registers once the shopper
 * first uses a loaded page (a key here) and takes over from the next page on
 * (it never claims a page mid-load).
 */
async function controlled(page: Page) {
  await page.keyboard.press('Shift');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test('the manifest names the shop in Persian, right to left, with icons a phone can install', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  // The tab's own icon stays; an iPhone's home screen gets a PNG of its own.
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^\/icon\.svg/);
  const apple = page.locator('link[rel="apple-touch-icon"]');
  await expect(apple).toHaveAttribute('href', /^\/apple-icon/);
  const appleIcon = await page.request.get((await apple.getAttribute('href')) ?? '');
  expect(pngSize(await appleIcon.body())).toEqual({ width: 180, height: 180 });
  const answer = await page.request.get('/manifest.webmanifest');
  expect(answer.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await answer.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'بازارچه‌ی نقش جهان',
    short_name: 'نقش جهان',
    lang: 'fa',
    dir: 'rtl',
    start_url: '/',
    display: 'standalone',
    background_color: '#ffffff',
  });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  const wanted = ['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable'];
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(
    wanted.sort(),
  );
  for (const icon of manifest.icons) {
    const file = await page.request.get(icon.src);
    expect(file.headers()['content-type']).toBe('image/png');
    const side = Number(icon.sizes.split('x')[0]);
    expect(pngSize(await file.body())).toEqual({ width: side, height: side });
  }
});

test('Chromium finds the shop installable; its worker and manifest load under the page’s CSP', async ({
  playwright,
  baseURL,
}, testInfo) => {
  // Chromium installs nothing from an incognito window, which every new context is: a profile of its own.
  const profile = mkdtempSync(join(tmpdir(), 'e2e-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    ...devices['Pixel 7'],
    baseURL,
    locale: 'fa-IR',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
    });
    const answer = await page.goto('/');
    expect(answer?.headers()['content-security-policy']).toContain("manifest-src 'self'");
    await controlled(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    expect(refused).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('keeps hashed files for later, never a page or an API answer; offline, a Persian page to retry from', async ({
  page,
  context,
}) => {
  const [productId] = await plainProducts(page.request);
  await page.goto('/');
  await controlled(page);
  // Now through the worker: a product page, the cart.
  await page.goto(`/product/${productId}`);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'سبد خرید' })).toBeVisible();
  const kept = await page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        paths.push(new URL(request.url).pathname);
      }
    }
    return paths;
  });
  expect(kept.some((path) => /^\/_next\/static\/.+\.js$/.test(path))).toBe(true);
  expect(kept.some((path) => /^\/_next\/static\/.+\.css$/.test(path))).toBe(true);
  const precached = ['/offline', '/icons/icon-192.png', '/icons/badge-96.png'];
  expect(
    kept.filter((path) => !path.startsWith('/_next/static/') && !precached.includes(path)),
  ).toEqual([]);

  await context.setOffline(true);
  await page.goto(`/product/${productId}`);
  await expect(page.getByRole('heading', { name: 'اتصال اینترنت برقرار نیست' })).toBeVisible();
  const retry = page.getByRole('link', { name: 'تلاش دوباره' });
  await expect(retry).toBeVisible();
  await context.setOffline(false);
  await retry.click();
  await expect(page.getByTestId('product-title')).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/product/${productId}(/|$)`));
});

test.describe('on an iPhone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
  });

  test('Safari shows how to add the shop to the home screen, until the hint is closed', async ({
    page,
  }) => {
    await page.goto('/');
    const hint = page.getByTestId('ios-install-hint');
    await expect(hint).toBeVisible();
    await expect(hint).toContainText('«افزودن به صفحهٔ اصلی»');
    await expect(hint.getByRole('img', { name: 'نماد اشتراک‌گذاری' })).toBeVisible();
    await hint.getByRole('button', { name: 'بستن راهنمای نصب' }).click();
    await expect(hint).toHaveCount(0);
    await page.reload();
    await idle(page);
    await expect(hint).toHaveCount(0);
  });
});

test('a page load registers no worker until the shopper uses the page', async ({ page }) => {
  await page.goto('/');
  await idle(page);
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0);
  await page.keyboard.press('Shift');
  await page.evaluate(() => navigator.serviceWorker.ready);
});

test('an Android phone is not shown the iPhone’s hint', async ({ page }) => {
  await page.goto('/');
  await idle(page);
  await expect(page.getByTestId('ios-install-hint')).toHaveCount(0);
});
