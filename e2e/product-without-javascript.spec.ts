import { expect, test } from '@playwright/test';

test.use({ javaScriptEnabled: false });

test('a product page holds the product, its JSON-LD and its metadata without JavaScript', async ({
  page,
  request,
}) => {
  const list = await (await request.get('/api/v1/products?type=newest&limit=1')).json();
  const product = list.data.results[0];
  const response = await page.goto(`/product/${product.id}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/product/${product.id}/`));

  await expect(page.getByTestId('product-title')).toHaveText(product.name);
  await expect(page.getByTestId('product-price')).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(product.name));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/product/${product.id}/`),
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    new RegExp(product.name),
  );

  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const graph = blocks.map((text) => JSON.parse(text));
  const types = graph
    .flatMap((node) => (Array.isArray(node['@graph']) ? node['@graph'] : [node]))
    .map((node) => node['@type']);
  expect(types).toContain('Product');
  expect(types).toContain('BreadcrumbList');
  const productLd = graph
    .flatMap((node) => node['@graph'] ?? [node])
    .find((node) => node['@type'] === 'Product');
  expect(productLd.name).toBe(product.name);
  expect(productLd.offers.price).toBeDefined();
});
