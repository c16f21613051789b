type Env = Record<string, string | undefined>;

/** Next's own default port, for a process that was given none. */
const DEFAULT_PORT = '3000';

/**
 * The one origin the shop hands out in every address a browser or another
 * site follows: canonical links, sitemap, JSON-LD, the bank's and the city
 * portal's way back, printed QR codes. SITE_URL when set (behind a proxy, on a
 * real domain); otherwise this machine on the port the server listens on, which
 * `next start -p`, `next dev` and scripts/serve.mjs all write into PORT.
 * Read per call, never frozen in at build, so one build serves any address.
 */
export function publicOrigin(env: Env = process.env): string {
  const configured = env.SITE_URL?.trim();
  if (!configured) return `http://localhost:${env.PORT?.trim() || DEFAULT_PORT}`;
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

/** An absolute address on the shop, percent-encoded. */
export function publicUrl(path: string, env: Env = process.env): string {
  return new URL(path, `${publicOrigin(env)}/`).href;
}

/** Whether the public origin is this machine (no real domain). */
export function publicOriginIsLocal(env: Env = process.env): boolean {
  const { hostname } = new URL(publicOrigin(env));
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127(?:\.\d{1,3}){3}$/.test(hostname)
  );
}
