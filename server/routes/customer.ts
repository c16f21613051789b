/**
 * Profile calls (spec §7 "Customer"; customer calls live under /api/v1/app).
 */

import { customerCalls } from '@/lib/contract/calls/customer';
import { apiMessages } from '@/server/errors/messages';
import { type Call, jsonCall } from '@/server/http/call';
import { listCustomerTypes } from '@/server/services/customer/customer-types';
import { editCustomer, getCustomer } from '@/server/services/customer/profile';

export const customerRoutes: Call[] = [
  jsonCall(customerCalls.get, {
    access: 'customer',
    owner: 'id',
    tag: 'customer',
    summary: 'The calling customer’s profile (another id answers 404)',
    handler: async ({ db, params }) => ({ data: await getCustomer(db, params.id) }),
  }),
  jsonCall(customerCalls.edit, {
    access: 'customer',
    owner: 'id',
    tag: 'customer',
    summary:
      'Edit the profile; credit, mobile, id and other shop-set fields are refused, and so is a customer type that is not declarable or was granted by staff',
    description:
      'Credit, points, mobile, id, role and customer ids in the body are a 400 naming the field; nothing is written.',
    handler: async ({ db, params, body }) => ({
      data: await editCustomer(db, params.id, body),
      msg: apiMessages.customer.profileSaved,
    }),
  }),
  jsonCall(customerCalls.customerTypes, {
    access: 'none',
    tag: 'customer',
    summary: 'Customer types ({count, results}), each marked declarable or not',
    handler: async ({ db, query }) => ({
      data: await listCustomerTypes(db, {
        justParent: query.just_parent,
        softDelete: query.soft_delete,
      }),
    }),
  }),
];
