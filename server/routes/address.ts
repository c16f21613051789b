/**
 * Address calls (spec §7 "Customer" and "App, home, location"). Every address
 * carries the zone it lies in and that zone's shipping_price (null outside
 * every zone); an address outside the zones may still be saved.
 */
import {
  address,
  addressAddBody,
  addressEditBody,
  addressIdParams,
  addressList,
  deletedAddress,
  lastLocation as lastLocationSchema,
} from '@/lib/contract/address';
import { customerIdParams } from '@/lib/contract/customer';
import { type Call, jsonCall } from '@/server/http/call';
import { apiMessages } from '@/server/http/messages';
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

export const addressCalls: Call[] = [
  jsonCall({
    method: 'get',
    path: '/v1/app/addresses',
    access: 'customer',
    tag: 'address',
    summary: 'The caller’s addresses, preferred first, each with its zone and shipping price',
    response: addressList,
    handler: async ({ db, caller }) => ({ data: await listAddresses(db, caller.customerId) }),
  }),
  jsonCall({
    method: 'post',
    path: '/v1/app/addresses/add',
    access: 'customer',
    tag: 'address',
    summary: 'Add an address',
    description:
      'At most 20 live addresses; the first is preferred; marking one preferred unmarks the rest.',
    body: addressAddBody,
    response: address,
    handler: async ({ db, caller, body }) => ({
      data: await addAddress(db, caller.customerId, body),
      msg: messages.addressAdded,
    }),
  }),
  jsonCall({
    method: 'post',
    path: '/v1/app/addresses/:id/edit',
    access: 'customer',
    tag: 'address',
    summary: 'Edit one of the caller’s addresses',
    description: OWN_ADDRESS,
    params: addressIdParams,
    body: addressEditBody,
    response: address,
    handler: async ({ db, caller, params, body }) => ({
      data: await editAddress(db, caller.customerId, params.id, body),
      msg: messages.addressEdited,
    }),
  }),
  jsonCall({
    method: 'post',
    path: '/v1/app/addresses/:id/delete',
    access: 'customer',
    tag: 'address',
    summary: 'Delete one of the caller’s addresses (soft delete)',
    description: `${OWN_ADDRESS} The preferred address falls back to the newest.`,
    params: addressIdParams,
    response: deletedAddress,
    handler: async ({ db, caller, params }) => ({
      data: await deleteAddress(db, caller.customerId, params.id),
      msg: messages.addressDeleted,
    }),
  }),
  jsonCall({
    method: 'get',
    path: '/v1/app/customer/:id/addresses/preferred',
    access: 'customer',
    owner: 'id',
    tag: 'address',
    summary: 'The preferred address (else the newest), or null',
    params: customerIdParams,
    response: address.nullable(),
    handler: async ({ db, params }) => {
      const preferred = await preferredAddress(db, params.id);
      return { data: preferred, msg: preferred ? apiMessages.ok : messages.noAddress };
    },
  }),
  jsonCall({
    method: 'get',
    path: '/v1/app/customer/:id/location/last',
    access: 'customer',
    owner: 'id',
    tag: 'address',
    chosen: true,
    summary: 'Last user location: the newest address’s point {id, lat, lng}, or null',
    params: customerIdParams,
    response: lastLocationSchema.nullable(),
    handler: async ({ db, params }) => {
      const location = await lastLocation(db, params.id);
      return { data: location, msg: location ? apiMessages.ok : messages.noAddress };
    },
  }),
];
