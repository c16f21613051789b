import { desc, eq } from 'drizzle-orm';
import {
  type Address,
  type AddressAddBody,
  type AddressEditBody,
  type LastLocation,
  MAX_ADDRESSES,
} from '@/lib/contract/address';
import { toPersianDigits } from '@/lib/format/digits';
import type { Database, Executor } from '@/server/db/database';
import { addresses } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { apiMessages } from '@/server/errors/messages';
import { activeZones } from '@/server/services/zone/zones';
import { type AddressRow, toAddressView } from './address-view';
import {
  addressOrder,
  clearPreferred,
  liveAddressCount,
  liveAddresses,
  liveAddressOf,
  locationExists,
  lockCustomer,
} from './queries';

async function withZones(db: Executor, rows: AddressRow[]): Promise<Address[]> {
  if (rows.length === 0) return [];
  const zones = await activeZones(db);
  return rows.map((row) => toAddressView(row, zones));
}

async function oneWithZone(db: Executor, row: AddressRow): Promise<Address> {
  return toAddressView(row, await activeZones(db));
}

async function assertLocation(db: Executor, locationId: number | null | undefined) {
  if (locationId === undefined || locationId === null) return;
  if (!(await locationExists(db, locationId))) {
    throw ApiError.badRequest(apiMessages.badRequest, {
      location: [apiMessages.customer.locationInvalid],
    });
  }
}

/** An empty recipient name means the customer's own. */
const orOwn = (given: string | undefined, own: string) => (given ? given : own);

export async function listAddresses(db: Executor, customerId: number): Promise<Address[]> {
  return withZones(db, await liveAddresses(db, customerId));
}

/** The first address is preferred whatever the body says; a limit keeps lists usable. */
export async function addAddress(
  db: Database,
  customerId: number,
  body: AddressAddBody,
): Promise<Address> {
  const row = await db.transaction(async (tx) => {
    const owner = await lockCustomer(tx, customerId);
    if (!owner) throw ApiError.notFound();
    const existing = await liveAddressCount(tx, customerId);
    if (existing >= MAX_ADDRESSES) {
      throw ApiError.badRequest(
        apiMessages.customer.addressLimit.replace('{max}', toPersianDigits(MAX_ADDRESSES)),
      );
    }
    await assertLocation(tx, body.location);
    const isPreferred = existing === 0 || body.is_preferred === true;
    const [inserted] = await tx
      .insert(addresses)
      .values({
        customerId,
        title: body.title,
        address: body.address,
        number: body.number ?? '',
        lat: body.lat,
        lng: body.lng,
        postalCode: body.postal_code ?? null,
        locationId: body.location ?? null,
        firstName: orOwn(body.first_name, owner.firstName),
        lastName: orOwn(body.last_name, owner.lastName),
        isPreferred,
      })
      .returning();
    if (!inserted) throw new Error('address insert returned nothing');
    if (isPreferred) await clearPreferred(tx, customerId, inserted.id);
    return inserted;
  });
  return oneWithZone(db, row);
}

/** Another customer's address, or a deleted one, is not found and stays as it was. */
export async function editAddress(
  db: Database,
  customerId: number,
  addressId: number,
  body: AddressEditBody,
): Promise<Address> {
  const row = await db.transaction(async (tx) => {
    const owner = await lockCustomer(tx, customerId);
    if (!owner) throw ApiError.notFound();
    const [current] = await tx
      .select()
      .from(addresses)
      .where(liveAddressOf(customerId, addressId))
      .limit(1);
    if (!current) throw ApiError.notFound();
    await assertLocation(tx, body.location);

    const changes: Partial<typeof addresses.$inferInsert> = {};
    if (body.title !== undefined) changes.title = body.title;
    if (body.address !== undefined) changes.address = body.address;
    if (body.number !== undefined) changes.number = body.number;
    if (body.lat !== undefined) changes.lat = body.lat;
    if (body.lng !== undefined) changes.lng = body.lng;
    if (body.postal_code !== undefined) changes.postalCode = body.postal_code;
    if (body.location !== undefined) changes.locationId = body.location;
    if (body.first_name !== undefined) changes.firstName = orOwn(body.first_name, owner.firstName);
    if (body.last_name !== undefined) changes.lastName = orOwn(body.last_name, owner.lastName);
    if (body.is_preferred !== undefined) changes.isPreferred = body.is_preferred;
    if (Object.keys(changes).length === 0) return current;

    const [updated] = await tx
      .update(addresses)
      .set(changes)
      .where(eq(addresses.id, current.id))
      .returning();
    if (!updated) throw ApiError.notFound();
    if (body.is_preferred === true) await clearPreferred(tx, customerId, updated.id);
    return updated;
  });
  return oneWithZone(db, row);
}

/** A soft delete: orders that were sent there keep pointing at the row. */
export async function deleteAddress(
  db: Executor,
  customerId: number,
  addressId: number,
): Promise<{ id: number }> {
  const [deleted] = await db
    .update(addresses)
    .set({ deletedAt: new Date(), isPreferred: false })
    .where(liveAddressOf(customerId, addressId))
    .returning({ id: addresses.id });
  if (!deleted) throw ApiError.notFound();
  return deleted;
}

/** The address marked preferred, else the newest; null when there is none. */
export async function preferredAddress(db: Executor, customerId: number): Promise<Address | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(liveAddressOf(customerId))
    .orderBy(...addressOrder)
    .limit(1);
  return row ? oneWithZone(db, row) : null;
}

/** The point of the newest live address: where the map opens next time. */
export async function lastLocation(db: Executor, customerId: number): Promise<LastLocation | null> {
  const [row] = await db
    .select({ id: addresses.id, lat: addresses.lat, lng: addresses.lng })
    .from(addresses)
    .where(liveAddressOf(customerId))
    .orderBy(desc(addresses.createdAt), desc(addresses.id))
    .limit(1);
  return row ?? null;
}
