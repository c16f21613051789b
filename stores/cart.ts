import {
  addLine,
  addRefusal,
  type BrowserCartLine,
  type CapRefusal,
  countOf,
  deleteLine,
  type FreshProduct,
  type LineLimits,
  refreshLines,
  removeLine,
  restoreLine,
} from '@/lib/cart/browser-cart';
import type { PricedTopping } from '@/lib/contract/cart';
import type { ProductSummary } from '@/lib/contract/catalog';
import { useRootStore } from './root-store';

/** The guest's cart, kept in this browser (the products part of the root store). */

function setLines(update: (lines: BrowserCartLine[]) => BrowserCartLine[]): void {
  useRootStore.setState((s) => ({ products: { ...s.products, lines: update(s.products.lines) } }));
}

export function useCartLines(): BrowserCartLine[] {
  return useRootStore((s) => s.products.lines);
}

export function useCartCount(): number {
  return useRootStore((s) => countOf(s.products.lines));
}

export const cartActions = {
  /**
   * Adds units unless the line would pass the product's stock or order limit
   * (the limits given, the product page's, else the line's own); then nothing
   * changes and the refusal says why.
   */
  add(
    product: ProductSummary,
    count?: number,
    toppings?: PricedTopping[],
    limits?: LineLimits,
  ): CapRefusal | null {
    const refused = addRefusal(getCartLines(), product.id, count ?? 1, limits);
    if (refused) {
      // The limits just seen are kept even so: the cart shows the line against them.
      if (limits)
        setLines((lines) => refreshLines(lines, new Map([[product.id, { product, ...limits }]])));
      return refused;
    }
    setLines((lines) => addLine(lines, product, count, toppings, limits));
    return null;
  },
  /** Puts a removed line back as it was, for undo. */
  restore(line: BrowserCartLine, index: number): void {
    setLines((lines) => restoreLine(lines, line, index));
  },
  /** The products as the shop has them now, when the cart is shown. */
  refresh(fresh: ReadonlyMap<number, FreshProduct>): void {
    setLines((lines) => refreshLines(lines, fresh));
  },
  remove(productId: number): void {
    setLines((lines) => removeLine(lines, productId));
  },
  clear(): void {
    setLines(() => []);
  },
  deleteLine(productId: number): void {
    setLines((lines) => deleteLine(lines, productId));
  },
};

/** Lines to send to the server cart after login, read outside React. */
export function getCartLines(): BrowserCartLine[] {
  return useRootStore.getState().products.lines;
}
