import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { giftRequests, gifts } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import { notify } from '@/server/services/notification/notify';
import { giftRequestStatusTitle, giftRequestView } from './gift-request-view';
import { giveBack, lockedRequest } from './gifts';

const messages = apiMessages.loyalty;
const notes = messages.notifications;

export type StaffGiftStatus = 2 | 3 | 4;

/** Staff moves: pending → accepted | rejected; accepted → sent | rejected. */
const STAFF_MOVES: Record<number, readonly StaffGiftStatus[]> = { 1: [2, 4], 2: [3, 4] };

const NOTICE = { 2: notes.giftRequest2, 3: notes.giftRequest3, 4: notes.giftRequest4 } as const;

/**
 * A staff move of a gift request, in one transaction with the request row
 * locked: a customer's cancel racing it waits, then sees the new status (and
 * is refused), so points and stock are given back at most once. A rejection
 * gives them back; every move tells the customer.
 */
export async function moveGiftRequest(db: Database, id: number, to: StaffGiftStatus) {
  return db.transaction(async (tx) => {
    const request = await lockedRequest(tx, id);
    if (!request) throw ApiError.notFound();
    if (!(STAFF_MOVES[request.status] ?? []).includes(to)) {
      throw ApiError.badRequest(
        fillMessage(messages.staffMoveRefused, {
          from: giftRequestStatusTitle(request.status),
          to: giftRequestStatusTitle(to),
        }),
      );
    }
    await tx
      .update(giftRequests)
      .set({ status: to, updatedAt: new Date() })
      .where(eq(giftRequests.id, id));
    if (to === 4) await giveBack(tx, request);
    const [gift] = await tx
      .select({ title: gifts.title })
      .from(gifts)
      .where(eq(gifts.id, request.giftId));
    await notify(tx, request.customerId, {
      code: 'gift_request',
      variant: to === 4 ? 'warning' : 'success',
      title: notes.giftRequestTitle,
      message: fillMessage(NOTICE[to], { gift: gift?.title ?? '', points: request.points }),
    });
    return giftRequestView(tx, id);
  });
}
