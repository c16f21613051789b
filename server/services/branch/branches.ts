import { asc, eq } from 'drizzle-orm';
import type { Branch } from '@/lib/contract/branch';
import type { Executor } from '@/server/db/database';
import { shops } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { apiMessages } from '@/server/errors/messages';

export type ShopRow = typeof shops.$inferSelect;

export function toBranch(row: ShopRow): Branch {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    opens_at: row.opensAt,
    closes_at: row.closesAt,
    lat: row.lat,
    lng: row.lng,
  };
}

/** Every branch, the default pickup branch (the first) first. */
export async function listBranches(db: Executor): Promise<Branch[]> {
  const rows = await db.select().from(shops).orderBy(asc(shops.id));
  return rows.map(toBranch);
}

/**
 * The branch a pickup is collected from: the one named, which must exist (else
 * a 400), or the first branch. A shop with no branches at all still takes
 * pickups, collected "at the shop" (null).
 */
export async function pickupBranchId(
  db: Executor,
  named: number | undefined,
): Promise<number | null> {
  if (named !== undefined) {
    const [row] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, named)).limit(1);
    if (!row) throw ApiError.badRequest(apiMessages.order.branchUnknown);
    return row.id;
  }
  const [first] = await db.select({ id: shops.id }).from(shops).orderBy(asc(shops.id)).limit(1);
  return first?.id ?? null;
}
