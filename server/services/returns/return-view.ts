import { inArray } from 'drizzle-orm';
import type { OrderReturn } from '@/lib/contract/order-return';
import { RECEIVED_ORDER_STATUSES } from '@/lib/contract/order-status';
import type { Executor } from '@/server/db/database';
import { orderItems, orderReturns, type orders } from '@/server/db/schema';
import { apiMessages } from '@/server/errors/messages';
import { photosById, photosOf } from '@/server/services/upload/own-photos';
import { deliveredAt, returnDeadlines, withinDeadline } from './return-deadline';

/** What an order shows of its return: the request, the last day to ask, and whether it may be asked now. */
export type ReturnState = {
  request: OrderReturn | null;
  deadline: string | null;
  returnable: boolean;
};

const NO_RETURN: ReturnState = { request: null, deadline: null, returnable: false };

type ReturnRow = typeof orderReturns.$inferSelect;
/** The order row as order-view reads it, named here so the two files do not import each other. */
type OrderRow = typeof orders.$inferSelect;

async function requestsOf(db: Executor, orderIds: number[]): Promise<Map<number, OrderReturn>> {
  const rows = await db.select().from(orderReturns).where(inArray(orderReturns.orderId, orderIds));
  if (rows.length === 0) return new Map();
  const lineIds = rows.flatMap((row) => row.lines.map((line) => line.lineId));
  const [items, photos] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.id, lineIds)),
    photosById(
      db,
      rows.flatMap((row) => row.photoIds),
    ),
  ]);
  const view = (row: ReturnRow): OrderReturn => ({
    status: row.status,
    status_title: apiMessages.returns.statusTitles[row.status],
    reason: row.reason,
    lines: row.lines.map((line) => {
      const item = items.find((candidate) => candidate.id === line.lineId);
      return {
        line_id: line.lineId,
        product_id: item?.productId ?? 0,
        name: item?.name ?? '',
        count: line.count,
      };
    }),
    photos: photosOf(row.photoIds, photos).map(({ id, url }) => ({ id, url })),
    refusal_reason: row.refusalReason,
    refund: row.refund,
    points: row.points,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt ? row.decidedAt.toISOString() : null,
  });
  return new Map(rows.map((row) => [row.orderId, view(row)]));
}

/**
 * The return state of each order among these, read only for delivered goods
 * (three statements however many orders; none when no order is delivered).
 */
export async function returnStates(
  db: Executor,
  rows: readonly OrderRow[],
  now: Date = new Date(),
): Promise<Map<number, ReturnState>> {
  const concerned = rows
    .filter((row) => row.kind === 'order' && RECEIVED_ORDER_STATUSES.includes(row.status))
    .map((row) => row.id);
  if (concerned.length === 0) return new Map();
  const [delivered, requests] = await Promise.all([
    deliveredAt(db, concerned),
    requestsOf(db, concerned),
  ]);
  const deadlines = await returnDeadlines(db, delivered);
  return new Map(
    rows.map((row) => {
      const deadline = deadlines.get(row.id) ?? null;
      const request = requests.get(row.id) ?? null;
      const returnable =
        row.status === 'completed' &&
        request === null &&
        deadline !== null &&
        withinDeadline(deadline, now);
      return [
        row.id,
        deadline === null && !request ? NO_RETURN : { request, deadline, returnable },
      ];
    }),
  );
}
