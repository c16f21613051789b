import type { Hono, MiddlewareHandler } from 'hono';
import { describeRoute, resolver, uniqueSymbol } from 'hono-openapi';
import { admit } from './access';
import { cachePolicy } from './cache-policy';
import type { Call } from './call';
import { answerSchema, documentedResponses } from './call-docs';
import type { AppEnv } from './context';
import { isV3, ok } from './envelope';
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
        const answer = await call.run(c, caller);
        if (answer instanceof Response) return answer;
        if (options.checkAnswers) {
          const checked = answerSchema(call).safeParse(answer.data);
          if (!checked.success) throw new AnswerOutsideContract(call, checked.error);
          options.onCheckedAnswer?.(call);
        }
        const status = answer.status ?? 200;
        return isV3(c.req.path)
          ? c.json(answer.data, status)
          : ok(c, answer.data, answer.msg, status);
      },
    );
  }
}
