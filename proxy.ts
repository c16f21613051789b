import { type NextRequest, NextResponse } from 'next/server';
import { isProtectedPath, SESSION_COOKIE } from '@/lib/auth/session-cookie';
import { contentSecurityPolicy, newNonce, originOf } from '@/lib/security/content-security-policy';
import { publicOrigin } from '@/lib/site/public-origin';

const connectOrigins = [
  originOf(process.env.NEXT_PUBLIC_API_URL),
  originOf(process.env.NEXT_PUBLIC_MAP_STYLE_URL),
].filter((origin): origin is string => origin !== null);

/**
 * Three conveniences before a page renders; none is a security boundary (the
 * API checks every call's token):
 * - a page asked with a trailing slash is sent to its one address without it
 *   (next.config.ts leaves slashes alone, for the API's sake);
 * - a visitor without a customer session is sent to /login (with the page to
 *   come back to) from /profile, /cart/checkout, /order and /reservation;
 * - every page gets a fresh script nonce and the CSP that names it. Next reads
 *   the nonce from the request's CSP header and puts it on its own scripts.
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
  const nonce = newNonce();
  const origin = publicOrigin();
  const policy = contentSecurityPolicy({
    nonce,
    development: process.env.NODE_ENV === 'development',
    https: origin.startsWith('https:'),
    connectOrigins,
    formOrigins: [origin],
  });
  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  return response;
}

// Pages only: the API, images and Next's own files never pass through here.
export const config = {
  matcher: ['/((?!api/|images/|_next/|favicon|icon|robots.txt|sitemap.xml|sitemaps/).*)'],
};
