import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '@/server/http/context';

/** Tokens, codes and secrets must never sit in a cache, error answers included. */
export const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
});
