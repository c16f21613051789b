import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '@/server/db/database';
import { openDatabase } from '@/server/db/open';

export type TestDb = { db: Database; close: () => Promise<void>; driver: 'pg' | 'pglite' };

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a
 * database of its own on the PostgreSQL server named by DATABASE_URL (dropped on close).
 */
export async function createTestDb(): Promise<TestDb> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const { db, close } = await openDatabase({ dir: 'memory://' });
    return { db, close, driver: 'pglite' };
  }
  const name = `shop_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const { db, close } = await openDatabase({ url: url.toString() });
  return {
    db,
    driver: 'pg',
    close: async () => {
      await close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
