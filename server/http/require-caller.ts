import type { Context } from 'hono';
import { ApiError } from './api-error';
import type { AppEnv, Caller } from './context';

export type CustomerCaller = Caller & { role: 'customer'; customerId: number };
export type StaffCaller = Caller & { role: 'staff'; userId: number };

function isCustomer(caller: Caller): caller is CustomerCaller {
  return caller.role === 'customer' && caller.customerId !== null;
}

function isStaff(caller: Caller): caller is StaffCaller {
  return caller.role === 'staff' && caller.userId !== null;
}

/** Any valid token (guest, customer or staff), else 401. */
export async function requireCaller(c: Context<AppEnv>): Promise<Caller> {
  const caller = await c.var.caller();
  if (!caller) throw ApiError.unauthorized();
  return caller;
}

/** A logged-in customer: no token 401, a guest or staff token 403. */
export async function requireCustomer(c: Context<AppEnv>): Promise<CustomerCaller> {
  const caller = await requireCaller(c);
  if (!isCustomer(caller)) throw ApiError.forbidden();
  return caller;
}

/** Staff only: no token 401, any other role 403. */
export async function requireStaff(c: Context<AppEnv>): Promise<StaffCaller> {
  const caller = await requireCaller(c);
  if (!isStaff(caller)) throw ApiError.forbidden();
  return caller;
}

/**
 * A customer-scoped path names a customer id: anyone else's id answers 404, as if
 * it did not exist, so ids can't be probed.
 */
export async function requireOwnCustomer(
  c: Context<AppEnv>,
  customerId: number,
): Promise<CustomerCaller> {
  const caller = await requireCustomer(c);
  if (caller.customerId !== customerId) throw ApiError.notFound();
  return caller;
}
