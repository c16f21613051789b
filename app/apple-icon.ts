import { APPLE_TOUCH_ICON } from '@/lib/pwa/app-icons';
import { appIconPng } from '@/lib/pwa/icon-png';

// Next links it from every page (<link rel="apple-touch-icon">) beside app/icon.svg.
export const size = { width: APPLE_TOUCH_ICON.size, height: APPLE_TOUCH_ICON.size };
export const contentType = 'image/png';

/** The icon an iPhone shows for the shop on its home screen. */
export default async function AppleIcon(): Promise<Response> {
  return new Response(await appIconPng(APPLE_TOUCH_ICON), {
    headers: { 'content-type': contentType },
  });
}
