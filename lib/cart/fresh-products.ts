import { fetchCartProduct } from '@/lib/api/cart';
import { productSummary } from '@/lib/contract/catalog';
import type { FreshProduct } from './browser-cart';

/**
 * The guest cart's products as the shop has them now, read when the cart is
 * shown: each product's card and its limits. One that cannot be read (gone,
 * offline) is left out, and its line stays as it was.
 */
export async function freshProducts(
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<Map<number, FreshProduct>> {
  const answers = await Promise.allSettled(ids.map((id) => fetchCartProduct(id, signal)));
  const fresh = new Map<number, FreshProduct>();
  for (const answer of answers) {
    if (answer.status !== 'fulfilled') continue;
    const detail = answer.value;
    // The card's fields only: the page's extras (related products, comments) stay out of storage.
    fresh.set(detail.id, {
      product: productSummary.parse(detail),
      stock: detail.stock,
      order_limit: detail.order_limit,
    });
  }
  return fresh;
}
