/**
 * Tells a database that cannot be reached (stopped, restarting, refusing
 * connections, too slow to answer) from a query that failed on its own. The
 * first is the shop's to admit with a 503 and a wait, not a 500: nothing the
 * caller sent was wrong, and the same call will work once the database is back.
 */

/** The socket never reached the server, or lost it. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server going away or not taking work: 57P01 admin shutdown
 * (pg_ctl stop), 57P02 crash shutdown, 57P03 cannot connect now (starting or
 * stopping), 53300 too many connections, 57014 a statement cut by
 * statement_timeout. Class 08 (connection exceptions) is matched by prefix.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

/** node-postgres says these in words only: the pool's wait, a lost or closed connection. */
const DRIVER_MESSAGES = [
  'timeout exceeded when trying to connect',
  'connection terminated',
  'connection error and is not queryable',
  'client was closed and is not queryable',
  'query read timeout',
];

function codeOf(error: object): string {
  const code = Reflect.get(error, 'code');
  return typeof code === 'string' ? code : '';
}

function saysUnavailable(error: object): boolean {
  const code = codeOf(error);
  if (SOCKET_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08')) return true;
  const message = error instanceof Error ? error.message.toLowerCase() : '';
  return DRIVER_MESSAGES.some((words) => message.includes(words));
}

/**
 * Whether `error`, or what it wraps (drizzle wraps the driver's error as its
 * cause; a connect to several addresses fails with an AggregateError), says the
 * database is out of reach.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  if (saysUnavailable(error)) return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))
  )
    return true;
  return isDatabaseUnavailable(Reflect.get(error, 'cause'), depth + 1);
}
