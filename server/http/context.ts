import type { Database } from '@/server/db/database';
import type { TokenRole } from '@/server/db/schema';

export type Caller = { role: TokenRole; customerId: number | null; userId: number | null };
export type CustomerCaller = Caller & { role: 'customer'; customerId: number };
export type StaffCaller = Caller & { role: 'staff'; userId: number };

export function isCustomerCaller(caller: Caller): caller is CustomerCaller {
  return caller.role === 'customer' && caller.customerId !== null;
}

export function isStaffCaller(caller: Caller): caller is StaffCaller {
  return caller.role === 'staff' && caller.userId !== null;
}

export type AppEnv = {
  Variables: {
    db: Database;
    /** Resolved lazily from the bearer token; null for anonymous calls. */
    caller: () => Promise<Caller | null>;
  };
};
