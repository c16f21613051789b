import { order, orderIdParams } from '@/lib/contract/order';
import { returnRefuseBody, returnRequestBody } from '@/lib/contract/order-return';
import { CUSTOMER_PREFIX } from './customer-prefix';
import { defineCall } from './define-call';

/** Returns of delivered goods: the customer asks, staff accept or refuse. The return is read with its order. */
export const returnCalls = {
  request: defineCall({
    method: 'post',
    path: `${CUSTOMER_PREFIX}/order/:id/return`,
    params: orderIdParams,
    body: returnRequestBody,
    response: order,
  }),
  accept: defineCall({
    method: 'post',
    path: '/v1/staff/orders/:id/return/accept',
    params: orderIdParams,
    response: order,
  }),
  refuse: defineCall({
    method: 'post',
    path: '/v1/staff/orders/:id/return/refuse',
    params: orderIdParams,
    body: returnRefuseBody,
    response: order,
  }),
};
