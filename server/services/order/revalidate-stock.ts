import { tagsForProductChange } from '@/lib/api/cache-tags';

export type StockChange = { productId: number; categoryId: number };

/**
 * Tells the storefront's cache that these products' stock (and so their
 * availability and best-seller order) changed. Only a Next server has that
 * cache: NEXT_RUNTIME is set there alone, so tests, scripts and the staff CLI
 * skip this, and next/cache is never loaded outside Next. A failure here never
 * undoes an order that is already written: the cached pages expire on their own.
 */
export async function revalidateStock(changes: readonly StockChange[]): Promise<void> {
  if (changes.length === 0 || !process.env.NEXT_RUNTIME) return;
  const tags = new Set(
    changes.flatMap((change) => tagsForProductChange(change.productId, change.categoryId)),
  );
  try {
    const { revalidateTag } = await import('next/cache');
    for (const tag of tags) revalidateTag(tag, 'max');
  } catch (error) {
    console.warn('[api] catalogue cache not revalidated after a stock change', error);
  }
}
