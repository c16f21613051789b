import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import {
  GIFT_REQUEST_CANCELLED,
  type Gift,
  type GiftCategory,
  type GiftList,
  type GiftRequestPage,
} from '@/lib/contract/loyalty';
import type { Database, Executor } from '@/server/db/database';
import { giftCategories, giftRequests, gifts } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import { destination, type GiftRequestInput } from './gift-destination';
import { giftRequestView, requestQuery, toGiftRequest } from './gift-request-view';
import { changePoints, pointsOf } from './points';

const messages = apiMessages.loyalty;

type GiftRow = typeof gifts.$inferSelect;
type CategoryRow = typeof giftCategories.$inferSelect;
type GiftRequestRow = typeof giftRequests.$inferSelect;

/** v3 GET /scoring/gift-category/: the live categories. */
export async function listGiftCategories(
  db: Executor,
): Promise<{ count: number; results: GiftCategory[] }> {
  const rows = await db
    .select({ id: giftCategories.id, name: giftCategories.name })
    .from(giftCategories)
    .where(eq(giftCategories.isActive, true))
    .orderBy(asc(giftCategories.id));
  return { count: rows.length, results: rows };
}

function toGift(row: GiftRow, category: CategoryRow | null): Gift {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image: row.image,
    points: row.points,
    stock: row.stock,
    in_stock: row.stock === null || row.stock > 0,
    is_active: row.isActive,
    categories: category?.isActive ? [{ id: category.id, name: category.name }] : [],
    requires_nation_code: row.requiresNationCode,
    delivery: row.delivery,
  };
}

/** GET /scoring/gifts/: the active gifts (of one live category when named), cheapest first. */
export async function listGifts(db: Executor, categoryId: number | undefined): Promise<GiftList> {
  const rows = await db
    .select()
    .from(gifts)
    .leftJoin(giftCategories, eq(giftCategories.id, gifts.categoryId))
    .where(
      and(
        eq(gifts.isActive, true),
        categoryId === undefined
          ? sql`(${giftCategories.id} is null or ${giftCategories.isActive})`
          : and(eq(gifts.categoryId, categoryId), eq(giftCategories.isActive, true)),
      ),
    )
    .orderBy(asc(gifts.points), asc(gifts.id));
  const results = rows.map((row) => toGift(row.gifts, row.gift_categories));
  return { count: results.length, results };
}

/** GET /scoring/gifts/{id}: one gift, inactive ones included (is_active false). */
export async function getGift(db: Executor, id: number): Promise<Gift> {
  const [row] = await db
    .select()
    .from(gifts)
    .leftJoin(giftCategories, eq(giftCategories.id, gifts.categoryId))
    .where(eq(gifts.id, id))
    .limit(1);
  if (!row) throw ApiError.notFound(messages.giftNotFound);
  return toGift(row.gifts, row.gift_categories);
}

/**
 * GET /scoring/gift-requests/: the caller's requests (or, for staff, every
 * customer's, of one status when asked), newest first, paged.
 */
export async function listGiftRequests(
  db: Executor,
  customerId: number | null,
  page: number,
  limit: number,
  status?: number,
): Promise<GiftRequestPage> {
  const where = and(
    customerId === null ? undefined : eq(giftRequests.customerId, customerId),
    status === undefined ? undefined : eq(giftRequests.status, status),
  );
  const [total] = await db.select({ n: count() }).from(giftRequests).where(where);
  const n = Number(total?.n ?? 0);
  const rows = await requestQuery(db)
    .where(where)
    .orderBy(desc(giftRequests.createdAt), desc(giftRequests.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return {
    results: rows.map(toGiftRequest),
    count: n,
    page,
    limit,
    page_count: Math.ceil(n / limit),
  };
}

/**
 * POST /scoring/gift-requests/: spends the gift's points and holds one unit of
 * its stock in one transaction. The gift row is locked first (so its stock is
 * read and taken by one request at a time), then the customer's row by the
 * points UPDATE; a refusal of either rolls everything back.
 */
export async function requestGift(db: Database, customerId: number, body: GiftRequestInput) {
  return db.transaction(async (tx) => {
    const [gift] = await tx.select().from(gifts).where(eq(gifts.id, body.gift)).for('update');
    if (!gift) throw ApiError.badRequest(messages.giftNotFound, { gift: [messages.giftNotFound] });
    if (!gift.isActive)
      throw ApiError.badRequest(messages.giftInactive, { gift: [messages.giftInactive] });
    if (gift.stock !== null && gift.stock < 1) throw ApiError.badRequest(messages.giftOutOfStock);
    if (gift.requiresNationCode && body.nation_code === undefined) {
      throw ApiError.badRequest(messages.nationCodeRequired, {
        nation_code: [messages.nationCodeRequired],
      });
    }
    const where = await destination(tx, customerId, gift, body);
    const [request] = await tx
      .insert(giftRequests)
      .values({
        customerId,
        giftId: gift.id,
        points: gift.points,
        firstName: body.first_name,
        lastName: body.last_name,
        mobile: body.mobile,
        nationCode: body.nation_code ?? null,
        ...where,
      })
      .returning({ id: giftRequests.id });
    if (!request) throw new Error('gift request was not written');
    if (gift.points > 0) {
      const spent = await changePoints(tx, {
        customerId,
        points: -gift.points,
        reason: 'gift_request',
        giftRequestId: request.id,
      });
      if (!spent) {
        throw ApiError.badRequest(
          fillMessage(messages.notEnoughPoints, {
            points: gift.points,
            balance: await pointsOf(tx, customerId),
          }),
        );
      }
    }
    if (gift.stock !== null) {
      await tx
        .update(gifts)
        .set({ stock: sql`${gifts.stock} - 1` })
        .where(eq(gifts.id, gift.id));
    }
    return {
      request: await giftRequestView(tx, request.id),
      points: await pointsOf(tx, customerId),
      giftTitle: gift.title,
    };
  });
}

/**
 * Gives a request's points and stock back (customer cancel, staff reject), in
 * the caller's transaction, with the request row already locked.
 */
export async function giveBack(tx: Executor, request: GiftRequestRow): Promise<void> {
  await tx
    .update(gifts)
    .set({ stock: sql`${gifts.stock} + 1` })
    .where(and(eq(gifts.id, request.giftId), sql`${gifts.stock} is not null`));
  if (request.points > 0) {
    await changePoints(tx, {
      customerId: request.customerId,
      points: request.points,
      reason: 'gift_refund',
      giftRequestId: request.id,
    });
  }
}

export async function lockedRequest(tx: Executor, id: number): Promise<GiftRequestRow | undefined> {
  const [row] = await tx.select().from(giftRequests).where(eq(giftRequests.id, id)).for('update');
  return row;
}

/** PATCH /scoring/gift-requests/{id}/ {status: 5}: the caller cancels a request staff have not started. */
export async function cancelGiftRequest(db: Database, customerId: number, id: number) {
  return db.transaction(async (tx) => {
    const request = await lockedRequest(tx, id);
    if (!request || request.customerId !== customerId) throw ApiError.notFound();
    if (request.status !== 1) throw ApiError.badRequest(messages.cannotCancel);
    await tx
      .update(giftRequests)
      .set({ status: GIFT_REQUEST_CANCELLED, updatedAt: new Date() })
      .where(eq(giftRequests.id, id));
    await giveBack(tx, request);
    return { request: await giftRequestView(tx, id), points: await pointsOf(tx, customerId) };
  });
}
