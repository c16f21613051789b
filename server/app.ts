import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Database } from './db/database';
import { ApiError } from './errors/api-error';
import { apiMessages } from './errors/messages';
import { bearerToken, resolveCaller } from './http/auth';
import type { Call } from './http/call';
import type { AppEnv, Caller } from './http/context';
import { nameTheCall } from './http/declared-call';
import { errorBody } from './http/envelope';
import { limitBodies } from './http/limit-body';
import { methodNotAllowed } from './http/method-not-allowed';
import { mountCalls } from './http/mount-calls';
import { refuseNulCharacters } from './http/refuse-nul-characters';
import { asServiceUnavailable } from './http/service-unavailable';
import { log } from './observability/log.mjs';
import { apiCalls } from './routes';
import { startSeatTicker } from './services/reservation/seat-ticker';
import { tooLarge, uploadMaxBytes } from './services/upload/uploads';

export type AppDeps = {
  getDb: () => Promise<Database>;
  /** Check every JSON answer against its declared schema (tests). */
  checkAnswers?: boolean;
  onCheckedAnswer?: (call: Call) => void;
  /** Keep anonymous catalogue answers in the shared page store (see MountOptions). */
  shareAnswers?: boolean;
};

const API_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The shop API: every call of the spec, mounted under /api. */
export function createApp(deps: AppDeps) {
  // strict: false answers `/a` and `/a/` alike: the spec writes some paths with a slash.
  const app = new Hono<AppEnv>({ strict: false }).basePath('/api');

  app.use(nameTheCall);
  app.use(async (c, next) => {
    const db = await deps.getDb();
    startSeatTicker(deps.getDb);
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
    // API answers are data, never a page to run scripts in or to frame; a call
    // that serves a page (the reference) sets a policy of its own.
    if (!c.res.headers.has('content-security-policy')) c.header('Content-Security-Policy', API_CSP);
  });
  app.use(limitBodies({ path: '/api/v1/upload', maxBytes: uploadMaxBytes(), tooLarge }));
  app.use(refuseNulCharacters);

  mountCalls(app, apiCalls, {
    checkAnswers: deps.checkAnswers,
    onCheckedAnswer: deps.onCheckedAnswer,
    shareAnswers: deps.shareAnswers,
  });

  const wrongMethod = methodNotAllowed(apiCalls);
  app.notFound((c) => {
    const allowed = wrongMethod(c.req.path);
    if (allowed.length > 0) {
      c.header('Allow', allowed.join(', '));
      return c.json(errorBody(c.req.path, 405, apiMessages.methodNotAllowed), 405);
    }
    return c.json(errorBody(c.req.path, 404, apiMessages.notFound), 404);
  });

  app.onError((thrown, c) => {
    const error = asServiceUnavailable(thrown) ?? thrown;
    const path = c.req.path;
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      return c.json(errorBody(path, error.status, error.msg, error.errors), error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(errorBody(path, 400, apiMessages.badRequest), 400);
    }
    // Its line carries the request's id, which the answer's X-Request-Id names.
    log().error({ err: error, path }, 'unexpected failure in the API');
    return c.json(errorBody(path, 500, apiMessages.serverError), 500);
  });

  return app;
}

export type ShopApp = ReturnType<typeof createApp>;
