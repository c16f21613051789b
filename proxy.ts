import { type NextRequest, NextResponse } from 'next/server';
import { isProtectedPath, SESSION_COOKIE } from '@/lib/auth/session-cookie';
import { cachedRouteFor, isCachedRoute } from '@/lib/catalog/cached-route';
import { contentSecurityPolicy, originOf } from '@/lib/security/content-security-policy';
import { publicOrigin } from '@/lib/site/public-origin';
import { scriptNonce } from '@/server/security/script-nonce';

const connectOrigins = [
  originOf(process.env.NEXT_PUBLIC_API_URL),
  originOf(process.env.NEXT_PUBLIC_MAP_STYLE_URL),
].filter((origin): origin is string => origin !== null);

/**
 * Conveniences before a page renders; none is a security boundary (the API
 * checks every call's token):
 * - a page asked with a trailing slash is sent to its one address without it
 *   (next.config.ts leaves slashes alone, for the API's sake);
 * - a visitor without a customer session is sent to /login (with the page to
 *   come back to) from /profile, /cart/checkout, /order and /reservation;
 * - the catalogue pages that read their query are handed to the internal
 *   address they are cached under (lib/catalog/cached-route.ts);
 * - every page gets the CSP that names the shop's nonce placeholder. Next reads
 *   the nonce from the request's CSP header and puts it on its own scripts; the
 *   shop's server swaps it for a fresh one in each response (server/front/fresh-nonce.mjs).
 */
export function proxy(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;
  if (pathname.length > 1 && pathname.endsWith('/')) {
    // Leading slashes are collapsed too: «//elsewhere.example/» must not become a protocol-relative address.
    const canonical = new URL(`/${pathname.replace(/^\/+|\/+$/g, '')}${search}`, request.url);
    return NextResponse.redirect(canonical, 308);
  }
  if (isProtectedPath(pathname) && !request.cookies.get(SESSION_COOKIE)?.value) {
    const login = new URL('/login', request.url);
    login.searchParams.set('next', `${pathname}${search}`);
    return NextResponse.redirect(login);
  }
  if (isCachedRoute(pathname)) return new NextResponse(null, { status: 404 });
  const origin = publicOrigin();
  const policy = contentSecurityPolicy({
    nonce: scriptNonce(),
    development: process.env.NODE_ENV === 'development',
    https: origin.startsWith('https:'),
    connectOrigins,
    formOrigins: [origin],
  });
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const cached = cachedRouteFor(pathname, request.nextUrl.searchParams);
  const response = cached
    ? NextResponse.rewrite(new URL(cached, request.url), { request: { headers } })
    : NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  return response;
}

// Pages only: the API, images and Next's own files never pass through here,
// nor the service worker (a worker runs under its own policy, next.config.ts),
// the manifest and the offline page it keeps.
export const config = {
  matcher: [
    '/((?!api/|images/|_next/|favicon|icon|apple-icon|robots.txt|sitemap.xml|sitemaps/|sw.js|manifest.webmanifest|offline$).*)',
  ],
};
