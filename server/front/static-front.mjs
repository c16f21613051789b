// Answers the build's own files (/_next/static/…: scripts, styles, fonts)
// from memory, compressed once. Through Next each request for a script was
// read from disk and, for a browser, compressed again: a 50 KB chunk costs a
// few milliseconds of CPU every time, for bytes that never change (their names
// carry their content's hash). Anything not found here is Next's to answer.
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { acceptsGzip, COMPRESS_FROM_BYTES } from './accepts-gzip.mjs';

const PREFIX = '/_next/static/';

/** What the build holds, with the types Next gives them. */
const TYPES = new Map([
  ['.js', 'application/javascript; charset=UTF-8'],
  ['.mjs', 'application/javascript; charset=UTF-8'],
  ['.css', 'text/css; charset=UTF-8'],
  ['.json', 'application/json; charset=UTF-8'],
  ['.map', 'application/json; charset=UTF-8'],
  ['.svg', 'image/svg+xml'],
  ['.txt', 'text/plain; charset=UTF-8'],
  ['.woff2', 'font/woff2'],
  ['.woff', 'font/woff'],
  ['.png', 'image/png'],
  ['.jpg', 'image/jpeg'],
  ['.webp', 'image/webp'],
  ['.ico', 'image/x-icon'],
]);

/** Formats that are compressed already: gzip would only cost time. */
const PACKED = new Set(['.woff2', '.woff', '.png', '.jpg', '.webp']);

const FILES_KEPT = 400;

/**
 * @typedef {{ body: Buffer; gzip: Buffer | null; type: string; etag: string; lastModified: string }} StaticFile
 */

/**
 * @param {{ dir: string; headers: { key: string; value: string }[] }} options
 *   the build's static folder (.next/static) and the headers every answer carries
 */
export function staticFront({ dir, headers }) {
  const root = resolve(dir);
  /** @type {Map<string, StaticFile>} */
  const files = new Map();

  /** @param {string} relative @returns {Promise<StaticFile | null>} */
  async function load(relative) {
    const type = TYPES.get(extname(relative));
    const path = resolve(join(root, relative));
    if (!type || !path.startsWith(root + sep)) return null;
    try {
      const [body, info] = await Promise.all([readFile(path), stat(path)]);
      const compress = !PACKED.has(extname(relative)) && body.length >= COMPRESS_FROM_BYTES;
      return {
        body,
        gzip: compress ? gzipSync(body) : null,
        type,
        etag: `W/"${body.length.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
        lastModified: info.mtime.toUTCString(),
      };
    } catch {
      return null;
    }
  }

  /** @param {string} relative */
  async function fileAt(relative) {
    const kept = files.get(relative);
    if (kept) return kept;
    const file = await load(relative);
    if (!file) return null;
    files.set(relative, file);
    if (files.size > FILES_KEPT) {
      const oldest = files.keys().next().value;
      if (oldest !== undefined) files.delete(oldest);
    }
    return file;
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  function send(req, res, file) {
    for (const { key, value } of headers) res.setHeader(key, value);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('ETag', file.etag);
    res.setHeader('Last-Modified', file.lastModified);
    res.setHeader('Vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === file.etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    const gzip = file.gzip && acceptsGzip(req.headers['accept-encoding']) ? file.gzip : null;
    res.setHeader('Content-Type', file.type);
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    const body = gzip ?? file.body;
    res.setHeader('Content-Length', body.length);
    res.statusCode = 200;
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return {
    /**
     * Answers a file of the build, else hands the request to `next`.
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {() => unknown} next
     */
    handle(req, res, next) {
      const path = (req.url ?? '').split('?', 1)[0] ?? '';
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !path.startsWith(PREFIX)) {
        return next();
      }
      let relative;
      try {
        relative = decodeURIComponent(path.slice(PREFIX.length));
      } catch {
        return next();
      }
      return fileAt(relative).then(
        (file) => (file ? send(req, res, file) : next()),
        () => next(),
      );
    },
  };
}
