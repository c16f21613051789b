import {
  address,
  addressAddBody,
  addressEditBody,
  addressIdParams,
  addressList,
  deletedAddress,
  lastLocation,
} from '@/lib/contract/address';
import { customerIdParams } from '@/lib/contract/customer';
import { CUSTOMER_PREFIX } from './customer-prefix';
import { defineCall } from './define-call';

/** The address calls: method, path and schemas, for the server that mounts them and the clients that send them. */
export const addressCalls = {
  list: defineCall({
    method: 'get',
    path: `${CUSTOMER_PREFIX}/addresses`,
    response: addressList,
  }),
  add: defineCall({
    method: 'post',
    path: `${CUSTOMER_PREFIX}/addresses/add`,
    body: addressAddBody,
    response: address,
  }),
  edit: defineCall({
    method: 'post',
    path: `${CUSTOMER_PREFIX}/addresses/:id/edit`,
    params: addressIdParams,
    body: addressEditBody,
    response: address,
  }),
  remove: defineCall({
    method: 'post',
    path: `${CUSTOMER_PREFIX}/addresses/:id/delete`,
    params: addressIdParams,
    response: deletedAddress,
  }),
  preferred: defineCall({
    method: 'get',
    path: `${CUSTOMER_PREFIX}/customer/:id/addresses/preferred`,
    params: customerIdParams,
    response: address.nullable(),
  }),
  lastLocation: defineCall({
    method: 'get',
    path: `${CUSTOMER_PREFIX}/customer/:id/location/last`,
    params: customerIdParams,
    response: lastLocation.nullable(),
  }),
};
