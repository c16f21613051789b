import {
  customer,
  customerEditBody,
  customerIdParams,
  customerTypeList,
  customerTypesQuery,
} from '@/lib/contract/customer';
import { CUSTOMER_PREFIX } from './customer-prefix';
import { defineCall } from './define-call';

/** The customer calls: method, path and schemas, for the server that mounts them and the clients that send them. */
export const customerCalls = {
  get: defineCall({
    method: 'get',
    path: `${CUSTOMER_PREFIX}/customers/:id`,
    params: customerIdParams,
    response: customer,
  }),
  edit: defineCall({
    method: 'post',
    path: `${CUSTOMER_PREFIX}/customers/:id/edit`,
    params: customerIdParams,
    body: customerEditBody,
    response: customer,
  }),
  customerTypes: defineCall({
    method: 'get',
    path: '/v3/customers/customer-type/',
    query: customerTypesQuery,
    response: customerTypeList,
  }),
};
