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
 * Loads `target` ({ path, request }) on every base in `bases` at once, the
 * connections split between them, after a warm-up of `warmup` seconds; the
 * figures are the sum (req/s) or the merged responses (latency).
 */
export async function measure(bases, target, { seconds: duration, warmup, connections }) {
  const share = (index) =>
    Math.floor(connections / bases.length) + (index < connections % bases.length ? 1 : 0);
  if (warmup > 0) {
    await Promise.all(
      bases.map((base, index) =>
        once(base + target.path, target.request, { duration: warmup, connections: share(index) }),
      ),
    );
  }
  const seen = { times: [], statuses: {} };
  const results = await Promise.all(
    bases.map((base, index) =>
      once(base + target.path, target.request, { duration, connections: share(index) }, seen),
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
