import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { CustomerType } from '@/lib/contract/customer';
import type { Executor } from '@/server/db/database';
import { customerTypes } from '@/server/db/schema';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';

export type CustomerTypeFilter = { justParent?: boolean; softDelete?: boolean };

type TypeRow = typeof customerTypes.$inferSelect;

const messages = apiMessages.customer;

/**
 * GET /api/v3/customers/customer-type/: live types unless soft_delete=true asks
 * for the retired ones; just_parent=true keeps the top level. Each says whether
 * a customer may declare it; the others are granted by staff.
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
    declarable: row.declarable,
  }));
  return { count: results.length, results };
}

export async function customerTypeRow(db: Executor, id: number): Promise<TypeRow | null> {
  const [row] = await db.select().from(customerTypes).where(eq(customerTypes.id, id)).limit(1);
  return row ?? null;
}

/**
 * Why a customer may not move from their current type to `typeId` on their
 * own, in Persian, or null when they may. Keeping the current type is always
 * fine. A type the shop granted (one not declarable, such as a loyalty tier or
 * a business partnership) is changed by staff only; a customer may pick, or
 * clear, only a live declarable type.
 */
export async function customerTypeRefusal(
  db: Executor,
  typeId: number | null,
  currentTypeId: number | null,
): Promise<string | null> {
  if (typeId === currentTypeId) return null;
  const current = currentTypeId === null ? null : await customerTypeRow(db, currentTypeId);
  if (current && !current.declarable) {
    return fillMessage(messages.customerTypeGranted, { name: current.name });
  }
  if (typeId === null) return null;
  const wanted = await customerTypeRow(db, typeId);
  if (!wanted || wanted.softDelete) return messages.customerTypeInvalid;
  if (!wanted.declarable) return fillMessage(messages.customerTypeStaffOnly, { name: wanted.name });
  return null;
}
