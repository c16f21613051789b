/**
 * Address calls (spec §7 "Customer" and "App, home, location").
 *
 * | Call | data |
 * |---|---|
 * | GET  /api/v1/app/addresses | address[] (preferred first, then newest) |
 * | POST /api/v1/app/addresses/add | address |
 * | POST /api/v1/app/addresses/{id}/edit | address |
 * | POST /api/v1/app/addresses/{id}/delete | {id} (soft delete) |
 * | GET  /api/v1/app/customer/{id}/addresses/preferred | address \| null |
 * | GET  /api/v1/app/customer/{id}/location/last (path chosen by the project) | {id, lat, lng} \| null |
 *
 * - Customer tokens only (none 401, guest 403). Another customer's address id,
 *   a deleted one, or another customer's id in the path answers 404 and changes nothing.
 * - Every address carries the zone it lies in and that zone's shipping_price
 *   (null outside every zone); an address outside the zones may still be saved.
 * - At most MAX_ADDRESSES live addresses; the first is preferred; marking one
 *   preferred unmarks the rest; the preferred one falls back to the newest.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { addressAddBody, addressEditBody, addressIdParams } from '@/lib/contract/address';
import type { AppEnv } from '@/server/http/context';
import { ok } from '@/server/http/envelope';
import { apiMessages } from '@/server/http/messages';
import { requireCustomer } from '@/server/http/require-caller';
import { parseJson, parseParams } from '@/server/http/validate';
import {
  addAddress,
  deleteAddress,
  editAddress,
  lastLocation,
  listAddresses,
  preferredAddress,
} from '@/server/services/address/addresses';
import { ownCustomerIdFromPath, privateNoStore } from './customer';

/** The caller's customer id and the address id of the path, in that order of checks. */
async function ownAddress(c: Context<AppEnv>) {
  const { customerId } = await requireCustomer(c);
  const { id } = parseParams(c, addressIdParams);
  return { customerId, addressId: id };
}

export const addressRoutes = new Hono<AppEnv>();

addressRoutes.get('/v1/app/addresses', privateNoStore, async (c) => {
  const { customerId } = await requireCustomer(c);
  return ok(c, await listAddresses(c.var.db, customerId));
});

addressRoutes.post('/v1/app/addresses/add', privateNoStore, async (c) => {
  const { customerId } = await requireCustomer(c);
  const body = await parseJson(c, addressAddBody);
  return ok(c, await addAddress(c.var.db, customerId, body), apiMessages.customer.addressAdded);
});

addressRoutes.post('/v1/app/addresses/:id/edit', privateNoStore, async (c) => {
  const { customerId, addressId } = await ownAddress(c);
  const body = await parseJson(c, addressEditBody);
  const address = await editAddress(c.var.db, customerId, addressId, body);
  return ok(c, address, apiMessages.customer.addressEdited);
});

addressRoutes.post('/v1/app/addresses/:id/delete', privateNoStore, async (c) => {
  const { customerId, addressId } = await ownAddress(c);
  const deleted = await deleteAddress(c.var.db, customerId, addressId);
  return ok(c, deleted, apiMessages.customer.addressDeleted);
});

addressRoutes.get('/v1/app/customer/:id/addresses/preferred', privateNoStore, async (c) => {
  const id = await ownCustomerIdFromPath(c);
  const address = await preferredAddress(c.var.db, id);
  return ok(c, address, address ? apiMessages.ok : apiMessages.customer.noAddress);
});

addressRoutes.get('/v1/app/customer/:id/location/last', privateNoStore, async (c) => {
  const id = await ownCustomerIdFromPath(c);
  const location = await lastLocation(c.var.db, id);
  return ok(c, location, location ? apiMessages.ok : apiMessages.customer.noAddress);
});
