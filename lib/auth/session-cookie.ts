/**
 * A cookie that says only "a customer is logged in in this browser", so
 * proxy.ts can send a visitor without one to /login before rendering a
 * protected page. It holds no token and grants nothing: the token stays in
 * the persisted store and every API call is checked on its own.
 */
export const SESSION_COOKIE = 'shop_session';

/** Pages a visitor needs to be logged in for (spec 2); proxy.ts matches the same list. */
export const PROTECTED_PREFIXES = ['/profile', '/cart/checkout', '/order', '/reservation'] as const;

export function isProtectedPath(pathname: string): boolean {
  return PROTECTED_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

const MAX_AGE_S = 60 * 60 * 24 * 30;

/** Called by the store whenever who is logged in changes. */
export function markSession(loggedIn: boolean): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older web views
  document.cookie = loggedIn
    ? `${SESSION_COOKIE}=1; Path=/; Max-Age=${MAX_AGE_S}; SameSite=Lax${secure}`
    : `${SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}
