import * as a from '@/lib/contract/address';
import * as cu from '@/lib/contract/customer';
import * as z from '@/lib/contract/zone';
import type { Operation } from './operation';

const customerOps: Operation[] = [
  {
    method: 'get',
    path: '/api/v1/app/customers/:id',
    tag: 'customer',
    summary: 'The calling customer’s profile (another id answers 404)',
    auth: 'customer',
    response: cu.customer,
  },
  {
    method: 'post',
    path: '/api/v1/app/customers/:id/edit',
    tag: 'customer',
    summary: 'Edit the profile; credit, mobile, id and other shop-set fields are refused',
    auth: 'customer',
    body: cu.customerEditBody,
    response: cu.customer,
  },
  {
    method: 'get',
    path: '/api/v3/customers/customer-type/',
    tag: 'customer',
    summary: 'Customer types ({count, results})',
    query: cu.customerTypesQuery,
    response: cu.customerTypeList,
  },
];

const addressOps: Operation[] = [
  {
    method: 'get',
    path: '/api/v1/app/addresses',
    tag: 'address',
    summary: 'The caller’s addresses, preferred first, each with its zone and shipping price',
    auth: 'customer',
    response: a.addressList,
  },
  {
    method: 'post',
    path: '/api/v1/app/addresses/add',
    tag: 'address',
    summary: 'Add an address',
    auth: 'customer',
    body: a.addressAddBody,
    response: a.address,
  },
  {
    method: 'post',
    path: '/api/v1/app/addresses/:id/edit',
    tag: 'address',
    summary: 'Edit one of the caller’s addresses',
    auth: 'customer',
    body: a.addressEditBody,
    response: a.address,
  },
  {
    method: 'post',
    path: '/api/v1/app/addresses/:id/delete',
    tag: 'address',
    summary: 'Delete one of the caller’s addresses (soft delete)',
    auth: 'customer',
    response: a.deletedAddress,
  },
  {
    method: 'get',
    path: '/api/v1/app/customer/:id/addresses/preferred',
    tag: 'address',
    summary: 'The preferred address (else the newest), or null',
    auth: 'customer',
    response: a.address.nullable(),
  },
  {
    method: 'get',
    path: '/api/v1/app/customer/:id/location/last',
    tag: 'address',
    summary: 'Last user location: the newest address’s point {id, lat, lng}, or null',
    chosen: true,
    auth: 'customer',
    response: a.lastLocation.nullable(),
  },
];

const zoneOps: Operation[] = [
  {
    method: 'post',
    path: '/api/v1/location/check',
    tag: 'zone',
    summary: 'Whether the shop delivers to a point, with its street address',
    auth: 'optional',
    body: z.locationCheckBody,
    response: z.locationCheck,
  },
  {
    method: 'get',
    path: '/api/v1/zones/',
    tag: 'zone',
    summary: 'Zones holding a point (every active zone without one)',
    query: z.zonesQuery,
    response: z.zoneList,
  },
  {
    method: 'get',
    path: '/api/v2/zones/available_times/',
    tag: 'zone',
    summary: 'Delivery windows of the point’s zone for the coming 7 days',
    query: z.availableTimesQuery,
    response: z.availableTimes,
  },
];

export const customerOperations: Operation[] = [...customerOps, ...addressOps, ...zoneOps];
