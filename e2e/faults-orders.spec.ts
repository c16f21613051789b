import { expect, test } from '@playwright/test';
import pg from 'pg';
import {
  customerSession,
  customerToken,
  type FaultShop,
  startFaultShop,
  timed,
} from './support/fault-shop';
import { dayAhead } from './support/orders';
import { type PrivatePostgres, startPostgres, waitFor } from './support/private-services';

// Two production instances on a PostgreSQL of the test's own: one is killed
// (SIGKILL) in the middle of a burst of orders and payments, and the bank's
// callback races the shopper's return. Judged by the database's own ledgers.
type Envelope<T> = { success: boolean; data: T; msg: string };
type Listed = {
  id: number;
  is_exist: boolean;
  extra: { reservable?: string; collection?: string };
};

let postgres: PrivatePostgres;
let shop: FaultShop;
let db: pg.Client;
let products: number[];
/** Calls whose connection dropped (the killed instance's) and were sent again. */
let dropped = 0;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  postgres = await startPostgres();
  shop = await startFaultShop({ postgres, instances: 2 });
  db = new pg.Client({ connectionString: shop.databaseUrl });
  await db.connect();
  const list = (await (
    await fetch(`${shop.bases[0]}/api/v1/products?type=newest&limit=40`)
  ).json()) as Envelope<{ results: Listed[] }>;
  products = list.data.results
    .filter((p) => p.is_exist && !p.extra.reservable && !p.extra.collection)
    .map((p) => p.id)
    .slice(0, 3);
  // Stock enough for the burst, so a refusal is never a shortage.
  await db.query('UPDATE products SET stock = 100000 WHERE id = ANY($1)', [products]);
});

test.afterAll(async () => {
  await db?.end();
  await shop?.stop();
  await postgres?.remove();
});

const bearer = (token: string) => ({
  authorization: `Bearer ${token}`,
  'content-type': 'application/json',
});

/** The first pickup day from the day after tomorrow the shop takes (holidays skipped). */
async function pickupDay(token: string): Promise<string> {
  for (let days = 2; days < 12; days += 1) {
    const query = new URLSearchParams({ reserve_date: dayAhead(days), reserve_time: '10:00' });
    const answer = await fetch(`${shop.bases[1]}/api/v1/order/price/?${query}`, {
      method: 'POST',
      headers: bearer(token),
      body: JSON.stringify({ products: [{ product_id: products[0], count: 1 }] }),
    });
    if (answer.ok) return query.toString();
  }
  throw new Error('no pickup day');
}

/**
 * A call sent again with the same body (and Idempotency-Key) to the other
 * instance until it gets an answer: a dropped connection or a 503 says nothing
 * about whether it happened, and a repeat must answer what the first did.
 */
