// The shop's HTTP server: Next's request handler behind a Node server of our
// own, for `npm start` (production build), `npm run dev` (`--dev`) and the
// journeys. It exists for what `next start` cannot do: put each connection's
// address last in X-Forwarded-For (scripts/peer-address.mjs), and give every
// page response a fresh CSP nonce in place of the placeholder cached pages are
// rendered with (scripts/fresh-nonce.mjs), and answer a page already in the
// shared cache without going through Next (scripts/cached-page-front.mjs). It
// compresses what it sends itself, after the swap (next.config.ts turns Next's
// own compression off). In production it answers the API and the build's
// static files itself, ahead of Next (server/front/).
// Everything else is Next's: the same handler `next start` runs.
//   PORT=3000 node scripts/serve.mjs [--dev]
import { createServer } from 'node:http';
import {
  ORIGIN_PER_REQUEST_ENV,
  ORIGIN_PLACEHOLDER,
  paddedOrigin,
} from '../lib/site/origin-placeholder.mjs';
import { apiFront } from '../server/front/api-front.mjs';
import { isApiAddress } from '../server/front/api-listener.mjs';
import { compressAnswers } from '../server/front/compress-answers.mjs';
import { securityHeaders } from '../server/front/security-headers.mjs';
import { keepHeadersSingle } from '../server/front/single-headers.mjs';
import { staticFront } from '../server/front/static-front.mjs';
import { nearbyRequestOrigin, trustedProxyHops } from '../server/site/nearby-host.mjs';
import { cachedPageFront } from './cached-page-front.mjs';
import { withFreshNonce } from './fresh-nonce.mjs';
import { withPeerAddress } from './peer-address.mjs';

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT || 3000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`✖ PORT "${process.env.PORT}" is not a port number`);
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

const { default: next } = await import('next');
const server = createServer();
const app = next({ dev, port, httpServer: server });
const handle = app.getRequestHandler();
try {
  // Also runs instrumentation.ts, which refuses a start that would be unsafe.
  await app.prepare();
} catch (error) {
  console.error('✖ the shop could not start:', error);
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
server.on(
  'request',
  withPeerAddress((req, res) =>
    compress(req, keepHeadersSingle(res), () => {
      if (api && isApiAddress(req.url)) return api(req, res);
      const page = () =>
        front
          ? front.handle(req, res, () => handleWithFreshNonce(req, res))
          : handleWithFreshNonce(req, res);
      return files ? files.handle(req, res, page) : page();
    }),
  ),
);
// Longer than a load balancer's idle keep-alive (nginx keeps upstream sockets
// 60 s): the balancer, not this server, closes an idle connection, so a request
// never meets a socket this end has just closed (ECONNRESET).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, () => {
  const address = server.address();
  // PORT=0 asks the system for a free port: the origin must name the real one.
  if (address && typeof address === 'object') process.env.PORT = String(address.port);
  console.log(`▶ ${dev ? 'development' : 'production'} server on port ${process.env.PORT}`);
});
