// The shop's Prometheus metrics. Each process counts its own; Prometheus
// scrapes every instance and adds the `instance` label, so sums and rates
// across instances are made in queries (sum by (call) (rate(…[5m]))), never
// here. Labels are bounded: a call is its declared path pattern, never the
// address asked, so a crawler cannot make a series per product.
import client from 'prom-client';

const METRICS = Symbol.for('shop.metrics');

/** Seconds: a cached page answers in about a millisecond, a checkout in tens. */
const DURATION_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Any other method (a scanner's) is counted as OTHER, not a series of its own. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The pg pool of the process's database (server/db/client.ts keeps it on
 * globalThis), when it is PostgreSQL and already open; PGlite has no pool.
 * @returns {Promise<{ totalCount: number; idleCount: number; waitingCount: number } | null>}
 */
async function openPool() {
  /** @type {{ __shopDb?: { opening?: Promise<{ db: { $client?: unknown } }> } }} */
  const shared = /** @type {never} */ (globalThis);
  const opening = shared.__shopDb?.opening;
  if (!opening) return null;
  // A database still opening (or unreachable) must not hold a scrape: only one already open counts.
  const open = await Promise.race([opening, Promise.resolve(null)]).catch(() => null);
  const pool = /** @type {Record<string, unknown> | undefined} */ (open?.db.$client);
  if (!pool || typeof pool.totalCount !== 'number') return null;
  return /** @type {never} */ (pool);
}

function make() {
  const registry = new client.Registry();
  // The process's CPU, memory, event-loop lag and garbage collection, under their usual names.
  client.collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    requests: new client.Counter({
      name: 'shop_http_requests_total',
      help: 'Requests answered, by method, declared API call (path pattern) or kind of answer (page, static), and status',
      labelNames: ['method', 'call', 'status'],
      registers,
    }),
    duration: new client.Histogram({
      name: 'shop_http_request_duration_seconds',
      help: 'Time from a request’s arrival to the end of its answer, by method and call',
      labelNames: ['method', 'call'],
      buckets: DURATION_BUCKETS,
      registers,
    }),
    inFlight: new client.Gauge({
      name: 'shop_http_requests_in_flight',
      help: 'Requests being answered now',
      registers,
    }),
    cache: new client.Counter({
      name: 'shop_cache_lookups_total',
      help: 'Lookups in the shared cache: cache="page" for pages answered ahead of Next, "api" for shared catalogue answers; outcome hit or miss',
      labelNames: ['cache', 'outcome'],
      registers,
    }),
    rateLimited: new client.Counter({
      name: 'shop_rate_limit_refusals_total',
      help: 'Requests refused with 429 by a rate limit, by call',
      labelNames: ['call'],
      registers,
    }),
    orders: new client.Counter({
      name: 'shop_orders_total',
      help: 'Orders by outcome: placed (a new order committed) or repeated (an Idempotency-Key answered with its order)',
      labelNames: ['outcome'],
      registers,
    }),
    payments: new client.Counter({
      name: 'shop_payments_total',
      help: 'Payments settled, by method (bank, credit) and outcome (paid, failed, unverified: the bank could not be asked)',
      labelNames: ['method', 'outcome'],
      registers,
    }),
    draining: new client.Gauge({
      name: 'shop_draining',
      help: '1 from the stop signal on, while the instance drains',
      registers,
    }),
    pool: new client.Gauge({
      name: 'shop_db_pool_connections',
      help: 'PostgreSQL pool connections: total, idle, and requests waiting for one (none on PGlite)',
      labelNames: ['state'],
      registers,
      async collect() {
        this.reset();
        const pool = await openPool();
        if (!pool) return;
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    }),
  };
}

/**
 * The process's metrics. The server, the API bundle and Next's bundles each
 * load this module: one set lives on globalThis, so they all count into it.
 * @returns {ReturnType<typeof make>}
 */
function metrics() {
  /** @type {Record<symbol, ReturnType<typeof make> | undefined>} */
  const shared = /** @type {never} */ (globalThis);
  shared[METRICS] ??= make();
  return shared[METRICS];
}

/**
 * One answered request.
 * @param {{ method: string | undefined; call: string; status: number; seconds: number }} request
 */
export function observeRequest({ method, call, status, seconds }) {
  const m = metrics();
  const verb = method && METHODS.has(method) ? method : 'OTHER';
  m.requests.inc({ method: verb, call, status: String(status) });
  m.duration.observe({ method: verb, call }, seconds);
  if (status === 429) m.rateLimited.inc({ call });
}

/** @param {number} delta */
export function countInFlight(delta) {
  metrics().inFlight.inc(delta);
}

/** @param {'page' | 'api'} cache @param {boolean} hit */
export function countCacheLookup(cache, hit) {
  metrics().cache.inc({ cache, outcome: hit ? 'hit' : 'miss' });
}

/** @param {'placed' | 'repeated'} outcome */
export function countOrderOutcome(outcome) {
  metrics().orders.inc({ outcome });
}

/** @param {'bank' | 'credit'} method @param {'paid' | 'failed' | 'unverified'} outcome */
export function countPaymentOutcome(method, outcome) {
  metrics().payments.inc({ method, outcome });
}

/** @param {boolean} draining */
export function markDraining(draining) {
  metrics().draining.set(draining ? 1 : 0);
}

/** The exposition Prometheus scrapes. */
export async function metricsExposition() {
  const { registry } = metrics();
  return { contentType: registry.contentType, body: await registry.metrics() };
}
