import { createHash } from 'node:crypto';

/**
 * Cached answers from one database must not be served for another (a shared
 * cache in Redis outlives a server restart pointed at a different database), so
 * the data source is part of every key of a cached answer. Hashed:
 * DATABASE_URL may hold a password.
 */
export const DATA_SOURCE_KEY = createHash('sha256')
  .update(process.env.API_URL ?? process.env.DATABASE_URL ?? process.env.DATA_DIR ?? '.data/pglite')
  .digest('hex')
  .slice(0, 16);
