// The flags every benchmark script takes, so `npm run bench -- …` and each script agree.
import { parseArgs } from 'node:util';

export const PARTS = [
  'bytes',
  'throughput',
  'instances',
  'api',
  'headers',
  'lighthouse',
  'sale-day',
];

const list = (value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Parses the shared flags; `defaults` lets a single script choose its own. */
export function benchOptions(defaults = {}) {
  const { values } = parseArgs({
    options: {
      only: { type: 'string' },
      sizes: { type: 'string' },
      db: { type: 'string' },
      seconds: { type: 'string' },
      warmup: { type: 'string' },
      connections: { type: 'string' },
      instances: { type: 'string' },
      port: { type: 'string' },
      runs: { type: 'string' },
      presets: { type: 'string' },
      shoppers: { type: 'string' },
      'sale-seconds': { type: 'string' },
      'think-ms': { type: 'string' },
      keep: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  const options = {
    only: list(values.only ?? defaults.only ?? PARTS.join(',')),
    sizes: list(values.sizes ?? '1000,100000').map((size) => Number(size.replace(/_/g, ''))),
    dbs: list(values.db ?? 'pglite,postgres').map((db) => (db === 'pg' ? 'postgres' : db)),
    seconds: Number(values.seconds ?? 5),
    warmup: Number(values.warmup ?? 2),
    connections: Number(values.connections ?? 10),
    instances: list(values.instances ?? '1,2').map(Number),
    port: Number(values.port ?? 3400),
    runs: Math.max(1, Number(values.runs ?? 5)),
    presets: list(values.presets ?? 'mobile'),
    shoppers: Number(values.shoppers ?? 200),
    // The sale day lasts a minute, not autocannon's few seconds: --seconds is
    // its length only when it runs alone, else --sale-seconds.
    saleSeconds: Number(
      values['sale-seconds'] ??
        ((values.only ?? defaults.only)?.trim() === 'sale-day' ? values.seconds : undefined) ??
        defaults.saleSeconds ??
        60,
    ),
    thinkMs: Number(values['think-ms'] ?? 500),
    keep: values.keep ?? false,
    help: values.help ?? false,
  };
  for (const part of options.only) {
    if (!PARTS.includes(part)) throw new Error(`--only takes ${PARTS.join(', ')}; not "${part}"`);
  }
  for (const db of options.dbs) {
    if (db !== 'pglite' && db !== 'postgres') {
      throw new Error(`--db takes pglite and/or postgres; not "${db}"`);
    }
  }
  for (const count of options.instances) {
    if (count !== 1 && count !== 2) throw new Error(`--instances takes 1 and/or 2; not "${count}"`);
  }
  if (!Number.isInteger(options.port) || options.port < 1 || options.port > 65_530) {
    throw new Error('--port takes the first of the ports the bench may use');
  }
  if (!Number.isInteger(options.shoppers) || options.shoppers < 1 || options.shoppers > 5000) {
    throw new Error('--shoppers takes a whole number from 1 to 5000');
  }
  if (!(options.saleSeconds > 0) || !(options.thinkMs >= 0)) {
    throw new Error('--sale-seconds takes seconds above 0, --think-ms milliseconds from 0');
  }
  for (const size of options.sizes) {
    if (!Number.isInteger(size) || size < 1) throw new Error(`--sizes takes whole numbers`);
  }
  return options;
}

export const USAGE = `npm run bench -- [flags]   (needs a production build: npm run build)
  --only ${PARTS.join(',')}   the parts to run (default: all)
  --sizes 1000,100000         catalogue sizes (default both; seeded once, then reused)
  --db pglite,postgres        databases (default both; two instances need postgres)
  --seconds 5 --warmup 2      autocannon seconds per target, after a warm-up
  --connections 10            autocannon connections (split across instances); the api
                              part measures at 1 and at this many
  --instances 1,2             api and headers parts: one shop and/or two (PostgreSQL
                              and Redis; one connection then loads the first alone)
  --port 3400                 the first of the ports the servers take (up to 3 at once)
  --runs 5                    Lighthouse runs per page (the median is shown)
  --presets mobile            Lighthouse presets: mobile and/or desktop
  --shoppers 200              sale-day: simulated shoppers, each a customer of their own
  --sale-seconds 60           sale-day: how long they shop (--seconds when it runs alone)
  --think-ms 500              sale-day: a shopper's mean pause between steps
  --keep                      sale-day: keep its database bench_sale_<id> afterwards
Results go to bench/results/ (git-ignored). BENCH_POSTGRES_URL overrides
postgres://postgres@127.0.0.1:5432/postgres, BENCH_REDIS_URL redis://127.0.0.1:6379.`;
