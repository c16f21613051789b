/** NEXT_PUBLIC_API_URL (an origin), or this page's origin. */
export function defaultBaseUrl(): string {
  const configured = process.env.NEXT_PUBLIC_API_URL;
  if (configured) return configured.replace(/\/+$/, '');
  if (typeof window !== 'undefined') return window.location.origin;
  return process.env.SITE_URL ?? 'http://localhost:3000';
}
