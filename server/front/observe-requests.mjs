// Each request the shop's server answers gets an id (the balancer's, else a
// new one), sent back in X-Request-Id and stamped on every log line written
// while it is answered, and is counted once it ends: one log line (none for
// the build's files: a page asks for dozens) and its metrics, labelled with
// the declared API call that answered it, else the kind of answer.
import { log } from '../observability/log.mjs';
import { countInFlight, observeRequest } from '../observability/prometheus.mjs';
import {
  REQUEST_ID_HEADER,
  requestIdFrom,
  runAsRequest,
} from '../observability/request-context.mjs';

/**
 * What answered, until the API names its call: `api` (no call matched),
 * `static` (the build's files) or `page` (Next and the page front).
 * @param {string} path
 */
function kindOf(path) {
  if (path === '/api' || path.startsWith('/api/')) return 'api (no call)';
  if (path.startsWith('/_next/static/')) return 'static';
  return 'page';
}

/**
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handle
 */
export function observeRequests(handle) {
  return (
    /** @type {import('node:http').IncomingMessage} */ req,
    /** @type {import('node:http').ServerResponse} */ res,
  ) => {
    const id = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
    // Passed on as well: the API and Next read it from the request like any header.
    req.headers[REQUEST_ID_HEADER] = id;
    res.setHeader('X-Request-Id', id);
    // The query is left out of logs: it can hold a stream ticket or a bank's authority.
    const path = req.url?.split('?', 1)[0] ?? '/';
    /** @type {import('../observability/request-context.d.mts').RequestContext} */
    const context = { id };
    const started = performance.now();
    countInFlight(1);
    res.once('close', () => {
      countInFlight(-1);
      // Closed before its answer was whole: the client went away (nginx's 499).
      const status = res.writableFinished ? res.statusCode : 499;
      const seconds = (performance.now() - started) / 1000;
      const call = context.call ?? kindOf(path);
      observeRequest({ method: req.method, call, status, seconds });
      if (call === 'static') return;
      const line = { method: req.method, path, call, status, ms: Math.round(seconds * 1000) };
      // In the request's context, whichever context 'close' is heard in: the line carries its id once.
      runAsRequest(context, () => {
        if (status >= 500) log().warn(line, 'request');
        else log().info(line, 'request');
      });
    });
    return runAsRequest(context, () => handle(req, res));
  };
}
