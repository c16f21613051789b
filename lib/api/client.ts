import ky, { isTimeoutError } from 'ky';
import { TIMING_MS } from '@/lib/constants';
import type { AnswerOf, CallInput, JsonContract } from '@/lib/contract/calls/define-call';
import { defaultBaseUrl } from './base-url';
import { ApiFailure, isApiFailure } from './failure';
import { createSender, type SendOptions, type Transport } from './send';
import { providedApiToken } from './token-source';

export { ApiFailure, type FailureKind, type FieldErrors, isApiFailure } from './failure';
export { type ApiResult, failureOf, isV3Path, readApiResponse } from './read-answer';
export type { SendOptions } from './send';

/** Errors thrown before any answer was read, sorted into spec 8's cases. */
export function transportFailure(error: unknown, signal?: AbortSignal): ApiFailure {
  if (isApiFailure(error)) return error;
  if (signal?.aborted) return new ApiFailure({ kind: 'cancelled', cause: error });
  if (isTimeoutError(error)) return new ApiFailure({ kind: 'aborted', cause: error });
  if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')) {
    return new ApiFailure({ kind: 'aborted', cause: error });
  }
  // fetch reports every failure to reach the server as a TypeError.
  if (error instanceof TypeError) return new ApiFailure({ kind: 'network', cause: error });
  return new ApiFailure({ kind: 'no-response', cause: error });
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export type ApiClientOptions = {
  /** Origin the `/api/...` paths are appended to. */
  baseUrl?: () => string;
  getToken?: () => string | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? defaultBaseUrl;
  const getToken = options.getToken ?? providedApiToken;
  const http = ky.create({
    timeout: options.timeoutMs ?? TIMING_MS.requestTimeout,
    // TanStack Query decides about retries; ky retrying too would multiply them.
    retry: 0,
    // The failure rule needs the body of every answer, so no status throws here.
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  const overKy: Transport<SendOptions> = async (request, opts = {}) => {
    const token = getToken();
    const headers: Record<string, string> = { ...opts.headers, Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      const response = await http(request.path.replace(/^\/+/, ''), {
        method: request.method,
        prefixUrl: baseUrl(),
        headers,
        signal: opts.signal,
        searchParams: request.searchParams,
        ...(request.form
          ? { body: request.form }
          : request.json !== undefined
            ? { json: request.json }
            : {}),
      });
      return { status: response.status, body: await readBody(response) };
    } catch (error) {
      throw transportFailure(error, opts.signal);
    }
  };

  return { send: createSender(overKy) };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The browser's client: the provided bearer token, same origin unless NEXT_PUBLIC_API_URL says otherwise. */
export const api = createApiClient();

export const send = api.send;

/** The answer's data alone, for reads that show no server message. */
export function receive<C extends JsonContract>(
  call: C,
  input: CallInput<C>,
  options?: SendOptions,
): Promise<AnswerOf<C>> {
  return send(call, input, options).then((result) => result.data);
}
