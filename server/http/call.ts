import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { Database } from '@/server/db/database';
import { ApiError } from './api-error';
import type { AppEnv, Caller, CustomerCaller, StaffCaller } from './context';
import { idempotencyKeyOf } from './idempotency-key';
import type { SharedAnswer } from './shared-answer';
import { parseJson, parseParams, parseQuery } from './validate';

/**
 * Who may make a call:
 * - none: nobody's token is read;
 * - optional: a token is read when sent (the answer may differ for a customer);
 * - guest: any live token, a guest's included (else 401);
 * - customer: a customer's token (none 401, guest or staff 403);
 * - staff: a staff token (none 401, anyone else 403).
 */
export const ACCESS_LEVELS = ['none', 'optional', 'guest', 'customer', 'staff'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/**
 * What caches may do with the answer:
 * - catalog: shared caches keep an anonymous 200 for a minute; with credentials, never;
 * - private: never kept, failures included (the answer is about one customer);
 * - no-store: never kept anywhere (tokens, codes, secrets, redirects to a bank).
 */
export type CachePolicy = 'catalog' | 'private' | 'no-store' | 'immutable';

export type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

export type CallerFor<A extends Access> = A extends 'customer'
  ? CustomerCaller
  : A extends 'staff'
    ? StaffCaller
    : A extends 'guest'
      ? Caller
      : A extends 'optional'
        ? Caller | null
        : null;

type Schema = z.ZodType | undefined;

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export type CallInput<A extends Access, Q extends Schema, P extends Schema, B extends Schema> = {
  c: Context<AppEnv>;
  db: Database;
  caller: CallerFor<A>;
  query: Parsed<Q>;
  params: Parsed<P>;
  body: Parsed<B>;
  /** The Idempotency-Key of an idempotent call, or null when none was sent. */
  idempotencyKey: string | null;
};

/** A JSON answer: the envelope's data (v1/v2) or the whole body (v3), and its message. */
export type Answer<T> = { data: T; msg?: string; status?: ContentfulStatusCode };

/** A call that answers something other than JSON (a redirect, a page, a file). */
export type RawAnswer = {
  /** Status → what it means, for the reference. */
  [status: number]: string;
};

type Common<
  M extends Method,
  A extends Access,
  Q extends Schema,
  P extends Schema,
  B extends Schema,
> = {
  method: M;
  /** Under /api, as the spec spells it (a trailing slash where the spec writes one). */
  path: string;
  access: A;
  /** Defaults: private for customer and staff calls, catalog for GETs anyone may make, else no-store. */
  cache?: CachePolicy;
  /** Anonymous 200 answers are kept as ready bytes for every visitor, under these tags. */
  shared?: SharedAnswer;
  tag: string;
  summary: string;
  /** The rules a caller needs beyond the schemas: limits, who sees what, what is written. */
  description?: string;
  /** The project chose this path where the spec is silent. */
  chosen?: boolean;
  query?: Q;
  params?: P;
  body?: B;
  /** For customer-scoped paths: this path parameter must be the caller's own customer id (else 404). */
  owner?: P extends z.ZodType ? keyof z.output<P> & string : never;
  /** Mounted only while this holds (built-in adapters that exist only when chosen). */
  mountedWhen?: () => boolean;
  /** Checks of the request itself (where it comes from) that run before anything is read. */
  guards?: MiddlewareHandler<AppEnv>[];
};

export type JsonCall<
  M extends Method,
  A extends Access,
  Q extends Schema,
  P extends Schema,
  B extends Schema,
  R extends z.ZodType,
> = Common<M, A, Q, P, B> & {
  /**
   * Safe to repeat under an Idempotency-Key (server/http/idempotency): per
   * caller and call, the first answer is kept with the effect, in its
   * transaction, for a day; a repeat answers it, another request under the
   * key is a 422. Only JSON answers can be kept, so raw calls have no such flag.
   */
  idempotent?: boolean;
  /** The envelope's `data` (v1/v2) or the whole answer (v3). */
  response: R;
  handler: (input: CallInput<A, Q, P, B>) => Promise<Answer<z.input<R>>>;
};

export type RawCall<
  M extends Method,
  A extends Access,
  Q extends Schema,
  P extends Schema,
  B extends Schema,
> = Common<M, A, Q, P, B> & {
  raw: RawAnswer;
  handler: (input: CallInput<A, Q, P, B>) => Promise<Response> | Response;
};

/** One call of the API, declared once: routing, validation, access, caching and docs follow from it. */
export type Call = {
  method: Method;
  path: string;
  access: Access;
  cache: CachePolicy;
  shared?: SharedAnswer;
  tag: string;
  summary: string;
  description?: string;
  chosen: boolean;
  query?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
  idempotent: boolean;
  owner?: string;
  response?: z.ZodType;
  raw?: RawAnswer;
  mountedWhen?: () => boolean;
  guards: MiddlewareHandler<AppEnv>[];
  /** Reads the input (params, then query and body) and answers; access was settled by the mount. */
  run: (c: Context<AppEnv>, caller: Caller | null) => Promise<Answer<unknown> | Response>;
};

function defaultCache(method: Method, access: Access): CachePolicy {
  if (access === 'customer' || access === 'staff') return 'private';
  return method === 'get' ? 'catalog' : 'no-store';
}

function declaration<
  M extends Method,
  A extends Access,
  Q extends Schema,
  P extends Schema,
  B extends Schema,
>(declared: Common<M, A, Q, P, B>) {
  return {
    method: declared.method,
    path: declared.path,
    access: declared.access,
    cache: declared.cache ?? defaultCache(declared.method, declared.access),
    shared: declared.shared,
    tag: declared.tag,
    summary: declared.summary,
    description: declared.description,
    chosen: declared.chosen ?? false,
    query: declared.query,
    params: declared.params,
    body: declared.body,
    idempotent: false,
    owner: declared.owner,
    mountedWhen: declared.mountedWhen,
    guards: declared.guards ?? [],
  };
}

/**
 * The typed input of a handler. Params are read first and the owner checked
 * before query and body, so a caller probing other customers' ids learns
 * nothing from a 400.
 */
async function readInput<A extends Access, Q extends Schema, P extends Schema, B extends Schema>(
  declared: Common<Method, A, Q, P, B>,
  c: Context<AppEnv>,
  caller: Caller | null,
  idempotent = false,
): Promise<CallInput<A, Q, P, B>> {
  const params = declared.params ? parseParams(c, declared.params) : undefined;
  if (declared.owner && params) assertOwner(caller, Reflect.get(params, declared.owner));
  const query = declared.query ? parseQuery(c, declared.query) : undefined;
  const body = declared.body ? await parseJson(c, declared.body) : undefined;
  return {
    idempotencyKey: idempotent ? idempotencyKeyOf(c) : null,
    c,
    db: c.var.db,
    // The mount let this caller through `access`, which is what CallerFor<A> states.
    caller: caller as CallerFor<A>,
    query: query as Parsed<Q>,
    params: params as Parsed<P>,
    body: body as Parsed<B>,
  };
}

function assertOwner(caller: Caller | null, customerId: unknown): void {
  if (caller?.customerId !== customerId) throw ApiError.notFound();
}

/**
 * Declares a call answering JSON. The handler's input is typed from the
 * schemas and the access level; its answer must fit the response schema.
 */
export function jsonCall<
  M extends Method,
  A extends Access,
  R extends z.ZodType,
  Q extends Schema = undefined,
  P extends Schema = undefined,
  B extends Schema = undefined,
>(declared: JsonCall<M, A, Q, P, B, R>): Call {
  const idempotent = declared.idempotent ?? false;
  return {
    ...declaration(declared),
    idempotent,
    response: declared.response,
    run: async (c, caller) => declared.handler(await readInput(declared, c, caller, idempotent)),
  };
}

/** Declares a call answering a redirect, a page or a file. */
export function rawCall<
  M extends Method,
  A extends Access,
  Q extends Schema = undefined,
  P extends Schema = undefined,
  B extends Schema = undefined,
>(declared: RawCall<M, A, Q, P, B>): Call {
  return {
    ...declaration(declared),
    raw: declared.raw,
    run: async (c, caller) => declared.handler(await readInput(declared, c, caller)),
  };
}
