import type { DescribeRouteOptions } from 'hono-openapi';
import { resolver } from 'hono-openapi';
import { z } from 'zod';
import { envelope, failureEnvelope } from '@/lib/contract/common';
import type { Call } from './call';
import { isV3 } from './envelope';

type Responses = NonNullable<DescribeRouteOptions['responses']>;

/** v3 failures: `{ detail }` or `{ field: [messages] }`. */
const v3Failure = z.union([
  z.object({ detail: z.string() }),
  z.record(z.string(), z.array(z.string())),
]);

/** What a call's JSON answer must hold: the envelope's data, or a v3 body. */
export function answerSchema(call: Call): z.ZodType {
  return call.response ?? z.unknown();
}

const json = (schema: z.ZodType) => ({
  'application/json': { schema: resolver(schema, { options: { io: 'output' } }) },
});

function failure(call: Call, description: string) {
  return { description, content: json(isV3(`/api${call.path}`) ? v3Failure : failureEnvelope) };
}

/** The header every idempotent call reads (OpenAPI parameter object). */
export const IDEMPOTENCY_KEY_HEADER = {
  in: 'header' as const,
  name: 'Idempotency-Key',
  required: false,
  description:
    '8–64 of [A-Za-z0-9_-], chosen by the client per action. A repeat within a day, even a simultaneous one, answers the first result (header Idempotent-Replayed: true) and writes nothing; another request under the same key is a 422. Without it the call runs as it always has.',
  schema: { type: 'string' as const, pattern: '^[A-Za-z0-9_-]{8,64}$' },
};

/** The answers a caller can meet, for the reference: success, bad input, access refusals. */
export function documentedResponses(call: Call): Responses {
  const responses: Responses = {};
  if (call.raw) {
    for (const [status, description] of Object.entries(call.raw)) {
      responses[status] = { description };
    }
  } else if (call.response) {
    const body = isV3(`/api${call.path}`) ? call.response : envelope(call.response);
    responses['200'] = { description: call.summary, content: json(body) };
  }
  if (call.query || call.params || call.body || call.form) {
    responses['400'] = failure(call, 'Bad input: a Persian message and field errors');
  }
  if (call.access === 'guest' || call.access === 'customer' || call.access === 'staff') {
    responses['401'] = failure(call, 'No live token');
  }
  if (call.access === 'customer' || call.access === 'staff') {
    responses['403'] = failure(call, `A token of another role than ${call.access}`);
  }
  if (call.idempotent) {
    responses['422'] = failure(
      call,
      'The Idempotency-Key was used within a day for another request (method, path, query or body): nothing is written',
    );
  }
  if (call.owner) responses['404'] = failure(call, 'Another customer’s id: as if it did not exist');
  return responses;
}
