import { smsOutboxData, smsOutboxQuery } from '@/lib/contract/dev';
import { defineCall } from './define-call';

/** The dev-outbox calls: method, path and schemas, for the server that mounts them and the clients that send them. */
export const devOutboxCalls = {
  smsOutbox: defineCall({
    method: 'get',
    path: '/v1/dev/sms-outbox',
    query: smsOutboxQuery,
    response: smsOutboxData,
  }),
};
