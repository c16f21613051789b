import { z } from 'zod';
import { idParams } from '@/lib/contract/catalog';
import {
  hold,
  holdBody,
  holdReleaseBody,
  reservationItem,
  reservationList,
  reservationListQuery,
  reservationRequestBody,
  reservationResult,
} from '@/lib/contract/reservation';
import {
  reservationMoveBody,
  waitlistEntry,
  waitlistJoinBody,
  waitlistList,
} from '@/lib/contract/seat-waitlist';
import { CUSTOMER_PREFIX } from './customer-prefix';
import { defineCall } from './define-call';

/** The reservation calls: method, path and schemas, for the server that mounts them and the clients that send them. */
export const reservationCalls = {
  request: defineCall({
    method: 'post',
    path: `${CUSTOMER_PREFIX}/reservation/request/`,
    body: reservationRequestBody,
    response: reservationResult,
  }),
  hold: defineCall({
    method: 'post',
    path: `${CUSTOMER_PREFIX}/reservation/hold/`,
    body: holdBody,
    response: hold,
  }),
  releaseHold: defineCall({
    method: 'post',
    path: `${CUSTOMER_PREFIX}/reservation/hold/release/`,
    body: holdReleaseBody,
    response: z.null(),
  }),
  list: defineCall({
    method: 'get',
    path: `${CUSTOMER_PREFIX}/reservations`,
    query: reservationListQuery,
    response: reservationList,
  }),
  get: defineCall({
    method: 'get',
    path: `${CUSTOMER_PREFIX}/reservation/:id`,
    params: idParams,
    response: reservationItem,
  }),
  move: defineCall({
    method: 'post',
    path: `${CUSTOMER_PREFIX}/reservation/:id/move/`,
    params: idParams,
    body: reservationMoveBody,
    response: reservationItem,
  }),
  waitlistJoin: defineCall({
    method: 'post',
    path: `${CUSTOMER_PREFIX}/waitlist/`,
    body: waitlistJoinBody,
    response: waitlistEntry,
  }),
  waitlistLeave: defineCall({
    method: 'post',
    path: `${CUSTOMER_PREFIX}/waitlist/:id/leave/`,
    params: idParams,
    response: z.null(),
  }),
  waitlistList: defineCall({
    method: 'get',
    path: `${CUSTOMER_PREFIX}/waitlist/`,
    response: waitlistList,
  }),
};
