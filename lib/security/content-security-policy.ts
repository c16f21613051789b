/**
 * The storefront's Content-Security-Policy for pages.
 *
 * Scripts run only with the response's nonce (pages are rendered, and cached,
 * with the shop's placeholder; the server swaps in a fresh nonce per response) ('strict-dynamic' lets those
 * scripts load the chunks they import), so an injected <script> or inline
 * handler does nothing. Styles allow inline: next/image, the star ratings and
 * sonner set style attributes or inject <style>, and a nonce on style-src
 * would switch 'unsafe-inline' off for all of them; style injection cannot
 * run code. Nothing frames the shop except the shop itself (a native app's
 * web view loads it as a top-level page, which frame-ancestors does not touch).
 */
export type CspOptions = {
  nonce: string;
  /** React's development build needs eval for its error overlays. */
  development: boolean;
  /** Only over HTTPS: on plain HTTP (localhost, a web view on a LAN) the upgrade breaks every asset. */
  https: boolean;
  /** Origins client code may call besides its own (API_URL, the map style and tiles). */
  connectOrigins?: string[];
  /**
   * Origins a form may post to (or be redirected to) besides the page's own:
   * the shop's public origin, where the sandbox bank's forms end up even when
   * the page was opened under another name of the same server.
   */
  formOrigins?: string[];
};

/** The origin of a URL setting, or nothing when it is unset or not a URL. */
export function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function contentSecurityPolicy(options: CspOptions): string {
  const connect = ["'self'", ...(options.connectOrigins ?? [])];
  const script = ["'self'", `'nonce-${options.nonce}'`, "'strict-dynamic'"];
  if (options.development) script.push("'unsafe-eval'");
  const directives = [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${connect.slice(1).join(' ')}`.trim(),
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    // maplibre-gl runs its tile workers from blob: URLs; the service worker is /sw.js.
    "worker-src 'self' blob:",
    // The web app manifest (app/manifest.ts), named here rather than left to default-src.
    "manifest-src 'self'",
    "child-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${["'self'", ...(options.formOrigins ?? [])].join(' ')}`,
    "frame-ancestors 'self'",
  ];
  if (options.https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}
