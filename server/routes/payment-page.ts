import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '@/server/http/context';
import { errorBody } from '@/server/http/envelope';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);

export type PageLink = { href: string; label: string };

/**
 * The bank sends a browser to the callback, so its failures are answered as a
 * small Persian page for a browser and as the usual envelope for anything
 * else. The page needs nothing the API's CSP forbids: one inline <style>, no
 * script, plain links.
 */
export function paymentFailurePage(
  c: Context<AppEnv>,
  status: ContentfulStatusCode,
  title: string,
  message: string,
  links: PageLink[],
) {
  if (!(c.req.header('accept') ?? '').includes('text/html')) {
    return c.json(errorBody(c.req.path, status, message), status);
  }
  const anchors = links
    .map((link) => `<a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`)
    .join('');
  const html = `<!doctype html>
<html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{font-family:Vazirmatn,Tahoma,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.9;color:#1f2937}h1{font-size:1.4rem}nav{display:flex;gap:1rem;margin-top:1.5rem}a{color:#0f766e}</style>
</head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><nav>${anchors}</nav></main></body></html>`;
  return c.html(html, status);
}
