import { resolve } from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { publicOrigin } from './lib/site/public-origin';
import { securityHeaders as securityHeadersFor } from './server/front/security-headers.mjs';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const securityHeaders = securityHeadersFor({ https: publicOrigin().startsWith('https:') });

const config: NextConfig = {
  // rate-limiter-flexible imports drizzle-orm at run time: both must come from node_modules, as one instance.
  // prom-client: one registry per process, whichever bundle counts (server/observability/prometheus.mjs).
  // pdfkit and fontkit read their own data files beside their code (the invoice PDF).
  serverExternalPackages: [
    '@electric-sql/pglite',
    'drizzle-orm',
    'rate-limiter-flexible',
    'prom-client',
    'pdfkit',
    'fontkit',
  ],
  poweredByHeader: false,
  // Cached pages and catalogue data: in Redis when REDIS_URL is set, shared by
  // every instance, else in this process (server/cache/next-cache-handler.mjs).
  // Next's own memory layer stays off: an instance must not keep a page
  // another instance has revalidated.
  cacheHandler: resolve('server/cache/next-cache-handler.mjs'),
  cacheMaxMemorySize: 0,
  // server/front/serve.mjs compresses, after it has given the page its fresh nonce.
  compress: false,
  // The spec's API paths end in a slash (/api/v1/order/price/): answered where
  // they are asked, not 308-redirected first, which costs a phone a round trip
  // per call. Pages lose their trailing slash in proxy.ts instead.
  skipTrailingSlashRedirect: true,
  typedRoutes: false,
  images: { unoptimized: true },
  headers: async () => [
    { source: '/:path*', headers: securityHeaders },
    // The service worker: asked afresh on every update check, and run under a
    // policy of its own (a worker's script gets the CSP of its own response).
    {
      source: '/sw.js',
      headers: [
        { key: 'Cache-Control', value: 'no-cache' },
        { key: 'Content-Security-Policy', value: "default-src 'self'" },
      ],
    },
  ],
  // `npm test` type-checks the whole tree with tsc before it builds; skipping
  // the build's second pass saves about a minute there. Plain builds still check.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
};

export default withNextIntl(config);
