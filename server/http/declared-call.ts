import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { noteCall } from '@/server/observability/request-context.mjs';

/**
 * Tells the shop's server which declared call answers this request: its path
 * pattern as mounted (`/api/v1/products/:id`), never the address asked, so
 * logs group by call and metrics keep one series per call. Routing is done
 * before the first middleware runs; a request no call matched is left unnamed.
 */
export const nameTheCall: MiddlewareHandler = async (c, next) => {
  // app.use middlewares match every method ('ALL'); a declared call is mounted for its own.
  const call = matchedRoutes(c).findLast((route) => route.method !== 'ALL');
  if (call) noteCall(call.path);
  await next();
};
