import pg, { type PoolConfig } from 'pg';

function millis(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value?.trim() && Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}

/**
 * How the process's PostgreSQL pool waits, so that a database that is down or
 * stuck fails a call at once or within a second or two instead of holding it.
 * A stopped server refuses a connection at once; one that does not answer at
 * all is given DB_CONNECT_TIMEOUT_MS to. A call waits DB_POOL_WAIT_MS at most
 * for a free connection: longer than a connect, because under a burst on one
 * locked row (50 simultaneous bookings of one window) a turn comes, slowly. A
 * statement runs at most DB_STATEMENT_TIMEOUT_MS on the server (which then
 * cancels it and frees its locks), and the client gives up a second later if
 * the server never answers (a stopped machine, a cut network). 0 turns a
 * statement timeout off.
 */
export function poolSettings(url: string, env: NodeJS.ProcessEnv = process.env): PoolConfig {
  const connectMs = millis(env.DB_CONNECT_TIMEOUT_MS, 1_500);
  const statementMs = millis(env.DB_STATEMENT_TIMEOUT_MS, 5_000);
  // pg-pool hands its own options to each client it makes: a client of its own
  // is how the connect gets a shorter bound than the wait for a free connection.
  class QuickClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: connectMs });
    }
  }
  return {
    connectionString: url,
    max: Number(env.DB_POOL_SIZE ?? 10),
    Client: QuickClient,
    connectionTimeoutMillis: millis(env.DB_POOL_WAIT_MS, 5_000),
    ...(statementMs > 0
      ? { statement_timeout: statementMs, query_timeout: statementMs + 1_000 }
      : {}),
    // A dead peer is noticed by the kernel, not only at the next query.
    keepAlive: true,
  };
}
