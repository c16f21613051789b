// The sale day (issue 22): two production instances on one PostgreSQL
// database of the run's own and the machine's Redis (a key prefix of their
// own), behind nginx with deploy/nginx.conf (or the bench's own proxy when
// there is no nginx), and a few hundred shoppers for a minute — each a
// customer logged in with a code from the demo SMS outbox — who browse,
// search, fill carts and check out by cash and by card through the sandbox
// bank, and book seats, while a handful of sale products run out. Prints
// orders per second, p50/p95/p99 per step, every answer that was not a 2xx by
// step, status and Persian msg (refusals such as "sold out" apart from 5xx),
// and the ledgers' check from the database once the instances have stopped.
// Figures, not a test; but a 5xx or a ledger row off 0 is a bug to chase.
//   node bench/sale-day.mjs [--shoppers 200] [--seconds 60] [--think-ms 500] [--port 3400] [--keep]
//   npm run bench -- --only sale-day --seconds 30 --shoppers 100
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { startFront } from './lib/front.mjs';
import { baseline, ledgers } from './lib/ledgers.mjs';
import { benchOptions, USAGE } from './lib/options.mjs';
import { postgresAdminUrl, seed } from './lib/server.mjs';
import { logIn, Recorder, shop } from './lib/shopper.mjs';
import { startShops } from './lib/shops.mjs';

/** How many products go on sale, each with little stock: the race for the last units. */
const SALE_PRODUCTS = 6;
/** How many other plain products shoppers also buy (the newest, with their seeded stock). */
const OTHER_PRODUCTS = 34;
/** The working days whose seats are on offer: few, so windows fill and the seat rule is raced. */
const SEAT_DAYS = 2;
/** Logins at once before the sale: a phone's login is three calls, not the load measured. */
const LOGINS_AT_ONCE = 20;

/**
 * The demo adapters the e2e server uses: codes in the outbox, the sandbox bank.
 * Two proxy hops trusted: nginx, and an edge in front of it (as a CDN would
 * be) whose X-Forwarded-For the shoppers write, each an address of their own —
 * with one hop the shop would see every shopper as nginx's client, 127.0.0.1,
 * and the login limit per address would stop the sale at its 20th call.
 */
const SALE_ENV = {
  DEMO_MODE: '1',
  SMS_PROVIDER: 'outbox',
  PAYMENT_PROVIDER: 'sandbox',
  TRUST_PROXY: '2',
  // The bench stops the instances itself once the shoppers are done: no one to drain for.
  DRAIN_GRACE_SECONDS: '0',
};

/** A Gregorian day `days` after today in Tehran, as the wire carries it. */
function dayAhead(days) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 0 = Saturday … 6 = Friday, as reservation_windows.weekday counts. */
const iranWeekday = (day) => (new Date(`${day}T12:00:00Z`).getUTCDay() + 1) % 7;

/**
 * Puts the sale on: the newest plain products with tracked stock get
 * `saleStock` units each; with the other plain products, the reservable
 * windows of the next working days and a pickup day, it is what the shoppers
 * are told. Written before the instances start, so no cache holds the old stock.
 * @param {string} databaseUrl @param {number} saleStock
 */
