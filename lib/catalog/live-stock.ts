import { create } from 'zustand';

/** The quantity stepper's ceiling when neither stock nor an order limit bounds it. */
const UNBOUNDED_QUANTITY = 99;

/** The most one order may hold: the order limit and the stock, whichever is lower. */
export function maxQuantity(product: { stock: number | null; order_limit: number | null }): number {
  const bounds = [product.stock, product.order_limit].filter(
    (bound): bound is number => bound !== null && bound > 0,
  );
  return bounds.length > 0 ? Math.min(...bounds) : UNBOUNDED_QUANTITY;
}

/** What the product page learned of a product's stock after it was rendered. */
export type LiveStock = { is_exist: boolean; stock: number | null; order_limit: number | null };

/**
 * A cached product page is rendered once for everyone, so its «ناموجود» can
 * be older than the stock. When a page's island learns the live stock (a
 * restock arrived while the shopper looked), it is kept here, and the parts
 * of the page that show stock read it over what the server rendered.
 */
const useLiveStocks = create<{ byProduct: Readonly<Record<number, LiveStock>> }>(() => ({
  byProduct: {},
}));

export function useLiveStock(productId: number): LiveStock | undefined {
  return useLiveStocks((s) => s.byProduct[productId]);
}

export function setLiveStock(productId: number, live: LiveStock): void {
  useLiveStocks.setState((s) => ({ byProduct: { ...s.byProduct, [productId]: live } }));
}
