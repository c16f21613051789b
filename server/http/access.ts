import type { Context } from 'hono';
import { ApiError } from '@/server/errors/api-error';
import type { Access } from './call';
import { type AppEnv, type Caller, isCustomerCaller, isStaffCaller } from './context';

/**
 * Lets a caller through a call's access level, or refuses before any input is
 * read: no token 401; a token of the wrong role 403.
 */
export async function admit(c: Context<AppEnv>, access: Access): Promise<Caller | null> {
  if (access === 'none') return null;
  const caller = await c.var.caller();
  if (access === 'optional') return caller;
  if (!caller) throw ApiError.unauthorized();
  if (access === 'customer' && !isCustomerCaller(caller)) throw ApiError.forbidden();
  if (access === 'staff' && !isStaffCaller(caller)) throw ApiError.forbidden();
  return caller;
}
