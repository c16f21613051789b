import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from './api-error';
import type { AppEnv } from './context';
import { apiMessages } from './messages';

/** No JSON call of the shop needs more; a bigger body is refused before it is read. */
const JSON_BODY_LIMIT = 1024 * 1024;

/** Room for a multipart envelope's boundaries and headers around an uploaded file. */
const MULTIPART_ROOM = 64 * 1024;

/**
 * Refuses an oversized body while it streams in, before any middleware reads
 * it whole: the NUL check parses every body, so without this a client could
 * make the server buffer any amount. An upload may carry its file's limit.
 */
export function limitBodies(upload: {
  path: string;
  maxBytes: number;
  /** The upload's own refusal, naming its limit (a 400 like any other bad picture). */
  tooLarge: () => ApiError;
}): MiddlewareHandler<AppEnv> {
  const json = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: () => {
      throw new ApiError(413, apiMessages.bodyTooLarge);
    },
  });
  const picture = bodyLimit({
    maxSize: upload.maxBytes + MULTIPART_ROOM,
    onError: () => {
      throw upload.tooLarge();
    },
  });
  return (c, next) => (c.req.path === upload.path ? picture(c, next) : json(c, next));
}
