// Tells long answers that the instance is closing. An event stream (the bell's,
// /api/v1/notification/stream) never ends by itself for minutes: left open it
// would hold the instance past its drain deadline. Ended when the instance
// stops taking connections, the browser reconnects through the balancer to
// another instance.
import { EventEmitter } from 'node:events';

/** One emitter for the server and the bundles that hold streams (the API, Next in development). */
const CLOSING = Symbol.for('shop.closing');

/** @returns {{ emitter: EventEmitter; closing: boolean }} */
function state() {
  /** @type {Record<symbol, { emitter: EventEmitter; closing: boolean } | undefined>} */
  const shared = /** @type {never} */ (globalThis);
  if (!shared[CLOSING]) {
    const emitter = new EventEmitter();
    // Every open stream listens; the default cap of 10 would only warn.
    emitter.setMaxListeners(0);
    shared[CLOSING] = { emitter, closing: false };
  }
  return shared[CLOSING];
}

/**
 * Calls `listener` when the instance closes (at once if it is closing already);
 * returns the way to stop listening.
 * @param {() => void} listener
 */
export function whenClosing(listener) {
  const current = state();
  if (current.closing) {
    queueMicrotask(listener);
    return () => {};
  }
  current.emitter.once('closing', listener);
  return () => {
    current.emitter.off('closing', listener);
  };
}

/** Says the instance is closing: every listener hears it once. */
export function announceClosing() {
  const current = state();
  current.closing = true;
  current.emitter.emit('closing');
}
