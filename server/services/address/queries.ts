import { and, count, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '@/server/db/database';
import { addresses, customers, locations } from '@/server/db/schema';
import type { AddressRow } from './address-view';

/** A customer's address that is not deleted; everyone else's is as good as missing. */
export const liveAddressOf = (customerId: number, addressId?: number) =>
  and(
    eq(addresses.customerId, customerId),
    isNull(addresses.deletedAt),
    addressId === undefined ? undefined : eq(addresses.id, addressId),
  );

/** Preferred first, then newest. */
export const addressOrder = [
  desc(addresses.isPreferred),
  desc(addresses.createdAt),
  desc(addresses.id),
] as const;

export async function liveAddresses(db: Executor, customerId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(liveAddressOf(customerId))
    .orderBy(...addressOrder);
}

export async function liveAddressCount(db: Executor, customerId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(addresses)
    .where(liveAddressOf(customerId));
  return row?.total ?? 0;
}

/**
 * Serialises one customer's address writes (the count limit, the single
 * preferred address) on their customer row.
 */
export async function lockCustomer(
  db: Executor,
  customerId: number,
): Promise<{ firstName: string; lastName: string } | undefined> {
  const [row] = await db
    .select({ firstName: customers.firstName, lastName: customers.lastName })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  return row;
}

export async function clearPreferred(db: Executor, customerId: number, keepId: number) {
  await db
    .update(addresses)
    .set({ isPreferred: false })
    .where(and(eq(addresses.customerId, customerId), ne(addresses.id, keepId)));
}

export async function locationExists(db: Executor, locationId: number): Promise<boolean> {
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.id, locationId))
    .limit(1);
  return rows.length > 0;
}