async function untilAnswered(start: number, path: string, init: RequestInit) {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const base = shop.bases[(start + attempt) % shop.bases.length] ?? '';
    const answer = await timed(path, base + path, { ...init, redirect: 'manual' });
    if (answer.status !== 0 && answer.status !== 503) return { ...answer, base };
    if (answer.status === 0) dropped += 1;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${path} never answered`);
}

/** Pays a payment in the sandbox bank and brings the browser back through the callback. */
async function payInSandbox(start: number, paymentUrl: string) {
  const authority = new URL(paymentUrl).pathname.split('/').at(-1) ?? '';
  const paid = await untilAnswered(start, `/api/v1/payment/sandbox/${authority}/pay`, {
    method: 'POST',
  });
  expect(paid.status).toBe(303);
  return authority;
}

function callbackPath(authority: string) {
  return `/api/v1/payment/callback/sandbox?Authority=${authority}&Status=OK`;
}

test('an instance killed (SIGKILL) in a burst of orders and payments: every answered order once, ledgers balanced', async () => {
  test.setTimeout(150_000);
  const tokens = await Promise.all([0, 1, 2, 3].map(() => customerToken(shop.bases[1] ?? '')));
  const day = await pickupDay(tokens[0] ?? '');
  const stockBefore = await db.query('SELECT id, stock FROM products WHERE id = ANY($1)', [
    products,
  ]);
  const answered = new Set<number>();
  const refused: string[] = [];
  let running = true;
  let round = 0;
  const loops = tokens.map(async (token, who) => {
    while (running) {
      round += 1;
      const start = round % 2;
      const key = `fault-${who}-${round}-${Math.random().toString(36).slice(2, 8)}`;
      const submit = await untilAnswered(start, `/api/v1/order/submit/?${day}`, {
        method: 'POST',
        headers: { ...bearer(token), 'Idempotency-Key': key },
        body: JSON.stringify({
          products: [{ product_id: products[round % products.length], count: 1 }],
          delivery_type: 'pickup',
          payment_type: 'card',
        }),
      });
      if (submit.status !== 200) {
        refused.push(`${submit.status} ${submit.body.slice(0, 200)}`);
        continue;
      }
      const order = (JSON.parse(submit.body) as Envelope<{ order_id: number }>).data.order_id;
      answered.add(order);
      // Every other order is paid by card through the sandbox bank.
      if (round % 2 === 0) continue;
      const payment = await untilAnswered(start, `/api/v1/order/${order}/payment/create`, {
        method: 'POST',
        headers: bearer(token),
        body: JSON.stringify({ success_url: '/paid-order', fail_url: '/failed-payment' }),
      });
      if (payment.status !== 200) continue;
      const url = (JSON.parse(payment.body) as Envelope<{ payment_url: string }>).data.payment_url;
      const authority = await payInSandbox(start, url);
      await untilAnswered(start + 1, callbackPath(authority), {});
    }
  });
  await waitFor('the burst is under way', async () => answered.size >= 8, { timeoutMs: 60_000 });
  await shop.kill(0, 'SIGKILL');
  await waitFor('orders go on through the other instance', async () => answered.size >= 20, {
    timeoutMs: 60_000,
  });
  await shop.restart(0);
  const restarted = answered.size;
  await waitFor('orders go on after the restart', async () => answered.size >= restarted + 8, {
    timeoutMs: 60_000,
  });
  running = false;
  await Promise.all(loops);

  expect(refused).toEqual([]);
  // Every order answered 200 exists once; none of these customers has one it was not answered.
  const made = await db.query(
    'SELECT id FROM orders WHERE customer_id IN (SELECT customer_id FROM orders WHERE id = ANY($1))',
    [[...answered]],
  );
  expect(made.rows.map((row) => Number(row.id)).sort((a, b) => a - b)).toEqual(
    [...answered].sort((a, b) => a - b),
  );
  // Stock moved by exactly the units ordered.
  const stockAfter = await db.query('SELECT id, stock FROM products WHERE id = ANY($1)', [
    products,
  ]);
  const units = await db.query(
    'SELECT product_id, sum(count)::int AS units FROM order_items WHERE order_id = ANY($1) GROUP BY product_id',
    [[...answered]],
  );
  for (const row of stockBefore.rows) {
    const after = stockAfter.rows.find((r) => r.id === row.id)?.stock;
    const sold = units.rows.find((r) => r.product_id === row.id)?.units ?? 0;
    expect(row.stock - after, `product ${row.id}`).toBe(sold);
  }
  // At most one settled payment per order, and credit and points equal their ledgers.
  const doubled = await db.query(
    "SELECT order_id FROM payments WHERE status = 'paid' AND order_id IS NOT NULL GROUP BY order_id HAVING count(*) > 1",
  );
  expect(doubled.rows).toEqual([]);
  const credit = await db.query(
    'SELECT c.id FROM customers c LEFT JOIN credit_transactions t ON t.customer_id = c.id GROUP BY c.id HAVING c.credit <> coalesce(sum(t.amount), 0)',
  );
  expect(credit.rows).toEqual([]);
  const points = await db.query(
    'SELECT c.id FROM customers c LEFT JOIN point_histories h ON h.customer_id = c.id GROUP BY c.id HAVING c.points <> coalesce(sum(h.points), 0)',
  );
  expect(points.rows).toEqual([]);
  const settled = await db.query(
    "SELECT count(*)::int AS n FROM payments WHERE status = 'paid' AND order_id = ANY($1)",
    [[...answered]],
  );
  expect(settled.rows[0]?.n).toBeGreaterThan(0);
  console.log(
    `[faults] SIGKILL burst: ${answered.size} orders answered and in the database once, ${settled.rows[0]?.n} paid by card, ${dropped} calls that met the killed instance sent again`,
  );
});

const byNumber = (a: number, b: number) => a - b;

/** Seats of windows from tomorrow on (a window of today may have started), for the seat loop. */
async function seatSlots() {
  const windows = await db.query(
    `SELECT w.product_id, w.weekday, w.start_time, w.end_time FROM reservation_windows w
     JOIN products p ON p.id = w.product_id
     WHERE p.is_active AND p.extra->>'reservable' = 'true' AND (p.stock IS NULL OR p.stock > 0)`,
  );
  const holidays = await db.query("SELECT date::text AS day FROM holidays WHERE country = 'IR'");
  const closed = new Set(holidays.rows.map((row) => row.day));
  const slots = [];
  for (let days = 1; days < 10; days += 1) {
    const day = dayAhead(days);
    if (closed.has(day)) continue;
    const weekday = (new Date(`${day}T12:00:00Z`).getUTCDay() + 1) % 7;
    for (const w of windows.rows.filter((row) => row.weekday === weekday)) {
      slots.push({
        product_id: Number(w.product_id),
        reserve_date: day,
        start_time: String(w.start_time),
        end_time: String(w.end_time),
      });
    }
  }
  if (slots.length === 0) throw new Error('the demo shop has no reservable window');
  return slots;
}

/** A gift collected at a branch, with no national id asked, and the branch: for the points loop. */
async function branchGift() {
  const gift = await db.query(
    "SELECT id, points FROM gifts WHERE is_active AND delivery = 'branch' AND NOT requires_nation_code ORDER BY points LIMIT 1",
  );
  const branch = await db.query('SELECT id FROM shops ORDER BY id LIMIT 1');
  const id = Number(gift.rows[0]?.id);
  if (!id || !branch.rows[0]) throw new Error('the demo shop has no branch gift');
  await db.query('UPDATE gifts SET stock = NULL WHERE id = $1', [id]);
  return { id, points: Number(gift.rows[0]?.points), branchId: Number(branch.rows[0].id) };
}

test('an instance killed (SIGKILL) in a burst of seat bookings, credit payments and gift requests: seats, credit and points equal their ledgers', async () => {
  test.setTimeout(180_000);
  const base = shop.bases[0] ?? '';
  const [seater, payer, gifter] = await Promise.all([0, 1, 2].map(() => customerSession(base)));
  if (!seater || !payer || !gifter) throw new Error('no customers');
  const day = await pickupDay(payer.token);
  const slots = await seatSlots();
  const gift = await branchGift();
  // Credit from the bank, as a customer tops up; points from staff, as the CLI gives them.
  const topUp = await untilAnswered(0, '/api/v1/payment/create', {
    method: 'POST',
    headers: bearer(payer.token),
    body: JSON.stringify({
      payment_for: 'buy_customer_credit',
      price: 50_000_000,
      customer: payer.customerId,
      success_url: '/wallet',
      fail_url: '/wallet',
    }),
  });
  expect(topUp.status, topUp.body).toBe(200);
  const topUpUrl = (JSON.parse(topUp.body) as Envelope<{ payment_url: string }>).data.payment_url;
  await untilAnswered(1, callbackPath(await payInSandbox(0, topUpUrl)), {});
  await db.query(
    `WITH given AS (UPDATE customers SET points = points + $2 WHERE id = $1 RETURNING points)
     INSERT INTO point_histories (customer_id, points, balance_after, reason, description)
     SELECT $1, $2, points, 'staff', 'fault test' FROM given`,
    [gifter.customerId, gift.points * 400],
  );

  const seats = new Set<number>();
  const paidByCredit = new Set<number>();
  const requested = new Set<number>();
  const refused: string[] = [];
  let running = true;
  let round = 0;
  const keyed = (token: string, what: string) => ({
    ...bearer(token),
    'Idempotency-Key': `${what}-${round}-${Math.random().toString(36).slice(2, 8)}`,
  });
  const loops = [
    async () => {
      const slot = slots[round % slots.length];
      const held = await untilAnswered(round, '/api/v1/app/reservation/hold/', {
        method: 'POST',
        headers: bearer(seater.token),
        body: JSON.stringify({ ...slot, count: 1 }),
      });
      if (held.status !== 200) return; // a full window: the seat rule, not a fault
      const { product_id, ...when } = slot ?? { product_id: 0 };
      const booked = await untilAnswered(round + 1, '/api/v1/app/reservation/request/', {
        method: 'POST',
        headers: keyed(seater.token, 'seat'),
        body: JSON.stringify({
          payment_type: 'cash',
          products: [{ product_id, count: 1, reservations: [when] }],
        }),
      });
      if (booked.status === 200) {
        seats.add((JSON.parse(booked.body) as Envelope<{ order_id: number }>).data.order_id);
      } else refused.push(`seat ${booked.status} ${booked.body.slice(0, 200)}`);
    },
    async () => {
      const submit = await untilAnswered(round, `/api/v1/order/submit/?${day}`, {
        method: 'POST',
        headers: keyed(payer.token, 'credit-order'),
        body: JSON.stringify({
          products: [{ product_id: products[round % products.length], count: 1 }],
          delivery_type: 'pickup',
          payment_type: 'credit',
        }),
      });
      if (submit.status !== 200) return void refused.push(`credit order ${submit.status}`);
      const order = (JSON.parse(submit.body) as Envelope<{ order_id: number }>).data.order_id;
      const paid = await untilAnswered(round + 1, `/api/v1/order/${order}/payment/credit`, {
        method: 'POST',
        headers: keyed(payer.token, 'credit-pay'),
      });
      if (paid.status === 200) paidByCredit.add(order);
      else refused.push(`credit pay ${paid.status} ${paid.body.slice(0, 200)}`);
    },
    async () => {
      const asked = await untilAnswered(round, '/api/v1/scoring/gift-requests/', {
        method: 'POST',
        headers: keyed(gifter.token, 'gift'),
        body: JSON.stringify({
          gift: gift.id,
          first_name: 'سارا',
          last_name: 'محمدی',
          mobile: gifter.mobile,
          branch_id: gift.branchId,
        }),
      });
      if (asked.status === 200) {
        requested.add(
          (JSON.parse(asked.body) as Envelope<{ request: { id: number } }>).data.request.id,
        );
      } else refused.push(`gift ${asked.status} ${asked.body.slice(0, 200)}`);
    },
  ].map(async (step) => {
    while (running) {
      round += 1;
      await step();
    }
  });
  const done = () => seats.size + paidByCredit.size + requested.size;
  await waitFor('the burst is under way', async () => done() >= 8, { timeoutMs: 60_000 });
  await shop.kill(1, 'SIGKILL');
  await waitFor('it goes on through the other instance', async () => done() >= 20, {
    timeoutMs: 60_000,
  });
  await shop.restart(1);
  const restarted = done();
  await waitFor('it goes on after the restart', async () => done() >= restarted + 8, {
    timeoutMs: 60_000,
  });
  running = false;
  await Promise.all(loops);

  expect(refused).toEqual([]);
  // Seats: the booked orders answered are exactly the seater's, a seat each, no window overfull.
  const seatOrders = await db.query(
    'SELECT o.id, sum(r.count)::int AS seats FROM orders o JOIN reservations r ON r.order_id = o.id WHERE o.customer_id = $1 GROUP BY o.id',
    [seater.customerId],
  );
  expect(seatOrders.rows.map((row) => Number(row.id)).sort(byNumber)).toEqual(
    [...seats].sort(byNumber),
  );
  for (const row of seatOrders.rows) expect(row.seats).toBe(1);
  const overfull = await db.query(
    `SELECT r.product_id, r.reserve_date, r.start_time FROM reservations r
     JOIN orders o ON o.id = r.order_id
     JOIN reservation_windows w ON w.product_id = r.product_id AND w.start_time = r.start_time
       AND w.weekday = (extract(dow FROM r.reserve_date)::int + 1) % 7
     WHERE o.status NOT IN ('cancel', 'canceled')
     GROUP BY r.product_id, r.reserve_date, r.start_time HAVING sum(r.count) > max(w.capacity)`,
  );
  expect(overfull.rows).toEqual([]);
  // Credit: one spend per order paid, each for its price, and the balance is the ledger's sum.
  const spends = await db.query(
    "SELECT t.order_id, count(*)::int AS n, sum(-t.amount)::int AS spent, max(o.price) AS price FROM credit_transactions t JOIN orders o ON o.id = t.order_id WHERE t.customer_id = $1 AND t.kind = 'order_payment' GROUP BY t.order_id",
    [payer.customerId],
  );
  expect(spends.rows.map((row) => Number(row.order_id)).sort(byNumber)).toEqual(
    [...paidByCredit].sort(byNumber),
  );
  for (const row of spends.rows) expect([row.n, row.spent]).toEqual([1, Number(row.price)]);
  // Points: one line per gift request answered, for the gift's points.
  const lines = await db.query(
    "SELECT gift_request_id, count(*)::int AS n, sum(points)::int AS points FROM point_histories WHERE customer_id = $1 AND reason = 'gift_request' GROUP BY gift_request_id",
    [gifter.customerId],
  );
  expect(lines.rows.map((row) => Number(row.gift_request_id)).sort(byNumber)).toEqual(
    [...requested].sort(byNumber),
  );
  for (const row of lines.rows) expect([row.n, row.points]).toEqual([1, -gift.points]);
  const balances = await db.query(
    `SELECT c.id, c.credit, c.points,
       (SELECT coalesce(sum(amount), 0)::int FROM credit_transactions WHERE customer_id = c.id) AS credit_ledger,
       (SELECT coalesce(sum(points), 0)::int FROM point_histories WHERE customer_id = c.id) AS points_ledger
     FROM customers c WHERE c.id = ANY($1)`,
    [[payer.customerId, gifter.customerId]],
  );
  for (const row of balances.rows) {
    expect([row.credit, row.points], `customer ${row.id}`).toEqual([
      row.credit_ledger,
      row.points_ledger,
    ]);
  }
  console.log(
    `[faults] SIGKILL burst: ${seats.size} seats booked, ${paidByCredit.size} orders paid by credit, ${requested.size} gift requests, each once in the ledgers; ${dropped} calls sent again in all`,
  );
});

test('the bank’s callback racing the shopper’s return, each five times: one payment, one order state, one notification', async () => {
  test.setTimeout(60_000);
  const token = await customerToken(shop.bases[0] ?? '');
  const day = await pickupDay(token);
  const submit = await untilAnswered(0, `/api/v1/order/submit/?${day}`, {
    method: 'POST',
    headers: { ...bearer(token), 'Idempotency-Key': `race-${Date.now()}` },
    body: JSON.stringify({
      products: [{ product_id: products[0], count: 1 }],
      delivery_type: 'pickup',
      payment_type: 'card',
    }),
  });
  expect(submit.status).toBe(200);
  const order = (JSON.parse(submit.body) as Envelope<{ order_id: number }>).data.order_id;
  const payment = await untilAnswered(0, `/api/v1/order/${order}/payment/create`, {
    method: 'POST',
    headers: bearer(token),
    body: JSON.stringify({ success_url: '/paid-order', fail_url: '/failed-payment' }),
  });
  expect(payment.status).toBe(200);
  const url = (JSON.parse(payment.body) as Envelope<{ payment_url: string }>).data.payment_url;
  const authority = await payInSandbox(0, url);
  const before = await db.query('SELECT max(id) AS id FROM notifications');
  // The bank to one instance, the shopper's browser to the other, all at once.
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      timed('callback', (shop.bases[i % 2] ?? '') + callbackPath(authority), {
        redirect: 'manual',
      }),
    ),
  );
  expect(answers.map((a) => a.status)).toEqual(Array(10).fill(303));
  const paid = await db.query("SELECT id FROM payments WHERE order_id = $1 AND status = 'paid'", [
    order,
  ]);
  expect(paid.rows).toHaveLength(1);
  const moves = await db.query(
    'SELECT to_status, count(*)::int AS n FROM order_status_history WHERE order_id = $1 GROUP BY to_status',
    [order],
  );
  for (const move of moves.rows) expect(move.n, move.to_status).toBe(1);
  const notes = await db.query(
    'SELECT code, link, count(*)::int AS n FROM notifications WHERE id > $1 GROUP BY code, link',
    [before.rows[0]?.id ?? 0],
  );
  expect(notes.rows.length).toBeGreaterThan(0);
  for (const note of notes.rows) expect(note.n, `${note.code} ${note.link}`).toBe(1);
});
