import { type BrowserCartLine, restoreLines } from '@/lib/cart/browser-cart';
import { field } from '@/lib/guards';
import { initialReservation, type ReservationState, restoreReservation } from './reservation';

/**
 * The browser (guest) cart, kept until login sends it to the server cart, and
 * the reservation being chosen (spec 3: reservedList, extraPeople, reservStep).
 */
export type ProductsPart = { lines: BrowserCartLine[] } & ReservationState;

export const initialProducts: ProductsPart = { lines: [], ...initialReservation };

export function restoreProducts(stored: unknown): ProductsPart {
  return { lines: restoreLines(field(stored, 'lines')), ...restoreReservation(stored) };
}
