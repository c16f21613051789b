import { expect, test } from '@playwright/test';

test('home banners say their message in text, over a picture of what they offer', async ({
  page,
}) => {
  await page.goto('/');
  const banner = page.getByTestId('home-banner').first();
  await expect(banner).toBeVisible();
  // The title is text on the banner, readable, not only the picture's alt.
  const title = banner.getByText('جشنواره‌ی گز و پولکی اصفهان');
  await expect(title).toBeVisible();
  const [bannerBox, titleBox] = await Promise.all([banner.boundingBox(), title.boundingBox()]);
  if (!bannerBox || !titleBox) throw new Error('banner not laid out');
  expect(titleBox.y).toBeGreaterThanOrEqual(bannerBox.y);
  expect(titleBox.y + titleBox.height).toBeLessThanOrEqual(bannerBox.y + bannerBox.height + 1);
  // RTL: the title sits on the right-hand (start) side of the banner.
  expect(titleBox.x + titleBox.width).toBeGreaterThan(bannerBox.x + bannerBox.width * 0.6);
  await expect(banner.locator('img')).toHaveAttribute('src', /\/images\/banners\/gaz-\d+\.svg$/);
});

test('a pizza is pictured as a pizza, in its list and on its page', async ({ page }) => {
  await page.goto('/search?q=پیتزا');
  const card = page.getByTestId('search-results').getByTestId('product-card').first();
  await expect(card).toContainText('پیتزا');
  await expect(card.locator('img').first()).toHaveAttribute('src', /\/images\/products\/pizza-/);
});

test('the largest paint is fetched first and announced ahead of the body; the other pictures wait', async ({
  page,
}) => {
  for (const [path, main] of [
    ['/product/1', page.getByRole('region', { name: 'تصاویر محصول' }).locator('img').first()],
    ['/', page.getByTestId('home-banner').first().locator('img')],
  ] as const) {
    const response = await page.goto(path);
    const src = await main.getAttribute('src');
    if (!response || !src) throw new Error(`${path}: no answer or no main picture`);
    await expect(main).toHaveAttribute('fetchpriority', 'high');
    await expect(main).toHaveAttribute('loading', 'eager');
    // React announces it as a Link header when it knows before the headers leave
    // (the earliest a browser can hear of it), else as a <link> in the head.
    const header = (await response.headerValue('link')) ?? '';
    const inHeader = header
      .split(/,\s*(?=<)/)
      .some(
        (entry) =>
          entry.startsWith(`<${src}>`) &&
          entry.includes('rel=preload') &&
          entry.includes('as="image"') &&
          entry.includes('fetchpriority="high"'),
      );
    const inHead = await page
      .locator(`head link[rel="preload"][as="image"][href="${src}"][fetchpriority="high"]`)
      .count();
    expect(inHeader || inHead > 0, `${path} preloads ${src}`).toBe(true);
    // Exactly one picture asks to come first; the cards below wait their turn.
    await expect(page.locator('main img[fetchpriority="high"]')).toHaveCount(1);
    await expect(page.getByTestId('product-card').first().locator('img')).toHaveAttribute(
      'loading',
      'lazy',
    );
  }
});

test('a Persian page fetches the Persian font file alone, its parentheses and colons included', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  for (const path of ['/product/1', '/', '/categories']) {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
  }
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.filter((font) => !font.includes('persian'))).toEqual([]);
});
