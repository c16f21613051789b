import { getTranslations } from 'next-intl/server';
import { NOTIFICATION_ICON, SHOP_PRIMARY } from '@/lib/pwa/app-icons';

// Built once; the service worker keeps it (public/sw.js) and shows it for a
// page that cannot be reached.
export const dynamic = 'force-static';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The page a phone without internet sees instead of the browser's own error:
 * Persian, in the shop's colour, with no script (it must stand alone, from the
 * cache, under any CSP). «Try again» is a link to the address the shopper
 * asked for, which is the page's own: an empty href.
 */
export async function GET(): Promise<Response> {
  const t = await getTranslations('pwa.offline');
  const shop = (await getTranslations('layout'))('shopName');
  const html = `<!doctype html>
<html lang="fa" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<title>${escapeHtml(t('title'))} | ${escapeHtml(shop)}</title>
<style>
:root{color-scheme:light dark;--primary:${SHOP_PRIMARY}}
body{margin:0;min-height:100dvh;display:flex;align-items:center;justify-content:center;font-family:Vazirmatn,Tahoma,system-ui,sans-serif;background:#fff;color:#1c1917;text-align:center}
@media (prefers-color-scheme:dark){:root{--primary:#2dd4bf}body{background:#0c0a09;color:#f5f5f4}}
main{max-width:22rem;padding:1.5rem;display:flex;flex-direction:column;align-items:center;gap:1rem}
h1{font-size:1.25rem;margin:0}
p{margin:0;line-height:1.8;opacity:.85}
a{display:inline-flex;align-items:center;justify-content:center;min-height:44px;min-width:10rem;padding-inline:1.5rem;border-radius:.75rem;background:var(--primary);color:#fff;font-weight:700;text-decoration:none}
@media (prefers-color-scheme:dark){a{color:#0c0a09}}
</style>
</head>
<body>
<main data-testid="offline-page">
<img src="${NOTIFICATION_ICON}" width="72" height="72" alt="">
<h1>${escapeHtml(t('title'))}</h1>
<p>${escapeHtml(t('text'))}</p>
<a href="" data-testid="offline-retry">${escapeHtml(t('retry'))}</a>
</main>
</body>
</html>
`;
  return new Response(html, {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' },
  });
}
