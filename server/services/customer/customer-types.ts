import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { CustomerType } from '@/lib/contract/customer';
import type { Executor } from '@/server/db/database';
import { customerTypes } from '@/server/db/schema';

export type CustomerTypeFilter = { justParent?: boolean; softDelete?: boolean };

/**
 * GET /api/v3/customers/customer-type/: live types unless soft_delete=true asks
 * for the retired ones; just_parent=true keeps the top level.
 */
export async function listCustomerTypes(
  db: Executor,
  filter: CustomerTypeFilter,
): Promise<{ count: number; results: CustomerType[] }> {
  const where: SQL[] = [eq(customerTypes.softDelete, filter.softDelete ?? false)];
  if (filter.justParent) where.push(isNull(customerTypes.parentId));
  const rows = await db
    .select()
    .from(customerTypes)
    .where(and(...where))
    .orderBy(asc(customerTypes.id));
  const results = rows.map((row) => ({
    id: row.id,
    name: row.name,
    parent_id: row.parentId,
    soft_delete: row.softDelete,
  }));
  return { count: results.length, results };
}

/**
 * A customer may pick a live top-level type (what the profile form offers) or
 * keep the one they have, even when the shop gave them a sub-type such as a
 * loyalty tier; picking someone else's tier is refused.
 */
export async function isSelectableType(
  db: Executor,
  typeId: number,
  currentTypeId: number | null,
): Promise<boolean> {
  if (typeId === currentTypeId) return true;
  const [row] = await db
    .select({ parentId: customerTypes.parentId, softDelete: customerTypes.softDelete })
    .from(customerTypes)
    .where(eq(customerTypes.id, typeId))
    .limit(1);
  return row !== undefined && !row.softDelete && row.parentId === null;
}
