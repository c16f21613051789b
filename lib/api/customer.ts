import type { z } from 'zod';
import { customerCalls } from '@/lib/contract/calls/customer';
import type { Customer, CustomerType, customerEditBody } from '@/lib/contract/customer';
import { receive, send } from './client';

/** What the edit call accepts on the wire: the contract's input, before the server normalises it. */
export type CustomerEditPayload = z.input<typeof customerEditBody>;

export function fetchCustomer(id: number, signal?: AbortSignal): Promise<Customer> {
  return receive(customerCalls.get, { params: { id } }, { signal });
}

/** The saved customer and the server's own success message, which the screen shows. */
export function editCustomer(id: number, body: CustomerEditPayload) {
  return send(customerCalls.edit, { params: { id }, body });
}

/** Top-level, live types: the ones a customer may choose. */
export async function fetchCustomerTypes(signal?: AbortSignal): Promise<CustomerType[]> {
  const query = { just_parent: 'true', soft_delete: 'false' } as const;
  const list = await receive(customerCalls.customerTypes, { query }, { signal });
  return list.results;
}
