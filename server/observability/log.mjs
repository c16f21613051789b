// The shop's log: one JSON object a line on stdout (pino), for a collector to
// read as it is. A line written while a request is answered carries that
// request's id (request-context.mjs), so everything one request caused can be
// found with its X-Request-Id.
import pino from 'pino';
import { currentRequest } from './request-context.mjs';

const LOGGER = Symbol.for('shop.logger');

/** The levels LOG_LEVEL may name; anything else is refused at start. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * LOG_LEVEL, `info` by default: each request is one `info` line, so `warn`
 * keeps only what went wrong.
 * @param {Record<string, string | undefined>} env
 */
export function logLevel(env = process.env) {
  const level = env.LOG_LEVEL?.trim().toLowerCase() || 'info';
  if (!LOG_LEVELS.includes(level)) {
    throw new Error(`LOG_LEVEL "${env.LOG_LEVEL}" is not one of ${LOG_LEVELS.join(', ')}`);
  }
  return level;
}

/**
 * A logger writing to `destination`, each line stamped with the current
 * request's id when there is one.
 * @param {{ level?: string; destination?: pino.DestinationStream }} [options]
 */
export function createLogger({ level = logLevel(), destination } = {}) {
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      // Levels by name: a collector need not know pino's numbers.
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const request = currentRequest();
        return request ? { request_id: request.id } : {};
      },
    },
    destination,
  );
}

/**
 * The process's logger. The server, the API bundle and Next's bundles each
 * load this module: the one logger lives on globalThis, so they share its
 * level and its file descriptor.
 * @returns {pino.Logger}
 */
export function log() {
  /** @type {Record<symbol, pino.Logger | undefined>} */
  const shared = /** @type {never} */ (globalThis);
  shared[LOGGER] ??= createLogger();
  return shared[LOGGER];
}
