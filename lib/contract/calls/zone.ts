import {
  availableTimes,
  availableTimesQuery,
  locationCheck,
  locationCheckBody,
  zoneList,
  zonesQuery,
} from '@/lib/contract/zone';
import { defineCall } from './define-call';

/** The zone calls: method, path and schemas, for the server that mounts them and the clients that send them. */
export const zoneCalls = {
  checkLocation: defineCall({
    method: 'post',
    path: '/v1/location/check',
    body: locationCheckBody,
    response: locationCheck,
  }),
  list: defineCall({
    method: 'get',
    path: '/v1/zones/',
    query: zonesQuery,
    response: zoneList,
  }),
  availableTimes: defineCall({
    method: 'get',
    path: '/v2/zones/available_times/',
    query: availableTimesQuery,
    response: availableTimes,
  }),
};
