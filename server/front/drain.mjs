// How the instance stops on SIGTERM or SIGINT without failing a request:
//   1. /readyz answers 503 at once, and for the grace period everything else
//      is served as before, so a balancer that probes it stops sending here;
//   2. then the server stops taking connections and ends the event streams
//      (the browser reconnects elsewhere); each answer still to be written
//      says `Connection: close`, and a keep-alive connection left idle is
//      closed, so clients and balancers move to another instance;
//   3. once every connection is gone, or at the deadline (counted from the
//      signal), what remains is cut, the database and Redis are closed and it
//      exits 0. A second signal stops it at once.
import { Server as NetServer } from 'node:net';
import { announceClosing } from '../lifecycle/closing.mjs';
import { log } from '../observability/log.mjs';
import { markDraining } from '../observability/prometheus.mjs';

/** How often idle connections are looked for while the last answers finish. */
const SWEEP_MS = 100;
/**
 * A connection idle this long is closed. Not at once: a client that was sent
 * an answer a moment ago may be writing its next request on the same
 * connection, and closing under it fails that request (ECONNRESET, or a 502
 * from nginx for a POST it will not retry). A request that does arrive is
 * answered, with `Connection: close`.
 */
const IDLE_CLOSE_MS = 500;
/** Closing the database and Redis gets this long, then the process exits anyway. */
const CLOSE_MS = 3000;

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {{
 *   server: import('node:http').Server;
 *   graceMs: number;
 *   timeoutMs: number;
 *   onDraining: () => void;
 *   closeResources: () => Promise<void>;
 *   exit?: (code: number) => void;
 * }} options
 */
export function drainer({ server, graceMs, timeoutMs, onDraining, closeResources, exit }) {
  /** @type {Set<import('node:http').ServerResponse>} */
  const active = new Set();
  /** @type {Map<import('node:net').Socket, { busy: number; idleSince: number }>} */
  const connections = new Map();
  let draining = false;
  let closing = false;
  const quit = exit ?? ((code) => process.exit(code));

  server.on('connection', (socket) => {
    connections.set(socket, { busy: 0, idleSince: Date.now() });
    socket.once('close', () => connections.delete(socket));
  });

  /** @param {import('node:http').ServerResponse} res */
  function lastOnItsConnection(res) {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  }

  function closeIdle() {
    const now = Date.now();
    for (const [socket, use] of connections) {
      if (use.busy === 0 && now - use.idleSince >= IDLE_CLOSE_MS) socket.end();
    }
  }

  /** @param {string} signal */
  async function drain(signal) {
    if (draining) {
      log().warn({ signal }, 'a second stop signal: stopping now');
      quit(1);
      return;
    }
    draining = true;
    const deadline = Date.now() + timeoutMs;
    markDraining(true);
    onDraining();
    log().info(
      { signal, grace_ms: graceMs, timeout_ms: timeoutMs, in_flight: active.size },
      'draining: /readyz answers 503',
    );
    await sleep(graceMs);

    closing = true;
    for (const res of active) lastOnItsConnection(res);
    // net's close, not http's: http's also closes every idle connection at
    // once, under clients that may be sending on them (see IDLE_CLOSE_MS).
    const finished = new Promise((resolve) => {
      NetServer.prototype.close.call(server, () => resolve(true));
    });
    announceClosing();
    log().info(
      { in_flight: active.size, connections: connections.size },
      'draining: no new connections; finishing what is in flight',
    );
    const sweep = setInterval(closeIdle, SWEEP_MS);
    const inTime = await Promise.race([finished, sleep(Math.max(0, deadline - Date.now()))]);
    clearInterval(sweep);
    if (!inTime) {
      log().warn({ cut: active.size }, 'draining: the deadline came; cutting what is left');
      server.closeAllConnections();
    }

    const closed = await Promise.race([
      closeResources().then(() => true),
      sleep(CLOSE_MS).then(() => false),
    ]);
    if (!closed) log().warn('the database or Redis did not close in time');
    log().info('stopped');
    quit(0);
  }

  return {
    /** Handles the stop signals. */
    listen() {
      for (const signal of ['SIGTERM', 'SIGINT']) {
        process.on(signal, () => {
          drain(signal).catch((error) => {
            log().error({ err: error }, 'draining failed');
            quit(1);
          });
        });
      }
    },
    drain,
    /**
     * Follows every request until it is answered; once the server is
     * closing, its connection ends with it.
     * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
     */
    track(req, res) {
      const use = connections.get(req.socket);
      if (use) use.busy += 1;
      active.add(res);
      res.once('close', () => {
        active.delete(res);
        if (use) {
          use.busy -= 1;
          use.idleSince = Date.now();
        }
      });
      if (closing) lastOnItsConnection(res);
    },
  };
}
