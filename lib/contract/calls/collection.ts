import {
  collectionDueList,
  collectionDueQuery,
  collectionListQuery,
  collectionNoteBody,
  collectionOptions,
  collectionPage,
  collectionPickupBody,
  collectionPlaceQuery,
  collectionRequest,
  collectionRequestBody,
  collectionRequestIdParams,
} from '@/lib/contract/collection';
import { CUSTOMER_PREFIX } from './customer-prefix';
import { defineCall } from './define-call';

/** The collection calls: method, path and schemas, for the server that mounts them and the clients that send them. */
export const collectionCalls = {
  options: defineCall({
    method: 'get',
    path: `${CUSTOMER_PREFIX}/collection-requests/options`,
    query: collectionPlaceQuery,
    response: collectionOptions,
  }),
  create: defineCall({
    method: 'post',
    path: `${CUSTOMER_PREFIX}/collection-requests`,
    body: collectionRequestBody,
    response: collectionRequest,
  }),
  list: defineCall({
    method: 'get',
    path: `${CUSTOMER_PREFIX}/collection-requests`,
    query: collectionListQuery,
    response: collectionPage,
  }),
  one: defineCall({
    method: 'get',
    path: `${CUSTOMER_PREFIX}/collection-requests/:id`,
    params: collectionRequestIdParams,
    response: collectionRequest,
  }),
  staffDue: defineCall({
    method: 'get',
    path: '/v1/staff/collection-requests/due',
    query: collectionDueQuery,
    response: collectionDueList,
  }),
  staffDone: defineCall({
    method: 'post',
    path: '/v1/staff/collection-requests/:id/done',
    params: collectionRequestIdParams,
    body: collectionPickupBody,
    response: collectionRequest,
  }),
  staffNote: defineCall({
    method: 'post',
    path: '/v1/staff/collection-requests/:id/note',
    params: collectionRequestIdParams,
    body: collectionNoteBody,
    response: collectionRequest,
  }),
};
