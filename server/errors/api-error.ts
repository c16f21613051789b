import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { apiMessages } from './messages';

export type FieldErrors = Record<string, string[]>;

/** A failure the API answers on purpose: a status, a Persian message, maybe field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly msg: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(msg);
    this.name = 'ApiError';
  }

  static badRequest(msg: string = apiMessages.badRequest, errors?: FieldErrors): ApiError {
    return new ApiError(400, msg, errors);
  }

  static notFound(msg: string = apiMessages.notFound): ApiError {
    return new ApiError(404, msg);
  }

  static unauthorized(msg: string = apiMessages.unauthorized): ApiError {
    return new ApiError(401, msg);
  }

  static forbidden(msg: string = apiMessages.forbidden): ApiError {
    return new ApiError(403, msg);
  }

  static conflict(msg: string = apiMessages.conflict): ApiError {
    return new ApiError(409, msg);
  }

  /** Nothing the caller sent was wrong: the same call works again after the wait. */
  static unavailable(retryAfterSeconds: number, msg: string = apiMessages.unavailable) {
    return new ApiError(503, msg, undefined, { 'Retry-After': String(retryAfterSeconds) });
  }

  static tooManyRequests(retryAfterSeconds: number, msg: string = apiMessages.tooManyRequests) {
    return new ApiError(429, msg, undefined, { 'Retry-After': String(retryAfterSeconds) });
  }
}
