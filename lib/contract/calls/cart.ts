import {
  cart,
  cartAddBody,
  cartMergeBody,
  cartMergeResult,
  cartPackageBody,
  cartRemoveBody,
  cartUpdateBody,
} from '@/lib/contract/cart';
import { CUSTOMER_PREFIX } from './customer-prefix';
import { defineCall } from './define-call';

/** The cart calls: method, path and schemas, for the server that mounts them and the clients that send them. */
export const cartCalls = {
  get: defineCall({
    method: 'get',
    path: `${CUSTOMER_PREFIX}/cart`,
    response: cart,
  }),
  add: defineCall({
    method: 'post',
    path: `${CUSTOMER_PREFIX}/cart/add`,
    body: cartAddBody,
    response: cart,
  }),
  update: defineCall({
    method: 'post',
    path: `${CUSTOMER_PREFIX}/cart/update`,
    body: cartUpdateBody,
    response: cart,
  }),
  remove: defineCall({
    method: 'post',
    path: `${CUSTOMER_PREFIX}/cart/remove`,
    body: cartRemoveBody,
    response: cart,
  }),
  clear: defineCall({
    method: 'post',
    path: `${CUSTOMER_PREFIX}/cart/clear`,
    response: cart,
  }),
  addPackage: defineCall({
    method: 'post',
    path: `${CUSTOMER_PREFIX}/cart/add/package`,
    body: cartPackageBody,
    response: cart,
  }),
  merge: defineCall({
    method: 'post',
    path: `${CUSTOMER_PREFIX}/cart/merge`,
    body: cartMergeBody,
    response: cartMergeResult,
  }),
};
