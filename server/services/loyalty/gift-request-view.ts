// A gift request as the API shows it, to the customer and to staff alike.
import { eq } from 'drizzle-orm';
import type { GiftRequest } from '@/lib/contract/loyalty';
import type { Executor } from '@/server/db/database';
import { giftRequests, gifts, shops } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { apiMessages } from '@/server/errors/messages';

const messages = apiMessages.loyalty;

type GiftRequestRow = typeof giftRequests.$inferSelect;

export function giftRequestStatusTitle(status: number): string {
  return Reflect.get(messages.statuses, String(status)) ?? String(status);
}

const requestColumns = {
  request: giftRequests,
  giftTitle: gifts.title,
  giftImage: gifts.image,
  branchName: shops.name,
};

export function toGiftRequest(row: {
  request: GiftRequestRow;
  giftTitle: string;
  giftImage: string | null;
  branchName: string | null;
}): GiftRequest {
  const r = row.request;
  return {
    id: r.id,
    gift: { id: r.giftId, title: row.giftTitle, image: row.giftImage },
    points: r.points,
    status: r.status,
    status_title: giftRequestStatusTitle(r.status),
    can_cancel: r.status === 1,
    first_name: r.firstName,
    last_name: r.lastName,
    mobile: r.mobile,
    nation_code: r.nationCode,
    address: r.address,
    branch:
      r.branchId !== null && row.branchName !== null
        ? { id: r.branchId, name: row.branchName }
        : null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

export function requestQuery(db: Executor) {
  return db
    .select(requestColumns)
    .from(giftRequests)
    .innerJoin(gifts, eq(gifts.id, giftRequests.giftId))
    .leftJoin(shops, eq(shops.id, giftRequests.branchId));
}

export async function giftRequestView(db: Executor, id: number): Promise<GiftRequest> {
  const [row] = await requestQuery(db).where(eq(giftRequests.id, id)).limit(1);
  if (!row) throw ApiError.notFound();
  return toGiftRequest(row);
}
