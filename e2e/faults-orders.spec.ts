import { expect, test } from '@playwright/test';
import pg from 'pg';
import { customerToken, type FaultShop, startFaultShop, timed } from './support/fault-shop';
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
