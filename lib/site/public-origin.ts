import { ORIGIN_PER_REQUEST_ENV, ORIGIN_PLACEHOLDER } from './origin-placeholder.mjs';

type Env = Record<string, string | undefined>;

/** Next's own default port, for a process that was given none. */
const DEFAULT_PORT = '3000';

/** SITE_URL as an origin, or null when it is unset. Throws for a malformed one. */
export function configuredOrigin(env: Env = process.env): string | null {
  const configured = env.SITE_URL?.trim();
  if (!configured) return null;
  let url: URL;
  try {
    url = new URL(configured);
  } catch {
    throw new Error(`SITE_URL "${configured}" is not an address; set it like https://shop.example`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`SITE_URL "${configured}" must start with http:// or https://`);
  }
  return url.origin;
}

/** This machine on the port the server listens on (`next start -p`, `next dev` and serve.mjs all write PORT). */
export function localOrigin(env: Env = process.env): string {
  return `http://localhost:${env.PORT?.trim() || DEFAULT_PORT}`;
}

/**
 * The origin written into server-rendered pages (canonical links, JSON-LD,
 * sitemaps, the page CSP): SITE_URL when set; otherwise the placeholder the
 * shop's server replaces per request, or, where no such server runs, this
 * machine. Read per call, never frozen in at build, so one build serves any
 * address. Addresses handed out by the API come from the request instead
 * (server/http/request-origin.ts).
 */
export function publicOrigin(env: Env = process.env): string {
  const configured = configuredOrigin(env);
  if (configured) return configured;
  return env[ORIGIN_PER_REQUEST_ENV] === '1' ? ORIGIN_PLACEHOLDER : localOrigin(env);
}

/** An absolute address on the shop, percent-encoded. */
export function publicUrl(path: string, env: Env = process.env): string {
  return new URL(path, `${publicOrigin(env)}/`).href;
}

/** Whether the shop has no public name: SITE_URL unset, or naming this machine. */
export function publicOriginIsLocal(env: Env = process.env): boolean {
  const configured = configuredOrigin(env);
  if (!configured) return true;
  const { hostname } = new URL(configured);
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127(?:\.\d{1,3}){3}$/.test(hostname)
  );
}
