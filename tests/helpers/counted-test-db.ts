import { createPglite, onPglite } from '@/server/db/open';
import { type QueryTally, tallyQueries } from './query-tally';
import type { TestDb } from './test-db';

/**
 * A fresh in-memory database whose every statement is tallied. Always PGlite,
 * even when DATABASE_URL is set: the statements a call sends are the same on
 * either driver, and PGlite hands the test the one client it talks through.
 */
export async function createCountedTestDb(): Promise<TestDb & { tally: QueryTally }> {
  const client = await createPglite('memory://');
  const db = await onPglite(client);
  // Set up after the migrations, so the tally holds only what the test runs.
  const tally = tallyQueries(client);
  return { db, driver: 'pglite', close: () => client.close(), tally };
}
