import type { PoolConfig } from 'pg';

function millis(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value?.trim() && Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}

/**
 * How the process's PostgreSQL pool waits, so that a database that is down or
 * stuck fails a call within about a second or two instead of holding it: a
 * connection (or a free slot in the pool) is waited for DB_CONNECT_TIMEOUT_MS;
 * a statement runs at most DB_STATEMENT_TIMEOUT_MS on the server (which then
 * cancels it and frees its locks), and the client gives up a second later if
 * the server never answers at all (a stopped machine, a cut network). 0 turns
 * a timeout off.
 */
export function poolSettings(url: string, env: NodeJS.ProcessEnv = process.env): PoolConfig {
  const statementMs = millis(env.DB_STATEMENT_TIMEOUT_MS, 5_000);
  return {
    connectionString: url,
    max: Number(env.DB_POOL_SIZE ?? 10),
    connectionTimeoutMillis: millis(env.DB_CONNECT_TIMEOUT_MS, 1_500),
    ...(statementMs > 0
      ? { statement_timeout: statementMs, query_timeout: statementMs + 1_000 }
      : {}),
    // A dead peer is noticed by the kernel, not only at the next query.
    keepAlive: true,
  };
}
