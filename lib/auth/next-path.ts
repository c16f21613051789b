import { LOGIN_PATH } from '@/lib/api/error-catalogue';

const HOME = '/';
/** Any origin will do: it only tells a same-origin path from one that escapes it. */
const PROBE_ORIGIN = 'http://next-path.invalid';

function isControl(char: string): boolean {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}

/**
 * Where to go after logging in: the `next` query parameter when it is a path
 * on this site, else home. A value that starts with `//` or `/\`, or carries a
 * scheme, would send the customer to another site (an open redirect), and
 * going back to the login screen itself would look like the login failed.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return HOME;
  }
  // Browsers drop tabs and newlines from URLs, so `/\t/evil.example` would become `//evil.example`.
  if ([...next].some(isControl)) return HOME;
  let url: URL;
  try {
    url = new URL(next, PROBE_ORIGIN);
  } catch {
    return HOME;
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname === LOGIN_PATH) return HOME;
  return `${url.pathname}${url.search}${url.hash}`;
}
