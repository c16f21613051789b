import ky, { isTimeoutError } from 'ky';
import type { z } from 'zod';
import { TIMING_MS } from '@/lib/constants';
import { anyEnvelope } from '@/lib/contract/common';
import { defaultBaseUrl } from './base-url';
import { ApiFailure, type FieldErrors, isApiFailure } from './failure';
import { providedApiToken } from './token-source';

export { ApiFailure, type FailureKind, type FieldErrors, isApiFailure } from './failure';

export function isV3Path(path: string): boolean {
  return /^\/?api\/v3\//.test(path);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `{ field: [messages] }`, keeping only entries that really are message lists. */
function fieldErrorsOf(value: unknown): FieldErrors | null {
  if (!isRecord(value)) return null;
  const entries = Object.entries(value).flatMap(([field, messages]): [string, string[]][] => {
    if (Array.isArray(messages)) {
      const texts = messages.filter((m): m is string => typeof m === 'string');
      return texts.length > 0 ? [[field, texts]] : [];
    }
    return typeof messages === 'string' && field !== 'detail' ? [[field, [messages]]] : [];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * Spec 8's failure rule. Off v3, the envelope decides: `success: false` is a
 * failure even on HTTP 200 (the spec names body codes 200 and 400; any other
 * code with success false is treated the same rather than passed on as data),
 * and an HTTP error without an envelope is a failure too. On v3 only the HTTP
 * status decides: outside 200–399 is a failure.
 */
export function failureOf(path: string, httpStatus: number, body: unknown): ApiFailure | null {
  if (isV3Path(path)) {
    if (httpStatus >= 200 && httpStatus <= 399) return null;
    const errors = fieldErrorsOf(body);
    const detail = isRecord(body) ? textOf(body.detail) : null;
    return new ApiFailure({
      kind: 'http',
      status: httpStatus,
      msg: detail ?? errors?.non_field_errors?.[0] ?? null,
      errors,
    });
  }
  if (isRecord(body) && body.success === false) {
    const code = typeof body.code === 'number' && body.code > 0 ? body.code : httpStatus;
    return new ApiFailure({
      kind: 'http',
      status: code,
      msg: textOf(body.msg),
      errors: fieldErrorsOf(body.errors),
    });
  }
  if (httpStatus >= 400) {
    return new ApiFailure({
      kind: 'http',
      status: httpStatus,
      msg: isRecord(body) ? (textOf(body.msg) ?? textOf(body.detail)) : null,
    });
  }
  return null;
}

export type ApiResult<T> = { data: T; msg: string | null; status: number };

/** Applies the failure rule, then checks the answer against the contract. */
export function readApiResponse<S extends z.ZodType>(
  path: string,
  httpStatus: number,
  body: unknown,
  schema: S,
): ApiResult<z.output<S>> {
  const failure = failureOf(path, httpStatus, body);
  if (failure) throw failure;
  if (isV3Path(path)) {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw invalid(path, httpStatus, parsed.error);
    return { data: parsed.data, msg: null, status: httpStatus };
  }
  // The envelope and its data are checked in two steps: TypeScript cannot see
  // `data` through envelope(S) while S is still generic.
  const wrapped = anyEnvelope.safeParse(body);
  if (!wrapped.success) throw invalid(path, httpStatus, wrapped.error);
  const parsed = schema.safeParse(wrapped.data.data);
  if (!parsed.success) throw invalid(path, httpStatus, parsed.error);
  return { data: parsed.data, msg: wrapped.data.msg, status: httpStatus };
}

function invalid(path: string, status: number, cause: unknown): ApiFailure {
  return new ApiFailure({ kind: 'invalid', status, msg: null, cause: { path, cause } });
}

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

export type SearchParams = Record<string, string | number | boolean | null | undefined>;

export type CallOptions = {
  searchParams?: SearchParams;
  signal?: AbortSignal;
  /** A JSON body. */
  json?: unknown;
  /** A multipart body (uploads); wins over `json`. */
  formData?: FormData;
  /** Extra request headers, e.g. the Idempotency-Key of an order submit. */
  headers?: Record<string, string>;
};

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export type ApiClientOptions = {
  /** Origin the `/api/...` paths are appended to. */
  baseUrl?: () => string;
  getToken?: () => string | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

function cleanParams(params: SearchParams | undefined): Record<string, string> | undefined {
  if (!params) return undefined;
  const entries = Object.entries(params).flatMap(([key, value]): [string, string][] =>
    value === undefined || value === null ? [] : [[key, String(value)]],
  );
  return Object.fromEntries(entries);
}

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

  async function call<S extends z.ZodType>(
    method: HttpMethod,
    path: string,
    schema: S,
    opts: CallOptions = {},
  ): Promise<ApiResult<z.output<S>>> {
    const relative = path.replace(/^\/+/, '');
    const token = getToken();
    const headers: Record<string, string> = { ...opts.headers, Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    let status: number;
    let body: unknown;
    try {
      const response = await http(relative, {
        method,
        prefixUrl: baseUrl(),
        headers,
        signal: opts.signal,
        searchParams: cleanParams(opts.searchParams),
        ...(opts.formData
          ? { body: opts.formData }
          : opts.json !== undefined
            ? { json: opts.json }
            : {}),
      });
      status = response.status;
      body = await readBody(response);
    } catch (error) {
      throw transportFailure(error, opts.signal);
    }
    return readApiResponse(`/${relative}`, status, body, schema);
  }

  return {
    call,
    get: <S extends z.ZodType>(
      path: string,
      schema: S,
      opts?: Omit<CallOptions, 'json' | 'formData'>,
    ) => call('get', path, schema, opts).then((r) => r.data),
    post: <S extends z.ZodType>(path: string, schema: S, json?: unknown, opts?: CallOptions) =>
      call('post', path, schema, { ...opts, json }).then((r) => r.data),
    patch: <S extends z.ZodType>(path: string, schema: S, json?: unknown, opts?: CallOptions) =>
      call('patch', path, schema, { ...opts, json }).then((r) => r.data),
    delete: <S extends z.ZodType>(path: string, schema: S, opts?: CallOptions) =>
      call('delete', path, schema, opts).then((r) => r.data),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The browser's client: the provided bearer token, same origin unless NEXT_PUBLIC_API_URL says otherwise. */
export const api = createApiClient();

export const apiCall = api.call;
export const apiGet = api.get;
export const apiPost = api.post;
export const apiPatch = api.patch;
export const apiDelete = api.delete;
