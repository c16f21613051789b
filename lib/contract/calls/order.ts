import {
  order,
  orderEditBody,
  orderIdParams,
  orderPage,
  orderRateBody,
  orderStatusBody,
  ordersQuery,
  priceBody,
  priceResult,
  primaryProductList,
  primaryProductsBody,
  residueBody,
  submitBody,
  submitQuery,
  submitResult,
} from '@/lib/contract/order';
import { CUSTOMER_PREFIX } from './customer-prefix';
import { defineCall } from './define-call';

/** The order calls: method, path and schemas, for the server that mounts them and the clients that send them. */
export const orderCalls = {
  price: defineCall({
    method: 'post',
    path: '/v1/order/price/',
    body: priceBody,
    response: priceResult,
  }),
  submit: defineCall({
    method: 'post',
    path: '/v1/order/submit/',
    query: submitQuery,
    body: submitBody,
    response: submitResult,
  }),
  submitResidue: defineCall({
    method: 'post',
    path: '/v1/order/submit/bulk/residue',
    body: residueBody,
    response: submitResult,
  }),
  primaryProducts: defineCall({
    method: 'post',
    path: '/v1/orders/primary_product',
    body: primaryProductsBody,
    response: primaryProductList,
  }),
  edit: defineCall({
    method: 'post',
    path: '/v1/order/:id/edit',
    params: orderIdParams,
    body: orderEditBody,
    response: order,
  }),
  rate: defineCall({
    method: 'post',
    path: '/v1/order/:id/rate/create',
    params: orderIdParams,
    body: orderRateBody,
    response: order,
  }),
  list: defineCall({
    method: 'get',
    path: `${CUSTOMER_PREFIX}/orders`,
    query: ordersQuery,
    response: orderPage,
  }),
  get: defineCall({
    method: 'get',
    path: `${CUSTOMER_PREFIX}/order/:id`,
    params: orderIdParams,
    response: order,
  }),
  invoice: defineCall({
    method: 'get',
    path: `${CUSTOMER_PREFIX}/order/:id/invoice`,
    params: orderIdParams,
    raw: {
      200: 'The order’s invoice (application/pdf, an attachment)',
      404: 'No such order of the caller’s',
    },
  }),
  setStatus: defineCall({
    method: 'post',
    path: `${CUSTOMER_PREFIX}/order/:id/status/`,
    params: orderIdParams,
    body: orderStatusBody,
    response: order,
  }),
};
