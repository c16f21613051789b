// The sale day's books, read from the database once the instances have
// stopped: what the shoppers were told must match what was written, and no
// ledger may have gone wrong under the load. Every "must be 0" row is a rule
// the shop promises; the other rows say how much there was to check.
import pg from 'pg';

/** Order statuses that gave their stock and seats back (lib/contract/order-status.ts). */
const RELEASED = ['cancel', 'canceled'];

/**
 * @typedef {{ maxOrder: number; maxPayment: number; stock: Map<number, number> }} Baseline
 * @typedef {{ check: string; value: number; 'must be 0': boolean }} LedgerRow
 */

/**
 * Where the books stood before the first shopper: the newest order and payment
 * ids, and every tracked product's stock.
 * @param {string} databaseUrl @returns {Promise<Baseline>}
 */
export async function baseline(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const ids = await client.query(
      'SELECT (SELECT coalesce(max(id), 0) FROM orders) AS orders, (SELECT coalesce(max(id), 0) FROM payments) AS payments',
    );
    const stock = await client.query('SELECT id, stock FROM products WHERE stock IS NOT NULL');
    return {
      maxOrder: Number(ids.rows[0].orders),
      maxPayment: Number(ids.rows[0].payments),
      stock: new Map(stock.rows.map((row) => [Number(row.id), Number(row.stock)])),
    };
  } finally {
    await client.end();
  }
}

/**
 * The checks, as rows; `told` is what the shoppers were answered (orders
 * placed, payments returned paid, seats booked), to hold the rows against.
 * @param {string} databaseUrl @param {Baseline} before
 * @param {{ orders: number; paid: number; seats: number }} told
 * @returns {Promise<LedgerRow[]>}
 */
