import type { Context, Hono, MiddlewareHandler } from 'hono';
import { describeRoute, resolver, uniqueSymbol } from 'hono-openapi';
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
};

/** Hono matches `/a` and `/a/` alike (strict: false); routes are registered without the slash. */
export function routePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

const passThrough: MiddlewareHandler<AppEnv> = async (_c, next) => {
  await next();
};

/** A middleware that only tells hono-openapi which schema a part of the request follows. */
function documents(target: 'query' | 'param' | 'json', schema: Call['query']): MiddlewareHandler[] {
  if (!schema) return [];
  return [
    Object.assign(passThrough.bind(null), { [uniqueSymbol]: { target, ...resolver(schema) } }),
  ];
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
      describeRoute({
        tags: [call.tag],
        summary: call.summary,
        description: call.description,
        responses: documentedResponses(call),
        ...(call.idempotent ? { parameters: [IDEMPOTENCY_KEY_HEADER] } : {}),
        ...(call.access === 'none' ? {} : { security: [{ bearer: [] }] }),
      }),
      ...documents('param', call.params),
      ...documents('query', call.query),
      ...documents('json', call.body),
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
