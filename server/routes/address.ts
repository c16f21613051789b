/**
 * Address calls (spec §7 "Customer" and "App, home, location"). Every address
 * carries the zone it lies in and that zone's shipping_price (null outside
 * every zone); an address outside the zones may still be saved.
 */
import { addressCalls } from '@/lib/contract/calls/address';
import { apiMessages } from '@/server/errors/messages';
import { type Call, jsonCall } from '@/server/http/call';
import {
  addAddress,
  deleteAddress,
  editAddress,
  lastLocation,
  listAddresses,
  preferredAddress,
} from '@/server/services/address/addresses';

const messages = apiMessages.customer;

const OWN_ADDRESS =
  'Another customer’s address id, or a deleted one, answers 404 and changes nothing.';

export const addressRoutes: Call[] = [
  jsonCall(addressCalls.list, {
    access: 'customer',
    tag: 'address',
    summary: 'The caller’s addresses, preferred first, each with its zone and shipping price',
    handler: async ({ db, caller }) => ({ data: await listAddresses(db, caller.customerId) }),
  }),
  jsonCall(addressCalls.add, {
    access: 'customer',
    tag: 'address',
    summary: 'Add an address',
    description:
      'At most 20 live addresses; the first is preferred; marking one preferred unmarks the rest.',
    handler: async ({ db, caller, body }) => ({
      data: await addAddress(db, caller.customerId, body),
      msg: messages.addressAdded,
    }),
  }),
  jsonCall(addressCalls.edit, {
    access: 'customer',
    tag: 'address',
    summary: 'Edit one of the caller’s addresses',
    description: OWN_ADDRESS,
    handler: async ({ db, caller, params, body }) => ({
      data: await editAddress(db, caller.customerId, params.id, body),
      msg: messages.addressEdited,
    }),
  }),
  jsonCall(addressCalls.remove, {
    access: 'customer',
    tag: 'address',
    summary: 'Delete one of the caller’s addresses (soft delete)',
    description: `${OWN_ADDRESS} The preferred address falls back to the newest.`,
    handler: async ({ db, caller, params }) => ({
      data: await deleteAddress(db, caller.customerId, params.id),
      msg: messages.addressDeleted,
    }),
  }),
  jsonCall(addressCalls.preferred, {
    access: 'customer',
    owner: 'id',
    tag: 'address',
    summary: 'The preferred address (else the newest), or null',
    handler: async ({ db, params }) => {
      const preferred = await preferredAddress(db, params.id);
      return { data: preferred, msg: preferred ? apiMessages.ok : messages.noAddress };
    },
  }),
  jsonCall(addressCalls.lastLocation, {
    access: 'customer',
    owner: 'id',
    tag: 'address',
    chosen: true,
    summary: 'Last user location: the newest address’s point {id, lat, lng}, or null',
    handler: async ({ db, params }) => {
      const location = await lastLocation(db, params.id);
      return { data: location, msg: location ? apiMessages.ok : messages.noAddress };
    },
  }),
];
