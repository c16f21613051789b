import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The one database type services see, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction handle or the database itself: services accept either. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;
