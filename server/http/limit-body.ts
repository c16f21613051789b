import type { MiddlewareHandler } from 'hono';
import { ApiError } from '@/server/errors/api-error';
import { apiMessages } from '@/server/errors/messages';
import type { AppEnv } from './context';

/** No JSON call of the shop needs more; a bigger body is refused before it is read. */
const JSON_BODY_LIMIT = 1024 * 1024;

/** Room for a multipart envelope's boundaries and headers around an uploaded file. */
const MULTIPART_ROOM = 64 * 1024;

/**
 * At most `maxBytes` of body. A declared length is judged before a byte is
 * read; a body of unknown length (chunked) is read here up to the limit and
 * handed on as bytes in a request built afresh from its address, method and
 * headers. hono/body-limit wraps the request itself in a new Request instead,
 * which the platform refuses for the lighter request the shop's Node server
 * makes (server/front/api-front.mjs).
 */
function limitTo(maxBytes: number, refuse: () => ApiError): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const raw = c.req.raw;
    if (!raw.body) return next();
    const declared = raw.headers.get('content-length');
    if (declared !== null && !raw.headers.has('transfer-encoding')) {
      if (Number.parseInt(declared, 10) > maxBytes) throw refuse();
      return next();
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = raw.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      size += read.value.byteLength;
      if (size > maxBytes) throw refuse();
      chunks.push(read.value);
    }
    c.req.raw = new Request(raw.url, {
      method: raw.method,
      headers: raw.headers,
      body: Buffer.concat(chunks),
      signal: raw.signal,
    });
    return next();
  };
}

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
  const json = limitTo(JSON_BODY_LIMIT, () => new ApiError(413, apiMessages.bodyTooLarge));
  const picture = limitTo(upload.maxBytes + MULTIPART_ROOM, upload.tooLarge);
  return (c, next) => (c.req.path === upload.path ? picture(c, next) : json(c, next));
}
