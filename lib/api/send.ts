import { callPath } from '@/lib/contract/calls/call-path';
import type { AnswerOf, CallInput, JsonContract, Method } from '@/lib/contract/calls/define-call';
import { type ApiResult, readApiResponse } from './read-answer';

export type SendOptions = {
  signal?: AbortSignal;
  /** Extra request headers, e.g. the Idempotency-Key of an order submit. */
  headers?: Record<string, string>;
};

/** One request of a declared call, ready for a transport. */
export type ApiRequest = {
  method: Method;
  /** `/api/...`, its parameters filled. */
  path: string;
  searchParams: Record<string, string>;
  json?: unknown;
  form?: FormData;
};

/** Carries a request to the API and brings back its status and parsed body (null when none). */
export type Transport<O extends SendOptions = SendOptions> = (
  request: ApiRequest,
  options: O | undefined,
) => Promise<{ status: number; body: unknown }>;

type LooseInput = { params?: unknown; query?: unknown; body?: unknown; form?: FormData };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Query values as the URL carries them; an absent value (undefined or null) is not sent. */
function searchParamsOf(query: unknown): Record<string, string> {
  if (!isRecord(query)) return {};
  const entries = Object.entries(query).flatMap(([key, value]): [string, string][] =>
    value === undefined || value === null ? [] : [[key, String(value)]],
  );
  return Object.fromEntries(entries);
}

export function requestOf(call: JsonContract, input: LooseInput): ApiRequest {
  return {
    method: call.method,
    path: callPath(call, input.params),
    searchParams: searchParamsOf(input.query),
    ...(input.form ? { form: input.form } : input.body !== undefined ? { json: input.body } : {}),
  };
}

/**
 * `send(call, input)` over a transport: the input typed from the call's
 * params, query and body, the answer read by the one envelope reader and
 * checked against the call's response schema.
 */
export function createSender<O extends SendOptions>(transport: Transport<O>) {
  return async function send<C extends JsonContract>(
    call: C,
    input: CallInput<C>,
    options?: O,
  ): Promise<ApiResult<AnswerOf<C>>> {
    const request = requestOf(call, input);
    const { status, body } = await transport(request, options);
    return readApiResponse<C['response']>(request.path, status, body, call.response);
  };
}
