/**
 * Return addresses come from the client, and the bank sends the browser on to
 * them: only pages of the shop itself are accepted, so a payment link can
 * never be turned into a redirect to another site.
 */

// Browsers read backslashes as slashes and drop tabs and newlines from URLs:
// either could turn a path into another origin, so neither is accepted.
function isAmbiguous(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (char === '\\' || code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * A path on the shop (`/paid-order?x=1`), or an absolute URL on the shop's public
 * origin, stored as its path; null for anything else (other origins,
 * protocol-relative `//host`, other schemes, the API itself).
 */
export function acceptReturnUrl(raw: string, siteUrl: string): string | null {
  const value = raw.trim();
  if (value === '' || isAmbiguous(value) || value.startsWith('//')) return null;
  const site = new URL(siteUrl);
  let target: URL;
  try {
    target = value.startsWith('/') ? new URL(value, site) : new URL(value);
  } catch {
    return null;
  }
  if (target.origin !== site.origin) return null;
  // The API answers no page a customer should land on, and its callback must not be chained.
  if (target.pathname === '/api' || target.pathname.startsWith('/api/')) return null;
  return `${target.pathname}${target.search}${target.hash}`;
}

/** The stored return path on the shop's origin, with the payment's own query values set. */
export function returnAddress(
  stored: string,
  siteUrl: string,
  query: Record<string, string>,
): string {
  const target = new URL(stored, `${siteUrl}/`);
  for (const [name, value] of Object.entries(query)) target.searchParams.set(name, value);
  return target.href;
}