export async function ledgers(databaseUrl, before, told) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const one = async (sql, params = []) =>
    Number(Object.values((await client.query(sql, params)).rows[0])[0]);
  try {
    /** @type {LedgerRow[]} */
    const rows = [];
    const row = (check, value, mustBeZero = true) =>
      rows.push({ check, value, 'must be 0': mustBeZero });

    // Stock: the units in the day's live orders are exactly what left each
    // product's stock, never more than it held, and no stock is below zero.
    const sold = await client.query(
      `SELECT oi.product_id, sum(oi.count)::int AS units FROM order_items oi
       JOIN orders o ON o.id = oi.order_id
       WHERE o.id > $1 AND o.status <> ALL($2) GROUP BY oi.product_id`,
      [before.maxOrder, RELEASED],
    );
    const now = await client.query('SELECT id, stock FROM products WHERE stock IS NOT NULL');
    const stockNow = new Map(now.rows.map((r) => [Number(r.id), Number(r.stock)]));
    let units = 0;
    let oversold = 0;
    let drift = 0;
    let tracked = 0;
    for (const { product_id, units: count } of sold.rows) {
      units += count;
      const held = before.stock.get(Number(product_id));
      if (held === undefined) continue;
      tracked++;
      if (count > held) oversold += count - held;
      if (stockNow.get(Number(product_id)) !== held - count) drift++;
    }
    row('units sold (live orders of the day)', units, false);
    row('products sold with tracked stock', tracked, false);
    const soldOut = [...stockNow].filter(
      ([id, stock]) => stock === 0 && before.stock.get(id) !== 0,
    );
    row('products sold out in the day', soldOut.length, false);
    row('oversold units (sold past the stock held)', oversold);
    row('products whose stock moved ≠ units sold', drift);
    row('products with stock below 0', [...stockNow.values()].filter((s) => s < 0).length);

    // Seats: live reservations per window never above its capacity; a booking
    // outside every window would be a hole in the same rule.
    const seats = await one(
      `SELECT coalesce(sum(r.count), 0) FROM reservations r JOIN orders o ON o.id = r.order_id
       WHERE o.id > $1 AND o.status <> ALL($2)`,
      [before.maxOrder, RELEASED],
    );
    row('seats booked in the day', seats, false);
    row('seats answered booked ≠ seats written', Math.abs(seats - told.seats));
    const windows = await client.query(
      `SELECT r.product_id, r.reserve_date, r.start_time, sum(r.count)::int AS seats,
         max(w.capacity) AS capacity, bool_or(o.id > $2) AS booked_today
       FROM reservations r JOIN orders o ON o.id = r.order_id
       LEFT JOIN reservation_windows w ON w.product_id = r.product_id
         AND w.start_time = r.start_time AND w.end_time = r.end_time
         AND w.weekday = (extract(dow FROM r.reserve_date)::int + 1) % 7
       WHERE o.status <> ALL($1)
       GROUP BY r.product_id, r.reserve_date, r.start_time`,
      [RELEASED, before.maxOrder],
    );
    const full = windows.rows.filter(
      (w) => w.booked_today && w.capacity !== null && w.seats >= w.capacity,
    ).length;
    row('windows the day booked up to capacity', full, false);
    row(
      'double-booked seats (above a window’s capacity)',
      windows.rows.reduce(
        (sum, w) => sum + (w.capacity === null ? 0 : Math.max(0, w.seats - w.capacity)),
        0,
      ),
    );
    row(
      'booked seats outside every window',
      windows.rows.filter((w) => w.capacity === null).reduce((sum, w) => sum + w.seats, 0),
    );

    // Credit and points: never below zero, and each balance is its ledger's last line.
    row(
      'customers with negative credit',
      await one('SELECT count(*) FROM customers WHERE credit < 0'),
    );
    row(
      'customers with negative points',
      await one('SELECT count(*) FROM customers WHERE points < 0'),
    );
    row(
      'credit ≠ its ledger’s last balance',
      await one(`SELECT count(*) FROM customers c WHERE c.credit <> coalesce(
        (SELECT balance_after FROM credit_transactions t WHERE t.customer_id = c.id ORDER BY t.id DESC LIMIT 1), c.credit)`),
    );
    row(
      'points ≠ their ledger’s last balance',
      await one(`SELECT count(*) FROM customers c WHERE c.points <> coalesce(
        (SELECT balance_after FROM point_histories t WHERE t.customer_id = c.id ORDER BY t.id DESC LIMIT 1), c.points)`),
    );

    // Payments: settled once — one paid payment per order at most, a card
    // order paid exactly when it has one, every paid payment backed by the
    // bank's own record of the same amount, and no settlement credited twice.
    const paid = await one("SELECT count(*) FROM payments WHERE id > $1 AND status = 'paid'", [
      before.maxPayment,
    ]);
    row('card payments settled paid', paid, false);
    row(
      'payments left pending',
      await one("SELECT count(*) FROM payments WHERE id > $1 AND status = 'pending'", [
        before.maxPayment,
      ]),
      false,
    );
    row(
      'orders with more than one paid payment',
      await one(`SELECT count(*) FROM (SELECT order_id FROM payments
        WHERE status = 'paid' AND order_id IS NOT NULL GROUP BY order_id HAVING count(*) > 1) twice`),
    );
    row(
      'card orders whose is_paid ≠ a paid payment',
      await one(
        `SELECT count(*) FROM orders o WHERE o.id > $1 AND o.payment_type = 'card'
         AND o.is_paid <> EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.status = 'paid')`,
        [before.maxOrder],
      ),
    );
    row(
      'paid payments the bank has not paid (or for another amount)',
      await one(
        `SELECT count(*) FROM payments p LEFT JOIN sandbox_bank_transactions b ON b.authority = p.authority
         WHERE p.id > $1 AND p.status IN ('paid', 'refunded')
         AND (b.id IS NULL OR b.status <> 'paid' OR b.amount <> p.amount)`,
        [before.maxPayment],
      ),
    );
    row(
      'credit lines per payment above one',
      await one(`SELECT count(*) FROM (SELECT payment_id FROM credit_transactions
        WHERE payment_id IS NOT NULL GROUP BY payment_id HAVING count(*) > 1) twice`),
    );

    // What the shoppers were told, against what was written.
    const orders = await one('SELECT count(*) FROM orders WHERE id > $1', [before.maxOrder]);
    row('orders written', orders, false);
    row('orders answered placed ≠ orders written', Math.abs(orders - told.orders));
    row('payments returned paid ≠ settled paid', Math.abs(paid - told.paid));
    return rows;
  } finally {
    await client.end();
  }
}
