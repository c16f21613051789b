import { resolve } from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { publicOrigin } from './lib/site/public-origin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const https = publicOrigin().startsWith('https:');

/**
 * Headers on every response, pages, API and files alike (the page CSP comes
 * from proxy.ts, which knows each response's nonce). HSTS only when the shop
 * is served over HTTPS: on plain HTTP it means nothing and a mistaken value
 * would lock a development host out.
 */
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'geolocation=(self), camera=(), microphone=(), payment=()' },
  ...(https
    ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
    : []),
];

const config: NextConfig = {
  // rate-limiter-flexible imports drizzle-orm at run time: both must come from node_modules, as one instance.
  serverExternalPackages: ['@electric-sql/pglite', 'drizzle-orm', 'rate-limiter-flexible'],
  poweredByHeader: false,
  // Cached pages and catalogue data: in Redis when REDIS_URL is set, shared by
  // every instance, else in this process (server/cache/next-cache-handler.mjs).
  // Next's own memory layer stays off: an instance must not keep a page
  // another instance has revalidated.
  cacheHandler: resolve('server/cache/next-cache-handler.mjs'),
  cacheMaxMemorySize: 0,
  // scripts/serve.mjs compresses, after it has given the page its fresh nonce.
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
