import { z } from 'zod';
import {
  markedAll,
  markedOne,
  notificationIdParams,
  notificationListQuery,
  notificationPage,
  pushConfig,
  pushSubscriptionBody,
  streamQuery,
  streamTicket,
  unreadCount,
} from '@/lib/contract/notification';
import { CUSTOMER_PREFIX } from './customer-prefix';
import { defineCall } from './define-call';

/** The notification calls: method, path and schemas, for the server that mounts them and the clients that send them. */
export const notificationCalls = {
  list: defineCall({
    method: 'get',
    path: '/v1/get/notifications/',
    query: notificationListQuery,
    response: notificationPage,
  }),
  markRead: defineCall({
    method: 'post',
    path: '/v1/notification/:id/mark-as-read/',
    params: notificationIdParams,
    response: markedOne,
  }),
  markAllRead: defineCall({
    method: 'post',
    path: '/v1/notification/mark-all-read/',
    response: markedAll,
  }),
  unreadCount: defineCall({
    method: 'get',
    path: '/v1/notification/unread_count',
    response: unreadCount,
  }),
  streamTicket: defineCall({
    method: 'post',
    path: '/v1/notification/stream/ticket',
    response: streamTicket,
  }),
  stream: defineCall({
    method: 'get',
    path: '/v1/notification/stream',
    query: streamQuery,
    raw: { 200: 'text/event-stream of `unread` events', 401: 'No customer, or a bad ticket' },
  }),
  pushConfig: defineCall({
    method: 'get',
    path: '/v1/push/config',
    response: pushConfig,
  }),
  pushSubscribe: defineCall({
    method: 'post',
    path: `${CUSTOMER_PREFIX}/push/subscribe`,
    body: pushSubscriptionBody,
    response: z.object({ endpoint: z.string() }),
  }),
};
