import type { z } from 'zod';
import { anyEnvelope } from '@/lib/contract/common';
import { ApiFailure, type FieldErrors } from './failure';

/*
 * The one reader of the API's answers, for the browser's client and the
 * server's in-process calls alike: spec 8's failure rule, then the contract.
 */

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
