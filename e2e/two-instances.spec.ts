import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { formatNumber } from '@/lib/format/digits';
import { type LocalS3, startLocalS3 } from '../tests/helpers/s3-server';
import { type Instances, startInstances } from './support/instances';

type Listed = {
  id: number;
  name: string;
  slug: string;
  price: number;
  discount_percent: number;
  is_exist: boolean;
};
type Envelope<T> = { success: boolean; data: T; msg: string };

// Two production instances of the shop behind an imaginary load balancer: one
// PostgreSQL database, one Redis (a key prefix of their own). What staff change
// through one must be what a shopper reads through the other, on the very next
// request: the product page, search and the cart. Pictures live in an
// S3-compatible bucket of the journey's own; each instance has a folder of its
// own, so a picture one took is served by the other only through the bucket.
const port = Number(process.env.E2E_PORT ?? 3100);
let shop: Instances;
let product: Listed;
let writer: string;
let reader: string;
let s3: LocalS3;
let folders: string[];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Making a database with the demo shop and starting two servers takes a while.
  test.setTimeout(240_000);
  s3 = await startLocalS3();
  folders = await Promise.all([1, 2].map(() => mkdtemp(join(tmpdir(), 'shop-instance-'))));
  shop = await startInstances([port + 31, port + 32], (index) => ({
    ...s3.env,
    UPLOAD_DIR: folders[index] ?? '',
  }));
  [writer = '', reader = ''] = shop.bases;
  const list = (await (
    await fetch(`${writer}/api/v1/products?type=newest&limit=40`)
  ).json()) as Envelope<{ results: Listed[] }>;
  const simple = list.data.results.find((item) => item.is_exist && item.discount_percent === 0);
  if (!simple) throw new Error('the demo shop has no plain product in stock');
  product = simple;
});

test.afterAll(async () => {
  await shop?.stop();
  await s3?.close();
  await Promise.all((folders ?? []).map((folder) => rm(folder, { recursive: true, force: true })));
});

const productPath = () => `/product/${product.id}/${encodeURIComponent(product.slug)}`;
const searchPath = () => `/search?q=${encodeURIComponent(product.name)}`;

async function html(base: string, path: string) {
  const response = await fetch(base + path);
  return { text: await response.text(), cache: response.headers.get('x-nextjs-cache') };
}

/** The product as the API answers an anonymous visitor through `base` (its shared answer once read). */
async function apiProduct(base: string) {
  const response = await fetch(`${base}/api/v1/app/product/${product.id}`);
  return ((await response.json()) as Envelope<{ price: number; is_exist: boolean }>).data;
}

async function staff(path: string, body: unknown) {
  const response = await fetch(`${writer}/api/v1/staff/products/${product.id}/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${shop.staffToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

test('a page one instance rendered is served from the shared cache by the other', async () => {
  const first = await html(writer, productPath());
  expect(first.text).toContain(formatNumber(product.price));
  const second = await html(reader, productPath());
  expect(second.cache).toBe('HIT');
  expect(second.text).toContain(formatNumber(product.price));
  await html(writer, searchPath());
  expect((await html(reader, searchPath())).cache).toBe('HIT');
});

test('a price changed through one instance is on the other’s next request', async ({ page }) => {
  const newPrice = product.price + 12_340;
  const shown = formatNumber(newPrice);
  // The reader has the API's answer kept, as every visitor's next read would find it.
  expect((await apiProduct(reader)).price).toBe(product.price);
  expect((await apiProduct(reader)).price).toBe(product.price);
  await staff('price', { price: newPrice });
  expect((await apiProduct(reader)).price).toBe(newPrice);
  // One request each, no retries: the very next answer must have it (how long
  // that takes is a figure of bench/, not a test).
  const productPage = await html(reader, productPath());
  const searchPage = await html(reader, searchPath());
  expect(productPage.text).toContain(shown);
  expect(productPage.text).not.toContain(formatNumber(product.price));
  expect(searchPage.text).toContain(shown);

  // A shopper on the other instance sees it, puts it in the cart and is charged it.
  await page.goto(reader + productPath());
  await expect(page.getByRole('main')).toContainText(shown);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-badge')).toHaveText('۱');
  await page.goto(`${reader}/cart`);
  await expect(page.getByRole('main')).toContainText(shown);
});

test('stock run out through one instance is on the other’s next request', async () => {
  expect((await apiProduct(reader)).is_exist).toBe(true);
  await staff('stock', { stock: 0 });
  expect((await apiProduct(reader)).is_exist).toBe(false);
  expect((await html(reader, productPath())).text).toContain('موجود شد خبرم کن');
  await staff('stock', { stock: 25 });
  const back = await html(reader, productPath());
  expect(back.text).not.toContain('موجود شد خبرم کن');
  expect(back.text).toContain('data-testid="add-to-cart"');
});

/** A demo customer's token, logged in through `base` with the code from its outbox. */
async function customerToken(base: string, mobile: string): Promise<string> {
  const asked = await fetch(`${base}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile }),
  });
  expect(asked.status, await asked.clone().text()).toBe(200);
  const outbox = (await (
    await fetch(`${base}/api/v1/dev/sms-outbox?mobile=${mobile}`)
  ).json()) as Envelope<{ results: { code: string | null }[] }>;
  const code = outbox.data.results[0]?.code;
  const validated = await fetch(`${base}/api/v1/user/validate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile, code }),
  });
  return ((await validated.json()) as Envelope<{ token: { access_token: string } }>).data.token
    .access_token;
}

test('a picture uploaded through one instance is served by the other, from the bucket', async () => {
  const token = await customerToken(writer, '09120000007');
  const form = new FormData();
  const jpeg = await sharp({
    create: { width: 900, height: 600, channels: 3, background: '#8e44ad' },
  })
    .jpeg()
    .toBuffer();
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'gift.jpg');
  const uploaded = await fetch(`${writer}/api/v1/upload`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(uploaded.status).toBe(200);
  const stored = ((await uploaded.json()) as Envelope<{ id: number; url: string; size: number }>)
    .data;

  const served = await fetch(reader + stored.url);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/jpeg');
  expect((await served.arrayBuffer()).byteLength).toBe(stored.size);
  const copy = await fetch(`${reader}${stored.url.replace(/\.jpg$/, '')}/320.avif`);
  expect(copy.status).toBe(200);
  expect(copy.headers.get('content-type')).toBe('image/avif');
  const name = stored.url.split('/').pop()?.replace('.jpg', '');
  expect(await s3.keys()).toEqual([`${name}.jpg`, `variants/${name}-320.avif`]);
  // Neither machine kept a file of its own.
  for (const folder of folders) expect(await readdir(folder)).toEqual([]);

  // Deleted through the reader: gone from the writer and from the bucket.
  const deleted = await fetch(`${reader}/api/v1/app/uploads/${stored.id}/delete`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(deleted.status).toBe(200);
  expect((await fetch(writer + stored.url)).status).toBe(404);
  expect(await s3.keys()).toEqual([]);
});
