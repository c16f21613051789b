import 'server-only';
import type { Database } from './database';
import { type OpenDatabase, openDatabase } from './open';

type Holder = { opening?: Promise<OpenDatabase> };

declare global {
  // Route handlers and pages are separate bundles: the handle lives on globalThis
  // so the process keeps exactly one (PGlite allows one process per folder).
  var __shopDb: Holder | undefined;
}

/** The process's database, opened (and migrated) on first use, never at import time. */
export async function getDb(): Promise<Database> {
  globalThis.__shopDb ??= {};
  const holder = globalThis.__shopDb;
  holder.opening ??= openDatabase({ url: process.env.DATABASE_URL }).catch((error: unknown) => {
    holder.opening = undefined;
    throw error;
  });
  return (await holder.opening).db;
}
