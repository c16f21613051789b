import type { MiddlewareHandler } from 'hono';
import { ApiError } from '@/server/errors/api-error';
import { apiMessages } from '@/server/errors/messages';
import { callerIsLoopback } from '@/server/services/auth/client-address';
import type { AppEnv } from './context';

/**
 * For calls that hand out what only the person at the shop's own machine may
 * see (a demo's login codes): anyone else, whatever headers they send, is
 * refused before the handler runs.
 */
export const loopbackOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!callerIsLoopback(c.req.raw.headers)) throw ApiError.forbidden(apiMessages.loopbackOnly);
  await next();
};