async function prepareSale(databaseUrl, saleStock) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const plain = await client.query(
      `SELECT id, slug, stock FROM products
       WHERE is_active AND coalesce(extra->>'reservable', '') <> 'true'
         AND coalesce(extra->>'collection', '') <> 'true'
         AND (stock IS NULL OR stock > 0) AND (order_limit IS NULL OR order_limit >= 2)
       ORDER BY id DESC LIMIT $1`,
      [SALE_PRODUCTS + OTHER_PRODUCTS + 20],
    );
    const toProduct = (row, sale) => ({
      id: Number(row.id),
      path: `/product/${row.id}/${encodeURIComponent(row.slug)}`,
      sale,
    });
    const saleRows = plain.rows.filter((row) => row.stock !== null).slice(0, SALE_PRODUCTS);
    if (saleRows.length < SALE_PRODUCTS) throw new Error('too few products with tracked stock');
    const saleIds = saleRows.map((row) => Number(row.id));
    await client.query('UPDATE products SET stock = $1 WHERE id = ANY($2)', [saleStock, saleIds]);
    const others = plain.rows
      .filter((row) => !saleIds.includes(Number(row.id)))
      .slice(0, OTHER_PRODUCTS);

    const holidays = new Set(
      (
        await client.query(
          "SELECT date::text AS day FROM holidays WHERE country = 'IR' AND date BETWEEN $1 AND $2",
          [dayAhead(0), dayAhead(40)],
        )
      ).rows.map((row) => row.day),
    );
    const workingDays = (from, count) => {
      const days = [];
      for (let ahead = from; days.length < count && ahead < 40; ahead++) {
        if (!holidays.has(dayAhead(ahead))) days.push(dayAhead(ahead));
      }
      return days;
    };
    // From tomorrow: a window of today may have started, and a started window is past.
    const seatDays = workingDays(1, SEAT_DAYS);
    const windows = await client.query(
      `SELECT w.product_id, w.weekday, w.start_time, w.end_time, w.capacity FROM reservation_windows w
       JOIN products p ON p.id = w.product_id
       WHERE p.is_active AND p.extra->>'reservable' = 'true' AND (p.stock IS NULL OR p.stock > 0)`,
    );
    const slots = seatDays.flatMap((day) =>
      windows.rows
        .filter((w) => w.weekday === iranWeekday(day))
        .map((w) => ({
          product_id: Number(w.product_id),
          reserve_date: day,
          start_time: w.start_time,
          end_time: w.end_time,
        })),
    );
    const seats = seatDays
      .flatMap((day) => windows.rows.filter((w) => w.weekday === iranWeekday(day)))
      .reduce((sum, w) => sum + w.capacity, 0);
    return {
      sale: saleRows.map((row) => toProduct(row, true)),
      products: others.map((row) => toProduct(row, false)),
      slots,
      seats,
      seatDays,
      // As the e2e journeys do: the first working day from the day after tomorrow.
      pickupDay: workingDays(2, 1)[0],
    };
  } finally {
    await client.end();
  }
}

/** Runs `work` on every item, `limit` at a time. */
async function eachAtMost(items, limit, work) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]);
  });
  await Promise.all(lanes);
}

/**
 * The whole sale day on a database of its own, dropped afterwards unless --keep.
 * @param {ReturnType<typeof benchOptions>} options
 */
