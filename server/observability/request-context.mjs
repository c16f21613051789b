// Which request a piece of work belongs to, without passing it down every
// call: the shop's server opens a context for each request it answers, and
// anything that runs for that request (the API, Next, a log line deep in a
// service) reads it from here.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * The server, the API bundle and Next's bundles each load their own copy of
 * this module: the one storage lives on globalThis so they all read the same.
 */
const STORAGE = Symbol.for('shop.requestContext');

/** @typedef {import('./request-context.d.mts').RequestContext} RequestContext */

/** @returns {AsyncLocalStorage<RequestContext>} */
function storage() {
  /** @type {Record<symbol, AsyncLocalStorage<RequestContext> | undefined>} */
  const shared = /** @type {never} */ (globalThis);
  shared[STORAGE] ??= new AsyncLocalStorage();
  return shared[STORAGE];
}

/** The name of the header a request id travels in, both ways. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An id a balancer (nginx's $request_id) or a client sent is kept when it is
 * plainly an id: it goes into every log line, so nothing that could forge or
 * break a line (quotes, newlines, kilobytes) is taken.
 */
const SANE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The request's id: the one it came with, when sane, else a new one.
 * @param {string | string[] | undefined} given
 */
export function requestIdFrom(given) {
  const id = Array.isArray(given) ? given[0] : given;
  return id && SANE_ID.test(id) ? id : randomUUID();
}

/**
 * Runs `work` as the request `context` (and everything it starts, however asynchronous).
 * @template T
 * @param {RequestContext} context @param {() => T} work
 */
export function runAsRequest(context, work) {
  return storage().run(context, work);
}

/** The request this code runs for, or undefined outside any (start-up, a timer). */
export function currentRequest() {
  return storage().getStore();
}

/**
 * Names the declared call that answered the current request (its path
 * pattern, e.g. `GET /api/v1/products/:id`), for its log line and metrics.
 * @param {string} call
 */
export function noteCall(call) {
  const context = currentRequest();
  if (context) context.call = call;
}
