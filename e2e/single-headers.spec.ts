import { expect, test } from '@playwright/test';
import { rawResponse, repeatedHeaders } from '../bench/lib/raw-headers.mjs';
import { staffToken } from './support/orders';

/*
 * One Location, one Content-Type, one Cache-Control on every answer, whether
 * Next renders it (a miss) or the front replays it (a hit), before and after a
 * price change. Read as a client that joins repeated headers would (fetch
 * follows `…/slug, …/slug` into a loop when Location comes twice) and as the
 * lines came over the wire.
 */

type Envelope<T> = { data: T };
type Product = { id: number; slug: string; price: number; final_price: number };

test('a product’s short and long addresses and its API answer carry each header once', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const listed = await request.get('/api/v1/products?type=newest&limit=1');
  const { id } = ((await listed.json()) as Envelope<{ results: { id: number }[] }>).data
    .results[0] as { id: number };
  const detail = await request.get(`/api/v1/app/product/${id}`);
  const product = ((await detail.json()) as Envelope<Product>).data;
  const long = `/product/${id}/${encodeURIComponent(product.slug)}`;
  const addresses = [`/product/${id}`, long, `/api/v1/app/product/${id}`];

  async function readEach(phase: string) {
    for (const path of addresses) {
      // Twice: the first may be rendered by Next, the second answered from the cache.
      for (const read of [1, 2]) {
        const { status, lines } = await rawResponse(base + path, { accept: 'text/html' });
        expect(status, `${phase} ${path} #${read}`).toBeLessThan(400);
        expect(repeatedHeaders(lines), `${phase} ${path} #${read}`).toEqual({});
      }
    }
    const followed = await fetch(`${base}/product/${id}`);
    expect(followed.status, `${phase}: fetch follows the short address`).toBe(200);
    expect(new URL(followed.url).pathname).toBe(long);
  }

  const setPrice = (price: number) =>
    request.post(`/api/v1/staff/products/${id}/price`, {
      headers: { authorization: `Bearer ${staffToken()}` },
      data: {
        price,
        discount_price: product.final_price < product.price ? product.final_price : null,
      },
    });
  await readEach('fresh');
  expect((await setPrice(product.price + 1000)).ok()).toBe(true);
  try {
    await readEach('after a price change');
  } finally {
    await setPrice(product.price);
  }
});
