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
export function limitBodies(uploadPath: string, uploadMaxBytes: number): MiddlewareHandler<AppEnv> {
  const refuse = () => {
    throw new ApiError(413, apiMessages.bodyTooLarge);
  };
  const json = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: refuse });
  const upload = bodyLimit({ maxSize: uploadMaxBytes + MULTIPART_ROOM, onError: refuse });
  return (c, next) => (c.req.path === uploadPath ? upload(c, next) : json(c, next));
}
