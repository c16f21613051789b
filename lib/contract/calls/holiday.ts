import { holidayList, holidaysBody } from '@/lib/contract/holiday';
import { defineCall } from './define-call';

/** The holiday calls: method, path and schemas, for the server that mounts them and the clients that send them. */
export const holidayCalls = {
  list: defineCall({
    method: 'post',
    path: '/v1/holidays/list',
    body: holidaysBody,
    response: holidayList,
  }),
};
