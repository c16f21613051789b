// Compression of what the shop's server sends that is not compressed already
// (answers kept ready carry their own gzip: the API's shared answers, cached
// pages, the build's files).
import compression from 'compression';

/**
 * gzip for a client that takes it, from 1 KB up (compression's threshold).
 * An event stream is never compressed: gzip holds its events back until a
 * block fills, and the bell would hear of a notification minutes late.
 */
export function compressAnswers() {
  return compression({
    filter: (req, res) =>
      !String(res.getHeader('content-type') ?? '').startsWith('text/event-stream') &&
      compression.filter(req, res),
  });
}
