// Load with autocannon: one target, on one server or split across several.
import autocannon from 'autocannon';

function once(url, request, { duration, connections }, seen) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, duration, connections, ...request }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    // autocannon's summary has p90 and p97.5 but no p95: keep every response's time,
    // and the status of every answer that was not a 2xx, to say what went wrong.
    if (seen) {
      instance.on('response', (_client, status, _bytes, ms) => {
        seen.times.push(ms);
        if (status < 200 || status > 299) seen.statuses[status] = (seen.statuses[status] ?? 0) + 1;
      });
    }
  });
}

// No answer in the whole run has no latency: null, not a flattering 0.
const percentile = (sorted, p) =>
  sorted.length === 0
    ? null
    : Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] * 10) / 10;

/**
 * @typedef {{ path: string; request: object }} Call what one connection sends:
 *   a path and autocannon's request options (method, headers, body, or a
 *   `requests` sequence it repeats)
 * @typedef {{ url: string; request: object; connections: number }} Stream
 */

/**
 * Who sends what: a target with `perConnection` (one caller per connection,
 * such as a customer with a token of their own) gets one autocannon connection
 * per caller, callers dealt to the servers in turn; any other target's
 * connections are split evenly between the servers (a server whose share is
 * none is not loaded: one connection goes to the first).
 * @param {string[]} bases @param {{ path?: string; request?: object; perConnection?: Call[] }} target
 * @param {number} connections @returns {Stream[]}
 */
function streams(bases, target, connections) {
  if (target.perConnection) {
    if (target.perConnection.length < connections) {
      throw new Error(`${connections} connections need as many callers`);
    }
    return target.perConnection.slice(0, connections).map((call, index) => ({
      url: bases[index % bases.length] + call.path,
      request: call.request,
      connections: 1,
    }));
  }
  const share = (index) =>
    Math.floor(connections / bases.length) + (index < connections % bases.length ? 1 : 0);
  return bases
    .map((base, index) => ({
      url: base + target.path,
      request: target.request,
      connections: share(index),
    }))
    .filter((stream) => stream.connections > 0);
}

/**
 * Loads `target` on every base in `bases` at once (see streams) after a
 * warm-up of `warmup` seconds; the figures are the sum (req/s) or the merged
 * responses (latency).
 */
export async function measure(bases, target, { seconds: duration, warmup, connections }) {
  const loads = streams(bases, target, connections);
  if (warmup > 0) {
    await Promise.all(
      loads.map((load) =>
        once(load.url, load.request, { duration: warmup, connections: load.connections }),
      ),
    );
  }
  const seen = { times: [], statuses: {} };
  const results = await Promise.all(
    loads.map((load) =>
      once(load.url, load.request, { duration, connections: load.connections }, seen),
    ),
  );
  const times = seen.times.sort((a, b) => a - b);
  const sum = (pick) => results.reduce((total, result) => total + pick(result), 0);
  return {
    'req/s': Math.round(sum((result) => result.requests.average)),
    'p50 ms': percentile(times, 0.5),
    'p95 ms': percentile(times, 0.95),
    'p99 ms': percentile(times, 0.99),
    requests: sum((result) => result.requests.total),
    non2xx: sum((result) => result.non2xx),
    // Connection errors, timeouts included.
    errors: sum((result) => result.errors),
    ...(Object.keys(seen.statuses).length > 0 ? { statuses: seen.statuses } : {}),
  };
}
