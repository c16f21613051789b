import { idParams } from '@/lib/contract/catalog';
import {
  reminderAddBody,
  reminderList,
  reminderState,
  remindersQuery,
} from '@/lib/contract/reminder';
import { defineCall } from './define-call';

/** The reminder calls: method, path and schemas, for the server that mounts them and the clients that send them. */
export const reminderCalls = {
  add: defineCall({
    method: 'post',
    path: '/v1/product/:id/observe/add',
    params: idParams,
    body: reminderAddBody,
    response: reminderState,
  }),
  remove: defineCall({
    method: 'post',
    path: '/v1/product/:id/observe/delete',
    params: idParams,
    response: reminderState,
  }),
  list: defineCall({
    method: 'get',
    path: '/v1/product/observe/list',
    query: remindersQuery,
    response: reminderList,
  }),
  check: defineCall({
    method: 'get',
    path: '/v1/product/:id/observe/check',
    params: idParams,
    response: reminderState,
  }),
};
