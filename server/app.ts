import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Database } from './db/database';
import { ApiError } from './http/api-error';
import { bearerToken, resolveCaller } from './http/auth';
import type { AppEnv, Caller } from './http/context';
import { errorBody } from './http/envelope';
import { apiMessages } from './http/messages';
import { refuseNulCharacters } from './http/refuse-nul-characters';
import { addressRoutes } from './routes/address';
import { authRoutes } from './routes/auth';
import { cartRoutes } from './routes/cart';
import { catalogRoutes } from './routes/catalog';
import { couponRoutes } from './routes/coupon';
import { customerRoutes } from './routes/customer';
import { devOutboxRoutes, outboxIsVisible } from './routes/dev-outbox';
import { docsRoutes } from './routes/docs';
import { holidayRoutes } from './routes/holiday';
import { orderRoutes } from './routes/order';
import { paymentRoutes, sandboxBankIsActive, sandboxBankRoutes } from './routes/payment';
import { qrRoutes } from './routes/qr';
import { localPortalIsActive, ssoLocalRoutes, ssoRoutes } from './routes/sso';
import { staffRoutes } from './routes/staff';
import { zoneRoutes } from './routes/zone';

export type AppDeps = { getDb: () => Promise<Database> };

const API_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The shop API: every call of the spec, mounted under /api. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>().basePath('/api');

  app.use(async (c, next) => {
    const db = await deps.getDb();
    c.set('db', db);
    let caller: Promise<Caller | null> | undefined;
    c.set('caller', () => {
      caller ??= resolveCaller(db, bearerToken(c.req.header('authorization')));
      return caller;
    });
    await next();
    // An answer to a request that carried a token may hold that caller's data:
    // no cache, shared or private, may keep it.
    const cacheControl = c.res.headers.get('cache-control') ?? '';
    if (c.req.header('authorization') && !cacheControl.includes('no-store')) {
      c.header('Cache-Control', 'no-store');
    }
    // API answers are data, never a page to run scripts in or to frame; the
    // reference page's one inline <style> is the only thing allowed.
    c.header('Content-Security-Policy', API_CSP);
  });
  app.use(refuseNulCharacters);

  app.route('/', catalogRoutes);
  app.route('/', authRoutes);
  app.route('/', customerRoutes);
  app.route('/', addressRoutes);
  app.route('/', zoneRoutes);
  app.route('/', cartRoutes);
  app.route('/', couponRoutes);
  app.route('/', holidayRoutes);
  app.route('/', orderRoutes);
  app.route('/', staffRoutes);
  app.route('/', ssoRoutes);
  if (localPortalIsActive()) app.route('/', ssoLocalRoutes);
  app.route('/', qrRoutes);
  app.route('/', paymentRoutes);
  if (sandboxBankIsActive()) app.route('/', sandboxBankRoutes);
  app.route('/', docsRoutes);
  if (outboxIsVisible()) app.route('/', devOutboxRoutes);

  app.notFound((c) => c.json(errorBody(c.req.path, 404, apiMessages.notFound), 404));

  app.onError((error, c) => {
    const path = c.req.path;
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      return c.json(errorBody(path, error.status, error.msg, error.errors), error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(errorBody(path, 400, apiMessages.badRequest), 400);
    }
    console.error('[api] unexpected failure', path, error);
    return c.json(errorBody(path, 500, apiMessages.serverError), 500);
  });

  return app;
}

export type ShopApp = ReturnType<typeof createApp>;
