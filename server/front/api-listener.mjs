// The shop API as a Node request handler: the front (server/front/api-front.mjs)
// serves the bundled app with it, and the API tests serve theirs through it,
// so every test call crosses the same adapter a customer's request does.
import { getRequestListener } from '@hono/node-server';
import { securityHeaders } from './security-headers.mjs';

/** @param {string | undefined} url */
export function isApiAddress(url) {
  if (!url) return false;
  const path = url.split('?', 1)[0];
  return path === '/api' || path.startsWith('/api/');
}

/**
 * @param {{ fetch(request: Request): Response | Promise<Response> }} app
 * @param {{ https: boolean }} served
 */
export function apiListener(app, served) {
  const headers = securityHeaders(served);
  const listener = getRequestListener((request) => app.fetch(request), {
    // Next runs in the same process and expects the platform's own Request and Response.
    overrideGlobalObjects: false,
  });
  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  return (req, res) => {
    // Next's headers for every answer (next.config.ts); the app's own win where both set one.
    for (const { key, value } of headers) res.setHeader(key, value);
    return listener(req, res);
  };
}
