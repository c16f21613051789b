import type { Database } from '@/server/db/database';
import type { TokenRole } from '@/server/db/schema';

export type Caller = { role: TokenRole; customerId: number | null; userId: number | null };

export type AppEnv = {
  Variables: {
    db: Database;
    /** Resolved lazily from the bearer token; null for anonymous calls. */
    caller: () => Promise<Caller | null>;
  };
};
