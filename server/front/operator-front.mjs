// The addresses operators and balancers call, answered before anything else
// (no Next, no API, no rate limit, no log line): /healthz says the process is
// alive, /readyz whether it should be sent requests, /metrics what it has done.
import { timingSafeEqual } from 'node:crypto';
import { metricsExposition } from '../observability/prometheus.mjs';

const PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/** A flood of probes costs one round of checks a second, not one each. */
const READINESS_KEPT_MS = 1000;

/** @param {string | undefined} url */
export function isOperatorAddress(url) {
  return PATHS.has(url?.split('?', 1)[0] ?? '');
}

/**
 * @typedef {'starting' | 'ready' | 'draining'} InstanceState
 * @typedef {{ ready: boolean; checks: Record<string, string> }} Readiness
 */

/**
 * @param {import('node:http').ServerResponse} res @param {number} status
 * @param {string} type @param {string} body
 */
function send(res, status, type, body) {
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', 'no-store');
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

/** @param {import('node:http').ServerResponse} res @param {number} status @param {unknown} value */
const sendJson = (res, status, value) =>
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(value));

/** @param {string | undefined} header @param {string} token */
function bearerIs(header, token) {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * @param {{
 *   state: () => InstanceState;
 *   checkReadiness: (() => Promise<Readiness>) | null;
 *   metricsToken: string | null;
 *   metricsOpen: boolean;
 * }} options
 *   the instance's state; the checks of its database and Redis (null in
 *   development, where only the state is told); the token /metrics asks for,
 *   and whether it is open without one
 */
export function operatorFront({ state, checkReadiness, metricsToken, metricsOpen }) {
  /** @type {{ at: number; answer: Promise<Readiness> } | null} */
  let lastCheck = null;

  function readiness() {
    if (!checkReadiness) return Promise.resolve({ ready: true, checks: {} });
    const now = Date.now();
    if (!lastCheck || now - lastCheck.at >= READINESS_KEPT_MS) {
      lastCheck = { at: now, answer: checkReadiness() };
    }
    return lastCheck.answer;
  }

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  async function metrics(req, res) {
    if (!metricsToken && !metricsOpen) {
      return send(res, 403, 'text/plain; charset=utf-8', 'metrics are off: set METRICS_TOKEN\n');
    }
    if (metricsToken && !bearerIs(req.headers.authorization, metricsToken)) {
      res.setHeader('WWW-Authenticate', 'Bearer');
      return send(res, 401, 'text/plain; charset=utf-8', 'a bearer token is needed\n');
    }
    const { contentType, body } = await metricsExposition();
    return send(res, 200, contentType, body);
  }

  return {
    /**
     * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
     * @returns {Promise<void>}
     */
    async handle(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.setHeader('Allow', 'GET, HEAD');
        return send(res, 405, 'text/plain; charset=utf-8', 'GET or HEAD\n');
      }
      const path = req.url?.split('?', 1)[0];
      if (path === '/healthz') return sendJson(res, 200, { status: 'alive' });
      if (path === '/metrics') return metrics(req, res);
      const now = state();
      // Starting or draining: not to be sent requests, whatever the checks say.
      if (now !== 'ready') return sendJson(res, 503, { status: now });
      const { ready, checks } = await readiness();
      return sendJson(res, ready ? 200 : 503, { status: ready ? 'ready' : 'unready', checks });
    },
  };
}
