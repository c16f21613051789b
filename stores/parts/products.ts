import { type BrowserCartLine, restoreLines } from '@/lib/cart/browser-cart';
import { field } from '@/lib/guards';

/** The browser (guest) cart, kept until login sends it to the server cart. */
export type ProductsPart = { lines: BrowserCartLine[] };

export const initialProducts: ProductsPart = { lines: [] };

export function restoreProducts(stored: unknown): ProductsPart {
  return { lines: restoreLines(field(stored, 'lines')) };
}
