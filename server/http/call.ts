import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type {
  BodySchema,
  CallContract,
  JsonContract,
  Method,
  ParamsSchema,
  Parsed,
  QuerySchema,
  RawContract,
} from '@/lib/contract/calls/define-call';
import type { Database } from '@/server/db/database';
import { ApiError } from '@/server/errors/api-error';
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

export type CallerFor<A extends Access> = A extends 'customer'
  ? CustomerCaller
  : A extends 'staff'
    ? StaffCaller
    : A extends 'guest'
      ? Caller
      : A extends 'optional'
        ? Caller | null
        : null;

export type CallInput<C extends CallContract, A extends Access> = {
  c: Context<AppEnv>;
  db: Database;
  caller: CallerFor<A>;
  query: Parsed<QuerySchema<C>>;
  params: Parsed<ParamsSchema<C>>;
  body: Parsed<BodySchema<C>>;
  /** The Idempotency-Key of an idempotent call, or null when none was sent. */
  idempotencyKey: string | null;
};

/** A JSON answer: the envelope's data (v1/v2) or the whole body (v3), and its message. */
export type Answer<T> = { data: T; msg?: string; status?: ContentfulStatusCode };

/** How the server serves a declared call: who may make it, what caches keep, its docs. */
type Serving<C extends CallContract, A extends Access> = {
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
  /** For customer-scoped paths: this path parameter must be the caller's own customer id (else 404). */
  owner?: ParamsSchema<C> extends z.ZodType ? keyof z.output<ParamsSchema<C>> & string : never;
  /** Mounted only while this holds (built-in adapters that exist only when chosen). */
  mountedWhen?: () => boolean;
  /** Checks of the request itself (where it comes from) that run before anything is read. */
  guards?: MiddlewareHandler<AppEnv>[];
};

export type JsonServing<C extends JsonContract, A extends Access> = Serving<C, A> & {
  /**
   * Safe to repeat under an Idempotency-Key (server/http/idempotency): per
   * caller and call, the first answer is kept with the effect, in its
   * transaction, for a day; a repeat answers it, another request under the
   * key is a 422. Only JSON answers can be kept, so raw calls have no such flag.
   */
  idempotent?: boolean;
  handler: (input: CallInput<C, A>) => Promise<Answer<z.input<C['response']>>>;
};

export type RawServing<C extends RawContract, A extends Access> = Serving<C, A> & {
  handler: (input: CallInput<C, A>) => Promise<Response> | Response;
};

/**
 * One call of the API as the server mounts it: its contract (method, path,
 * schemas, kept with their types) and how it is served. Routing, validation,
 * access, caching and docs follow from it.
 */
export type Call<C extends CallContract = CallContract> = C & {
  contract: C;
  access: Access;
  cache: CachePolicy;
  shared?: SharedAnswer;
  tag: string;
  summary: string;
  description?: string;
  chosen: boolean;
  idempotent: boolean;
  owner?: string;
  mountedWhen?: () => boolean;
  guards: MiddlewareHandler<AppEnv>[];
  /** Reads the input (params, then query and body) and answers; access was settled by the mount. */
  run: (c: Context<AppEnv>, caller: Caller | null) => Promise<Answer<unknown> | Response>;
};

function defaultCache(method: Method, access: Access): CachePolicy {
  if (access === 'customer' || access === 'staff') return 'private';
  return method === 'get' ? 'catalog' : 'no-store';
}

function serving<C extends CallContract, A extends Access>(contract: C, served: Serving<C, A>) {
  return {
    ...contract,
    contract,
    access: served.access,
    cache: served.cache ?? defaultCache(contract.method, served.access),
    shared: served.shared,
    tag: served.tag,
    summary: served.summary,
    description: served.description,
    chosen: served.chosen ?? false,
    idempotent: false,
    owner: served.owner,
    mountedWhen: served.mountedWhen,
    guards: served.guards ?? [],
  };
}

/**
 * The typed input of a handler. Params are read first and the owner checked
 * before query and body, so a caller probing other customers' ids learns
 * nothing from a 400.
 */
async function readInput<C extends CallContract, A extends Access>(
  contract: C,
  owner: string | undefined,
  c: Context<AppEnv>,
  caller: Caller | null,
  idempotent = false,
): Promise<CallInput<C, A>> {
  const params = contract.params ? parseParams(c, contract.params) : undefined;
  if (owner && params) assertOwner(caller, Reflect.get(params, owner));
  const query = contract.query ? parseQuery(c, contract.query) : undefined;
  const body = contract.body ? await parseJson(c, contract.body) : undefined;
  return {
    idempotencyKey: idempotent ? idempotencyKeyOf(c) : null,
    c,
    db: c.var.db,
    // The mount let this caller through `access`, which is what CallerFor<A> states.
    caller: caller as CallerFor<A>,
    // Each part was parsed by the contract's own schema for it, or is absent with it.
    query: query as Parsed<QuerySchema<C>>,
    params: params as Parsed<ParamsSchema<C>>,
    body: body as Parsed<BodySchema<C>>,
  };
}

function assertOwner(caller: Caller | null, customerId: unknown): void {
  if (caller?.customerId !== customerId) throw ApiError.notFound();
}

/**
 * Serves a call answering JSON. The handler's input is typed from the
 * contract's schemas and the access level; its answer must fit the response schema.
 */
export function jsonCall<C extends JsonContract, A extends Access>(
  contract: C,
  served: JsonServing<C, A>,
): Call<C> {
  const idempotent = served.idempotent ?? false;
  return {
    ...serving(contract, served),
    idempotent,
    run: async (c, caller) =>
      served.handler(await readInput<C, A>(contract, served.owner, c, caller, idempotent)),
  };
}

/** Serves a call answering a redirect, a page or a file. */
export function rawCall<C extends RawContract, A extends Access>(
  contract: C,
  served: RawServing<C, A>,
): Call<C> {
  return {
    ...serving(contract, served),
    run: async (c, caller) =>
      served.handler(await readInput<C, A>(contract, served.owner, c, caller)),
  };
}
