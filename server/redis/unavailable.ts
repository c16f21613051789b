/**
 * Tells ioredis's "Redis is out of reach" failures from anything else: a
 * command refused while the connection is down (no offline queue), one that
 * timed out (commandTimeout), or one given up after its retries.
 */
const REDIS_MESSAGES = [
  "stream isn't writeable",
  'command timed out',
  'connection is closed',
  'reached the max retries per request',
  'connect econnrefused',
];

export function isRedisUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'MaxRetriesPerRequestError') return true;
  const message = error.message.toLowerCase();
  return REDIS_MESSAGES.some((words) => message.includes(words));
}
