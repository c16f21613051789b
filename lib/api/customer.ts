import type { z } from 'zod';
import { CUSTOMER_API_PREFIX } from '@/lib/constants';
import {
  type Customer,
  type CustomerType,
  customer,
  type customerEditBody,
  customerTypeList,
} from '@/lib/contract/customer';
import { apiCall, apiGet } from './client';

/** What the edit call accepts on the wire: the contract's input, before the server normalises it. */
export type CustomerEditPayload = z.input<typeof customerEditBody>;

export function fetchCustomer(id: number, signal?: AbortSignal): Promise<Customer> {
  return apiGet(`${CUSTOMER_API_PREFIX}/customers/${id}`, customer, { signal });
}

/** The saved customer and the server's own success message, which the screen shows. */
export function editCustomer(id: number, body: CustomerEditPayload) {
  return apiCall('post', `${CUSTOMER_API_PREFIX}/customers/${id}/edit`, customer, { json: body });
}

/** Top-level, live types: the ones a customer may choose. */
export async function fetchCustomerTypes(signal?: AbortSignal): Promise<CustomerType[]> {
  const list = await apiGet('/api/v3/customers/customer-type/', customerTypeList, {
    signal,
    searchParams: { just_parent: true, soft_delete: false },
  });
  return list.results;
}
