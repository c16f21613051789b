import type { Context, Hono } from 'hono';
import { type DescribeRouteOptions, describeRoute, resolver } from 'hono-openapi';
import type { Parameter } from '@/server/openapi/parameters';
import { admit } from './access';
import { cachePolicy } from './cache-policy';
import type { Call } from './call';
import { answerSchema, documentedResponses, IDEMPOTENCY_KEY_HEADER } from './call-docs';
import type { AppEnv, Caller } from './context';
import { isV3, okBody } from './envelope';
import { answerOnce, type JsonReply } from './idempotency/answer-once';
import { idempotencyScope } from './idempotency/scope';
import { idempotencyKeyOf } from './idempotency-key';
import { sharedAnswer } from './shared-answer';

export type MountOptions = {
  /**
   * Parse every JSON answer with its declared schema and fail loudly when it
   * does not fit: on in tests, so each API test also checks the contract.
   */
  checkAnswers?: boolean;
  /** Told of every JSON answer that passed the check: the tests count which calls they covered. */
  onCheckedAnswer?: (call: Call) => void;
  /**
   * Keep the anonymous answers of calls declared `shared` in the page store
   * (the shop's own app); off where a test writes to the database behind the
   * API's back and reads what it wrote.
   */
  shareAnswers?: boolean;
  /** Each call's path and query parameters, for the reference (resolved ahead: it is asynchronous). */
  parameters?: Map<Call, Parameter[]>;
};

/** Hono matches `/a` and `/a/` alike (strict: false); routes are registered without the slash. */
export function routePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Who may send a token: none sends none; a call whose token is optional
 * answers without one too, so an empty requirement comes first.
 */
function securityOf(call: Call): Pick<DescribeRouteOptions, 'security'> {
  if (call.access === 'none') return {};
  if (call.access === 'optional') return { security: [{}, { bearer: [] }] };
  return { security: [{ bearer: [] }] };
}

/** The body the call reads: JSON, or a multipart form (an upload). */
function requestBodyOf(call: Call): Pick<DescribeRouteOptions, 'requestBody'> {
  const [media, schema] = call.body
    ? ['application/json', call.body]
    : call.form
      ? ['multipart/form-data', call.form]
      : [];
  if (!media || !schema) return {};
  return { requestBody: { required: true, content: { [media]: { schema: resolver(schema) } } } };
}

/** The call's reference entry, from its contract and how it is served. */
function describeCall(call: Call, parameters: Parameter[]) {
  const headers = call.idempotent ? [IDEMPOTENCY_KEY_HEADER] : [];
  return describeRoute({
    tags: [call.tag],
    summary: call.summary,
    description: call.description,
    responses: documentedResponses(call),
    ...(headers.length + parameters.length > 0 ? { parameters: [...headers, ...parameters] } : {}),
    ...requestBodyOf(call),
    ...securityOf(call),
  });
}

class AnswerOutsideContract extends Error {
  constructor(call: Call, cause: unknown) {
    super(`${call.method.toUpperCase()} ${call.path} answered outside its declared schema`, {
      cause,
    });
    this.name = 'AnswerOutsideContract';
  }
}

/** Registers every call on the app: docs, cache policy, access, validation and the answer. */
export function mountCalls(app: Hono<AppEnv>, calls: Call[], options: MountOptions = {}) {
  for (const call of calls) {
    if (call.mountedWhen && !call.mountedWhen()) continue;
    app.on(
      call.method.toUpperCase(),
      routePath(call.path),
      describeCall(call, options.parameters?.get(call) ?? []),
      cachePolicy(call.cache),
      ...(call.shared && options.shareAnswers ? [sharedAnswer(call.shared)] : []),
      ...call.guards,
      async (c) => {
        const caller = await admit(c, call.access);
        const key = call.idempotent ? idempotencyKeyOf(c) : null;
        const scope = key ? idempotencyScope(call, caller) : null;
        if (key && scope) {
          return answerOnce(c, { scope, key }, async () => {
            const reply = await answer(c, call, caller, options);
            if (reply instanceof Response) throw new IdempotentRawCall(call);
            return reply;
          });
        }
        const reply = await answer(c, call, caller, options);
        return reply instanceof Response ? reply : c.json(reply.body, reply.status);
      },
    );
  }
}

class IdempotentRawCall extends Error {
  constructor(call: Call) {
    super(`${call.method.toUpperCase()} ${call.path} is idempotent but answers no JSON to keep`);
    this.name = 'IdempotentRawCall';
  }
}

/** Runs the call and shapes its JSON answer: the envelope (v1/v2) or the bare data (v3). */
async function answer(
  c: Context<AppEnv>,
  call: Call,
  caller: Caller | null,
  options: MountOptions,
): Promise<Response | JsonReply> {
  const answered = await call.run(c, caller);
  if (answered instanceof Response) return answered;
  if (options.checkAnswers) {
    const checked = answerSchema(call).safeParse(answered.data);
    if (!checked.success) throw new AnswerOutsideContract(call, checked.error);
    options.onCheckedAnswer?.(call);
  }
  const status = answered.status ?? 200;
  return {
    status,
    body: isV3(c.req.path) ? answered.data : okBody(answered.data, answered.msg, status),
  };
}
