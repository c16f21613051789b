import type { ReservationSlot } from '@/lib/contract/reservation';
import type { Database } from '@/server/db/database';
import { ApiError } from '@/server/errors/api-error';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import { loadLineProducts } from '@/server/services/cart/line-product';
import { isReservableProduct } from './lines';
import { checkSlotDay, type Slot } from './seats';

const messages = apiMessages.reservation;

/**
 * The slot a customer reached for, once its product is live and reservable and
 * its day is one the shop offers (not past, not a holiday); else a 404 or a
 * Persian 400. Checked outside any lock: seats are counted under the window's.
 */
export async function bookableSlot(
  db: Database,
  input: ReservationSlot & { product_id: number },
  now: Date,
): Promise<Slot> {
  const product = (await loadLineProducts(db, [input.product_id])).get(input.product_id);
  if (!product?.isActive) throw ApiError.notFound();
  if (!isReservableProduct(product)) {
    throw ApiError.badRequest(fillMessage(messages.notReservable, { name: product.name }));
  }
  const slot: Slot = { ...input, productId: product.id, name: product.name };
  await checkSlotDay(db, slot, now);
  return slot;
}