export async function runSaleDay(options) {
  const products = Math.min(...options.sizes);
  const name = `bench_sale_${randomBytes(4).toString('hex')}`;
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.href;
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  // A quarter of a unit per shopper and minute: on a 2-core machine 200
  // shoppers buy about 400 sale units a minute, so the sale sells out part way
  // and the race for the last units is part of the load.
  const saleStock = Math.max(10, Math.round((options.shoppers * options.saleSeconds) / 240));
  console.log(
    `\n▶ sale day: ${options.shoppers} shoppers for ${options.saleSeconds} s (think ${options.thinkMs} ms), two instances on PostgreSQL ${name} (${products} products; ${SALE_PRODUCTS} on sale with ${saleStock} units each)`,
  );
  const recorder = new Recorder();
  try {
    await seed(
      products,
      { ...process.env, NEXT_TELEMETRY_DISABLED: '1', DATABASE_URL: databaseUrl },
      `PostgreSQL database ${name}`,
    );
    const sale = await prepareSale(databaseUrl, saleStock);
    const before = await baseline(databaseUrl);
    const database = { db: 'postgres', products, databaseUrl };
    const ports = [options.port, options.port + 1];
    const shops = await startShops(database, 2, options.port, SALE_ENV);
    let front = null;
    let run = null;
    try {
      front = await startFront(ports, options.port + 2);
      console.log(`  in front: ${front.kind} on ${front.base}`);
      const shoppers = Array.from({ length: options.shoppers }, (_, index) => {
        const n = index + 1;
        return {
          mobile: `0912${1_000_000 + n}`,
          // An address of their own, each: the login limits count per address.
          address: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        };
      });
      const loginStarted = performance.now();
      const loggedIn = [];
      await eachAtMost(shoppers, LOGINS_AT_ONCE, async (shopper) => {
        if (await logIn(recorder, front.base, shopper)) loggedIn.push(shopper);
      });
      console.log(
        `  ${loggedIn.length} of ${shoppers.length} shoppers logged in (${Math.round(performance.now() - loginStarted)} ms); shopping…`,
      );
      const info = { ...sale, front: front.base, thinkMs: options.thinkMs };
      const started = performance.now();
      const until = Date.now() + options.saleSeconds * 1000;
      await Promise.all(loggedIn.map((shopper) => shop(recorder, info, shopper, until)));
      run = { seconds: (performance.now() - started) / 1000, shoppers: loggedIn.length };
    } finally {
      await front?.stop();
      await shops.stop();
    }
    const { cash, card, paid, seats, refusedCheckouts } = recorder.counts;
    const orders = cash + card + seats;
    const books = await ledgers(databaseUrl, before, { orders, paid, seats });
    const perSecond = (count) => Math.round((count / run.seconds) * 10) / 10;
    return {
      database: name,
      front: front?.kind,
      shoppers: run.shoppers,
      seconds: Math.round(run.seconds * 10) / 10,
      thinkMs: options.thinkMs,
      sale: {
        products: SALE_PRODUCTS,
        units: saleStock,
        seatDays: sale.seatDays,
        seats: sale.seats,
      },
      orders: {
        'orders/s': perSecond(orders),
        'checkouts/s': perSecond(cash + card),
        orders,
        cash,
        card,
        'card paid': paid,
        'seat bookings': seats,
        'refused checkouts': refusedCheckouts,
      },
      steps: recorder.table(),
      failures: recorder.failures(),
      serverErrors: recorder.serverErrors(),
      noAnswers: recorder.noAnswers(),
      ledgers: books,
      ledgersOff: books.filter((row) => row['must be 0'] && row.value !== 0).length,
    };
  } finally {
    if (options.keep) console.log(`  kept the database ${name}`);
    else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** @param {Awaited<ReturnType<typeof runSaleDay>>} result */
export function printSaleDay(result) {
  console.log(
    `\nSale day: ${result.shoppers} shoppers for ${result.seconds} s through ${result.front}; ${result.sale.products} products on sale with ${result.sale.units} units each, ${result.sale.seats} seats on ${result.sale.seatDays.join(', ')}`,
  );
  console.table([result.orders]);
  console.log('Per step (each shopper a customer of their own; logins before the sale began)');
  console.table(result.steps);
  if (result.failures.length > 0) {
    console.log('Answers that were not 2xx (or not the bank’s 303), by step, status and message');
    console.table(result.failures);
  } else {
    console.log('Every answer was the one a browser expects.');
  }
  console.log(
    `5xx answers: ${result.serverErrors}; no answer (connection errors, timeouts): ${result.noAnswers}`,
  );
  console.log('Ledgers, read from the database after the instances stopped');
  console.table(result.ledgers);
  console.log(
    result.ledgersOff === 0
      ? 'Every ledger row that must be 0 is 0.'
      : `✖ ${result.ledgersOff} ledger row(s) that must be 0 are not`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const options = benchOptions({ only: 'sale-day' });
  if (options.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const started = new Date();
  console.log(
    `${cpus().length} cores, load ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  );
  const result = await runSaleDay(options);
  printSaleDay(result);
  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/sale-day-${started.toISOString().replace(/[:.]/g, '-')}.json`;
  writeFileSync(file, `${JSON.stringify({ started, options, ...result }, null, 2)}\n`);
  console.log(
    `\n${file}; load at the end ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  );
  if (result.serverErrors > 0 || result.ledgersOff > 0) process.exitCode = 1;
}
