// The shop's HTTP server: Next's request handler behind a Node server of our
// own, for `npm start` (production build), `npm run dev` (`--dev`) and the
// journeys. It exists for what `next start` cannot do: put each connection's
// address last in X-Forwarded-For (peer-address.mjs), and give every
// page response a fresh CSP nonce in place of the placeholder cached pages are
// rendered with (fresh-nonce.mjs), and answer a page already in the
// shared cache without going through Next (cached-page-front.mjs). It
// compresses what it sends itself, after the swap (next.config.ts turns Next's
// own compression off). In production it answers the API and the build's
// static files itself, ahead of Next (api-front.mjs, static-front.mjs).
// Everything else is Next's: the same handler `next start` runs. It answers
// /healthz, /readyz and /metrics itself, logs each request, and drains on
// SIGTERM or SIGINT (drain.mjs).
//   PORT=3000 node server/front/serve.mjs [--dev]
import { createServer } from 'node:http';
import {
  ORIGIN_PER_REQUEST_ENV,
  ORIGIN_PLACEHOLDER,
  paddedOrigin,
} from '../../lib/site/origin-placeholder.mjs';
import { closeResources } from '../lifecycle/close-resources.mjs';
import { log } from '../observability/log.mjs';
import { nearbyRequestOrigin, trustedProxyHops } from '../site/nearby-host.mjs';
import { apiFront } from './api-front.mjs';
import { isApiAddress } from './api-listener.mjs';
import { cachedPageFront } from './cached-page-front.mjs';
import { compressAnswers } from './compress-answers.mjs';
import { drainer } from './drain.mjs';
import { withFreshNonce } from './fresh-nonce.mjs';
import { observeRequests } from './observe-requests.mjs';
import { isOperatorAddress, operatorFront } from './operator-front.mjs';
import { opsSettings } from './ops-settings.mjs';
import { withPeerAddress } from './peer-address.mjs';
import { securityHeaders } from './security-headers.mjs';
import { keepHeadersSingle } from './single-headers.mjs';
import { staticFront } from './static-front.mjs';

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT || 3000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`✖ PORT "${process.env.PORT}" is not a port number`);
  process.exit(1);
}
/** @type {ReturnType<typeof opsSettings>} */
let settings;
try {
  settings = opsSettings(process.env, { dev });
} catch (error) {
  console.error(`✖ the shop will not start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
// Next reads both before it loads anything; PORT is also where the app derives
// its public origin from when SITE_URL is unset (lib/site/public-origin.ts).
process.env.NODE_ENV = dev ? 'development' : 'production';
process.env.PORT = String(port);

/**
 * Without SITE_URL the shop answers at whatever local address it is opened
 * at: pages are rendered with an origin placeholder (lib/site/public-origin.ts)
 * and every response names the origin its request came to, when that is this
 * machine or its network (server/site/nearby-host.mjs), else localhost.
 */
function pageOrigin() {
  if (process.env.SITE_URL?.trim()) return null;
  process.env[ORIGIN_PER_REQUEST_ENV] = '1';
  const trustProxy = trustedProxyHops(process.env.TRUST_PROXY) > 0;
  return {
    placeholder: ORIGIN_PLACEHOLDER,
    /** @param {import('node:http').IncomingMessage} req */
    valueFor: (req) => {
      const asked = nearbyRequestOrigin({
        host: req.headers.host,
        forwardedProto: String(req.headers['x-forwarded-proto'] ?? '') || undefined,
        trustProxy,
      });
      // An origin longer than the placeholder cannot take its place in a page.
      return asked && paddedOrigin(asked) ? asked : `http://localhost:${process.env.PORT}`;
    },
  };
}
const origin = pageOrigin();

// Listening from the first moment: /healthz answers while Next and the API
// load and /readyz says 503 until they have; a request for the shop waits
// for them rather than being refused.
/** @type {import('./operator-front.mjs').InstanceState} */
let state = 'starting';
/** @type {((req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown) | null} */
let shop = null;
/** @type {() => void} */
let started = () => {};
const whenStarted = new Promise((resolve) => {
  started = () => resolve(undefined);
});
/** @type {(() => Promise<import('./operator-front.mjs').Readiness>) | null} */
let checkReadiness = null;

const server = createServer();
const drain = drainer({
  server,
  graceMs: settings.graceMs,
  timeoutMs: settings.timeoutMs,
  onDraining: () => {
    state = 'draining';
  },
  closeResources: () =>
    closeResources((what, error) => log().warn({ err: error, what }, 'could not close')),
});
drain.listen();
const operator = operatorFront({
  state: () => state,
  // Development answers the API through Next, without the bundle that checks
  // the database: its /readyz tells the state only.
  checkReadiness: dev ? null : () => (checkReadiness ? checkReadiness() : notYet()),
  metricsToken: settings.metricsToken,
  metricsOpen: settings.metricsOpen,
});
const answerShop = observeRequests(
  withPeerAddress((req, res) => (shop ? shop(req, res) : whenStarted.then(() => shop?.(req, res)))),
);
server.on('request', (req, res) => {
  drain.track(req, res);
  if (isOperatorAddress(req.url)) {
    operator.handle(req, res).catch((error) => {
      log().error({ err: error }, 'an operator address failed');
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
    return;
  }
  answerShop(req, res);
});
server.on('error', (error) => {
  log().fatal({ err: error }, 'the server could not listen');
  process.exit(1);
});
// Longer than a load balancer's idle keep-alive (nginx keeps upstream sockets
// 60 s): the balancer, not this server, closes an idle connection, so a request
// never meets a socket this end has just closed (ECONNRESET).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
await new Promise((resolve) => server.listen(port, () => resolve(undefined)));
const address = server.address();
// PORT=0 asks the system for a free port: the origin must name the real one.
if (address && typeof address === 'object') process.env.PORT = String(address.port);

/** @returns {Promise<import('./operator-front.mjs').Readiness>} */
async function notYet() {
  return { ready: false, checks: {} };
}

const { default: next } = await import('next');
const app = next({ dev, port: Number(process.env.PORT), httpServer: server });
const handle = app.getRequestHandler();
try {
  // Also runs instrumentation.ts, which refuses a start that would be unsafe.
  await app.prepare();
} catch (error) {
  log().fatal({ err: error }, 'the shop could not start');
  process.exit(1);
}
const compress = compressAnswers();
const handleWithFreshNonce = withFreshNonce(handle, { origin });
// Development renders every page afresh (nothing there to answer from a cache)
// and reloads the API as it is edited, through Next's route.
const front = dev ? null : cachedPageFront({ origin });
const served = { https: Boolean(process.env.SITE_URL?.trim().startsWith('https:')) };
const api = dev ? null : await apiFront(served);
const files = dev ? null : staticFront({ dir: '.next/static', headers: securityHeaders(served) });
shop = (req, res) =>
  compress(req, keepHeadersSingle(res), () => {
    if (api && isApiAddress(req.url)) return api.handle(req, res);
    const page = () =>
      front
        ? front.handle(req, res, () => handleWithFreshNonce(req, res))
        : handleWithFreshNonce(req, res);
    return files ? files.handle(req, res, page) : page();
  });
checkReadiness = api?.checkReadiness ?? null;
// A stop signal during the start has the instance draining already: it stays so.
if (state === 'starting') state = 'ready';
started();
log().info(
  { port: Number(process.env.PORT), mode: dev ? 'development' : 'production' },
  'listening',
);
