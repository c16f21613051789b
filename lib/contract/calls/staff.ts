import { idParams } from '@/lib/contract/catalog';
import {
  commentModerateBody,
  commentModerationBody,
  commentModerationResult,
  ownComment,
  staffCommentList,
  staffCommentsQuery,
} from '@/lib/contract/comment';
import {
  order,
  orderIdParams,
  orderPage,
  orderStatusBody,
  staffOrderCreateBody,
  staffOrdersQuery,
  submitResult,
} from '@/lib/contract/order';
import { windowCapacityBody, windowCapacityResult } from '@/lib/contract/seat-waitlist';
import {
  productPriceBody,
  productPriceResult,
  productStockBody,
  productStockResult,
} from '@/lib/contract/staff';
import { defineCall } from './define-call';

/** The staff calls: method, path and schemas, for the server that mounts them and the clients that send them. */
export const staffCalls = {
  createOrder: defineCall({
    method: 'post',
    path: '/v1/staff/orders/create',
    body: staffOrderCreateBody,
    response: submitResult,
  }),
  orderStatus: defineCall({
    method: 'post',
    path: '/v1/staff/orders/:id/status',
    params: orderIdParams,
    body: orderStatusBody,
    response: order,
  }),
  orders: defineCall({
    method: 'get',
    path: '/v1/staff/orders',
    query: staffOrdersQuery,
    response: orderPage,
  }),
  productStock: defineCall({
    method: 'post',
    path: '/v1/staff/products/:id/stock',
    params: idParams,
    body: productStockBody,
    response: productStockResult,
  }),
  windowCapacity: defineCall({
    method: 'post',
    path: '/v1/staff/reservation-windows/:id/capacity',
    params: idParams,
    body: windowCapacityBody,
    response: windowCapacityResult,
  }),
  productPrice: defineCall({
    method: 'post',
    path: '/v1/staff/products/:id/price',
    params: idParams,
    body: productPriceBody,
    response: productPriceResult,
  }),
  comments: defineCall({
    method: 'get',
    path: '/v1/staff/comments',
    query: staffCommentsQuery,
    response: staffCommentList,
  }),
  moderateComment: defineCall({
    method: 'post',
    path: '/v1/staff/comments/:id/moderate',
    params: idParams,
    body: commentModerateBody,
    response: ownComment,
  }),
  commentModeration: defineCall({
    method: 'post',
    path: '/v1/staff/settings/comment-moderation',
    body: commentModerationBody,
    response: commentModerationResult,
  }),
};
