import { type NextRequest, NextResponse } from 'next/server';
import { isProtectedPath, SESSION_COOKIE } from '@/lib/auth/session-cookie';

/**
 * Sends a visitor without a customer session to /login (with the page to come
 * back to) before a protected page renders. A convenience only: the API checks
 * every call's token, so a forged cookie shows an empty page at most.
 */
export function proxy(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;
  if (isProtectedPath(pathname) && !request.cookies.get(SESSION_COOKIE)?.value) {
    const login = new URL('/login', request.url);
    login.searchParams.set('next', `${pathname}${search}`);
    return NextResponse.redirect(login);
  }
  return NextResponse.next();
}

// Pages only: the API, images and Next's own files never pass through here.
export const config = {
  matcher: ['/((?!api/|images/|_next/|favicon|icon|robots.txt|sitemap.xml).*)'],
};
