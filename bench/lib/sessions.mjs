// Bearer tokens for the bench's callers, written straight into the bench
// database before its server starts: the login is rate-limited (as it should
// be) and sends codes, and the staff command line makes staff tokens only.
// A token is stored as its sha256 (server/http/auth.ts), like the shop's own.
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';

/** Long enough for the slowest cell of a run; they expire by themselves, nothing to clean up. */
const LIFETIME = '6 hours';

/**
 * Runs `work` with a `query(sql, params)` on the prepared database: PostgreSQL
 * through pg, a PGlite folder opened in this process (its server is not running:
 * PGlite allows one process per folder).
 * @template T
 * @param {{ databaseUrl?: string; dataDir?: string }} database
 * @param {(query: (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>) => Promise<T>} work
 * @returns {Promise<T>}
 */
async function withDatabase(database, work) {
  if (database.databaseUrl) {
    const client = new pg.Client({ connectionString: database.databaseUrl });
    await client.connect();
    try {
      return await work((sql, params) => client.query(sql, params));
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const client = await PGlite.create(database.dataDir, { extensions: { pg_trgm } });
  try {
    return await work((sql, params) => client.query(sql, params));
  } finally {
    await client.close();
  }
}

/**
 * @typedef {{ id: number; mobile: string; token: string }} Customer
 * @typedef {{ customers: Customer[]; staff: string }} Sessions
 */

/**
 * A token each for the demo customers 09120000001… (`count` of them, in that
 * order: the first has an order in every status, points and notifications) and
 * one for the first staff user (not always id 1: a stopped seed uses up ids).
 * @param {{ databaseUrl?: string; dataDir?: string }} database @param {number} count
 * @returns {Promise<Sessions>}
 */
export function benchSessions(database, count) {
  const mobiles = Array.from(
    { length: count },
    (_, i) => `0912000${String(i + 1).padStart(4, '0')}`,
  );
  return withDatabase(database, async (query) => {
    const issue = async (role, column, id) => {
      const token = randomBytes(32).toString('base64url');
      const hash = createHash('sha256').update(token).digest('hex');
      await query(
        `INSERT INTO auth_tokens (token_hash, role, ${column}, expires_at, created_at)
         VALUES ($1, $2, $3, now() + interval '${LIFETIME}', now())`,
        [hash, role, id],
      );
      return token;
    };
    const { rows } = await query(
      'SELECT id, mobile FROM customers WHERE mobile = ANY($1) ORDER BY mobile',
      [mobiles],
    );
    if (rows.length < count)
      throw new Error(`the bench database has ${rows.length} of ${count} demo customers`);
    const customers = [];
    for (const row of rows) {
      const id = Number(row.id);
      customers.push({
        id,
        mobile: String(row.mobile),
        token: await issue('customer', 'customer_id', id),
      });
    }
    const staffUser = (await query('SELECT min(id) AS id FROM users')).rows[0]?.id;
    if (staffUser === null || staffUser === undefined)
      throw new Error('the bench database has no staff user');
    return { customers, staff: await issue('staff', 'user_id', Number(staffUser)) };
  });
}
