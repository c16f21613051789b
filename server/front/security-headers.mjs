// Headers on every response, pages, API and files alike: next.config.ts gives
// them to what Next answers, the shop's own front (server/front/) to what it
// answers ahead of Next. The page CSP is not here: it comes from proxy.ts,
// which knows each response's nonce.

/**
 * HSTS only when the shop is served over HTTPS: on plain HTTP it means nothing
 * and a mistaken value would lock a development host out.
 * @param {{ https: boolean }} served
 * @returns {{ key: string; value: string }[]}
 */
export function securityHeaders({ https }) {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    {
      key: 'Permissions-Policy',
      value: 'geolocation=(self), camera=(), microphone=(), payment=()',
    },
    ...(https
      ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
      : []),
  ];
}
