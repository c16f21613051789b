import { publicOrigin } from '@/lib/site/public-origin';

/** NEXT_PUBLIC_API_URL (an origin), or this page's origin (the shop's public one on the server). */
export function defaultBaseUrl(): string {
  const configured = process.env.NEXT_PUBLIC_API_URL;
  if (configured) return configured.replace(/\/+$/, '');
  if (typeof window !== 'undefined') return window.location.origin;
  return publicOrigin();
}
