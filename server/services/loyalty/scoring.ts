import { and, asc, count, desc, eq, gt, gte, sql } from 'drizzle-orm';
import type {
  CustomerBehavior,
  PointHistory,
  PointHistoryPage,
  PointReason,
  PointsSummary,
  ScoreEstimate,
} from '@/lib/contract/loyalty';
import { tehranDate } from '@/lib/format/jalali';
import { isoToJalali, jalaliToIso } from '@/lib/format/jalali-parts';
import type { Executor } from '@/server/db/database';
import {
  cartItems,
  customers,
  giftRequests,
  gifts,
  orders,
  pointHistories,
  products,
  referrals,
} from '@/server/db/schema';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import { pointsFor } from '@/server/services/catalog/score-factor';
import { ownOrderRow } from '@/server/services/order/orders';
import { orderScore } from './order-points';
import { pointsOf } from './points';

const reasons = apiMessages.loyalty.reasons;
const SUMMARY_HISTORIES = 5;

const historyColumns = {
  id: pointHistories.id,
  points: pointHistories.points,
  balanceAfter: pointHistories.balanceAfter,
  reason: pointHistories.reason,
  description: pointHistories.description,
  orderId: pointHistories.orderId,
  giftRequestId: pointHistories.giftRequestId,
  createdAt: pointHistories.createdAt,
  trackingCode: orders.trackingCode,
  giftTitle: gifts.title,
  friendFirst: referrals.referredFirstName,
  friendLast: referrals.referredLastName,
  /** The customer's balance now, on every row: the summary needs no statement of its own. */
  balance: customers.points,
};

type HistoryRow = {
  id: number;
  points: number;
  balanceAfter: number;
  reason: string;
  description: string;
  orderId: number | null;
  giftRequestId: number | null;
  createdAt: Date;
  trackingCode: string | null;
  giftTitle: string | null;
  friendFirst: string | null;
  friendLast: string | null;
};

function isReason(reason: string): reason is PointReason {
  return Object.hasOwn(reasons, reason);
}

function toHistory(row: HistoryRow): PointHistory {
  const reason: PointReason = isReason(row.reason) ? row.reason : 'staff';
  const title =
    row.description ||
    fillMessage(reasons[reason], {
      code: row.trackingCode ?? '',
      gift: row.giftTitle ?? '',
      name: `${row.friendFirst ?? ''} ${row.friendLast ?? ''}`.trim(),
    });
  return {
    id: row.id,
    points: row.points,
    balance_after: row.balanceAfter,
    reason,
    title,
    order_id: row.orderId,
    gift_request_id: row.giftRequestId,
    created_at: row.createdAt.toISOString(),
  };
}

function historyQuery(db: Executor, customerId: number) {
  return db
    .select(historyColumns)
    .from(pointHistories)
    .innerJoin(customers, eq(customers.id, pointHistories.customerId))
    .leftJoin(orders, eq(orders.id, pointHistories.orderId))
    .leftJoin(giftRequests, eq(giftRequests.id, pointHistories.giftRequestId))
    .leftJoin(gifts, eq(gifts.id, giftRequests.giftId))
    .leftJoin(referrals, eq(referrals.id, pointHistories.referralId))
    .where(eq(pointHistories.customerId, customerId))
    .orderBy(desc(pointHistories.id));
}

/** GET /scoring/{id}/get/: the balance and the newest history rows. */
export async function getPoints(db: Executor, customerId: number): Promise<PointsSummary> {
  const rows = await historyQuery(db, customerId).limit(SUMMARY_HISTORIES);
  // A customer with no ledger row yet has no row to carry the balance.
  const points = rows[0]?.balance ?? (await pointsOf(db, customerId));
  return { points, histories: rows.map(toHistory) };
}

/** GET /scoring/histories/: the whole ledger, newest first. */
export async function listHistories(
  db: Executor,
  customerId: number,
  page: number,
  limit: number,
): Promise<PointHistoryPage> {
  const [total] = await db
    .select({ n: count() })
    .from(pointHistories)
    .where(eq(pointHistories.customerId, customerId));
  const n = Number(total?.n ?? 0);
  const rows = await historyQuery(db, customerId)
    .limit(limit)
    .offset((page - 1) * limit);
  return {
    results: rows.map(toHistory),
    count: n,
    page,
    limit,
    page_count: Math.ceil(n / limit),
  };
}

/** GET /app/customers/calculting_score/{id}: what the cart, or one of the caller's orders, earns. */
export async function estimateScore(
  db: Executor,
  customerId: number,
  orderId: number | undefined,
): Promise<ScoreEstimate> {
  if (orderId !== undefined) {
    await ownOrderRow(db, customerId, orderId);
    const lines = await orderScore(db, orderId);
    return { score: sumPoints(lines), source: 'order', lines };
  }
  const rows = await db
    .select({
      productId: cartItems.productId,
      name: products.name,
      count: cartItems.count,
      price: products.finalPrice,
      scoreFactor: products.scoreFactor,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.customerId, customerId))
    .orderBy(asc(cartItems.id));
  const lines = rows.map((row) => ({
    product_id: row.productId,
    name: row.name,
    count: row.count,
    score_factor: row.scoreFactor,
    points: pointsFor(row.price, row.scoreFactor) * row.count,
  }));
  return { score: sumPoints(lines), source: 'cart', lines };
}

function sumPoints(lines: readonly { points: number }[]): number {
  return lines.reduce((sum, line) => sum + line.points, 0);
}

/** The first instant of the current Jalali month in Tehran (Iran keeps +03:30 all year). */
export function jalaliMonthStart(now: Date): Date {
  const today = isoToJalali(tehranDate(now));
  if (!today) throw new Error('the Tehran date of now is not a day');
  return new Date(`${jalaliToIso({ ...today, day: 1 })}T00:00:00+03:30`);
}

/** GET /promote/customer_behavior/ */
export async function customerBehavior(
  db: Executor,
  customerId: number,
  now: Date,
): Promise<CustomerBehavior> {
  const points = await pointsOf(db, customerId);
  const [orderCounts] = await db
    .select({
      all: count(),
      completed: sql<number>`count(*) filter (where ${orders.status} = 'completed')`.mapWith(
        Number,
      ),
    })
    .from(orders)
    .where(eq(orders.customerId, customerId));
  const [earned] = await db
    .select({ sum: sql<string | null>`sum(${pointHistories.points})` })
    .from(pointHistories)
    .where(
      and(
        eq(pointHistories.customerId, customerId),
        gt(pointHistories.points, 0),
        gte(pointHistories.createdAt, jalaliMonthStart(now)),
      ),
    );
  const [introduced] = await db
    .select({ n: count() })
    .from(referrals)
    .where(eq(referrals.referrerId, customerId));
  const [next] = await db
    .select({ id: gifts.id, title: gifts.title, points: gifts.points })
    .from(gifts)
    .where(
      and(
        eq(gifts.isActive, true),
        gt(gifts.points, points),
        sql`(${gifts.stock} is null or ${gifts.stock} > 0)`,
      ),
    )
    .orderBy(asc(gifts.points), asc(gifts.id))
    .limit(1);
  return {
    points,
    orders_count: Number(orderCounts?.all ?? 0),
    completed_orders: Number(orderCounts?.completed ?? 0),
    points_this_month: Number(earned?.sum ?? 0),
    referrals_count: Number(introduced?.n ?? 0),
    next_gift: next ? { ...next, missing: next.points - points } : null,
  };
}
