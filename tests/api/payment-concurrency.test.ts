import { and, eq, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentStart } from '@/lib/contract/payment';
import { creditTransactions, orders } from '@/server/db/schema';
import {
  authorityOf,
  creditOf,
  insertOrder,
  ledgerOf,
  locationOf,
  orderRow,
  pathOf,
  paymentRow,
  setCredit,
} from '../helpers/payment-fixture';
import {
  insertCustomerWithToken,
  insertPeopleFixture,
  okData,
  type PeopleFixture,
} from '../helpers/people-fixture';
import { createTestApp } from '../helpers/test-app';

/** Races only mean something with many connections: PostgreSQL named by DATABASE_URL. */
describe.skipIf(!process.env.DATABASE_URL)('payments under concurrency (PostgreSQL)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let f: PeopleFixture;
  let tokenSeq = 0;

  beforeAll(async () => {
    t = await createTestApp();
    expect(t.driver).toBe('pg');
    f = await insertPeopleFixture(t.db);
  });
  afterAll(async () => t.close());

  /** A customer of their own per test, so every balance checked is this test's alone. */
  async function freshCustomer(credit = 0) {
    tokenSeq += 1;
    const token = `payment-race-token-${String(tokenSeq).padStart(18, '0')}`;
    const id = await insertCustomerWithToken(
      t.db,
      `0935000${String(tokenSeq).padStart(4, '0')}`,
      token,
    );
    if (credit > 0) await setCredit(t.db, id, credit);
    return { id, token };
  }

  const URLS = { success_url: '/paid-order', fail_url: '/failed-payment' };

  async function startOrderPayment(token: string, orderId: number) {
    return okData(
      await t.call('POST', `/api/v1/order/${orderId}/payment/create`, { token, body: URLS }),
      paymentStart,
    );
  }

  /** The customer pays at the sandbox bank; answers the callback address the bank sends them to. */
  async function payAtBank(paymentUrl: string): Promise<string> {
    const res = await t.call('POST', `/api/v1/payment/sandbox/${authorityOf(paymentUrl)}/pay`);
    return pathOf(locationOf(res));
  }

  it('50 replayed callbacks at once for one top-up credit it exactly once', async () => {
    const { id, token } = await freshCustomer(5_000);
    const start = okData(
      await t.call('POST', '/api/v1/payment/create', {
        token,
        body: { price: 120_000, customer: id, payment_for: 'buy_customer_credit', ...URLS },
      }),
      paymentStart,
    );
    const callback = await payAtBank(start.payment_url);
    const answers = await Promise.all(Array.from({ length: 50 }, () => t.call('GET', callback)));
    for (const answer of answers) {
      expect(locationOf(answer)).toBe('http://localhost:3000/paid-order?isCharging=true');
    }
    expect(await creditOf(t.db, id)).toBe(125_000);
    const ledger = await ledgerOf(t.db, id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      kind: 'top_up',
      amount: 120_000,
      paymentId: start.payment_id,
    });
    expect((await paymentRow(t.db, start.payment_id)).status).toBe('paid');
  });

  it('50 forged callbacks at once for an unpaid top-up credit nothing', async () => {
    const { id, token } = await freshCustomer();
    const start = okData(
      await t.call('POST', '/api/v1/payment/create', {
        token,
        body: { price: 120_000, customer: id, payment_for: 'buy_customer_credit', ...URLS },
      }),
      paymentStart,
    );
    const forged = `/api/v1/payment/callback/sandbox?Authority=${authorityOf(start.payment_url)}&Status=OK`;
    const answers = await Promise.all(Array.from({ length: 50 }, () => t.call('GET', forged)));
    for (const answer of answers) expect(locationOf(answer)).toContain('/failed-payment?');
    expect(await creditOf(t.db, id)).toBe(0);
    expect(await ledgerOf(t.db, id)).toHaveLength(0);
  });

  it('20 orders each worth 60% of the credit, paid by credit at once: exactly one is paid', async () => {
    const { id, token } = await freshCustomer(100_000);
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) {
      ids.push(await insertOrder(t.db, { customerId: id, price: 60_000, paymentType: 'credit' }));
    }
    const answers = await Promise.all(
      ids.map((orderId) => t.call('POST', `/api/v1/order/${orderId}/payment/credit`, { token })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(19);
    expect(await creditOf(t.db, id)).toBe(40_000);
    const paid = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.customerId, id), eq(orders.isPaid, true)));
    expect(paid).toHaveLength(1);
    const ledger = await ledgerOf(t.db, id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      kind: 'order_payment',
      amount: -60_000,
      balanceAfter: 40_000,
    });
    const negative = await t.db
      .select({ id: creditTransactions.id })
      .from(creditTransactions)
      .where(lt(creditTransactions.balanceAfter, 0));
    expect(negative).toEqual([]);
  });

  it('one order paid by credit 20 times at once is paid once', async () => {
    const { id, token } = await freshCustomer(1_000_000);
    const orderId = await insertOrder(t.db, {
      customerId: id,
      price: 30_000,
      paymentType: 'credit',
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.call('POST', `/api/v1/order/${orderId}/payment/credit`, { token }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(await creditOf(t.db, id)).toBe(970_000);
    expect(await ledgerOf(t.db, id)).toHaveLength(1);
  });

  it('30 concurrent callbacks for one order payment pay the order once', async () => {
    const { id, token } = await freshCustomer();
    const orderId = await insertOrder(t.db, { customerId: id, price: 210_000 });
    const start = await startOrderPayment(token, orderId);
    const callback = await payAtBank(start.payment_url);
    const answers = await Promise.all(Array.from({ length: 30 }, () => t.call('GET', callback)));
    for (const answer of answers) {
      expect(locationOf(answer)).toBe(`http://localhost:3000/paid-order?fromOrder=${orderId}`);
    }
    expect(await orderRow(t.db, orderId)).toMatchObject({ isPaid: true, paymentType: 'card' });
    expect((await paymentRow(t.db, start.payment_id)).status).toBe('paid');
    expect(await ledgerOf(t.db, id)).toHaveLength(0);
  });

  it('two payments of one order settled at once: one pays it, the other becomes credit', async () => {
    const { id, token } = await freshCustomer();
    const orderId = await insertOrder(t.db, { customerId: id, price: 80_000 });
    const first = await startOrderPayment(token, orderId);
    const second = await startOrderPayment(token, orderId);
    const callbacks = [await payAtBank(first.payment_url), await payAtBank(second.payment_url)];
    await Promise.all(Array.from({ length: 20 }, (_, i) => t.call('GET', callbacks[i % 2] ?? '')));
    const statuses = [
      (await paymentRow(t.db, first.payment_id)).status,
      (await paymentRow(t.db, second.payment_id)).status,
    ].sort();
    expect(statuses).toEqual(['paid', 'refunded']);
    expect((await orderRow(t.db, orderId)).isPaid).toBe(true);
    expect(await creditOf(t.db, id)).toBe(80_000);
    expect(await ledgerOf(t.db, id)).toHaveLength(1);
  });

  it('a credit payment racing a card callback for one order: paid once, no money lost', async () => {
    for (let round = 0; round < 5; round++) {
      const { id, token } = await freshCustomer(50_000);
      const orderId = await insertOrder(t.db, { customerId: id, price: 50_000 });
      const start = await startOrderPayment(token, orderId);
      const callback = await payAtBank(start.payment_url);
      await Promise.all([
        t.call('POST', `/api/v1/order/${orderId}/payment/credit`, { token }),
        t.call('GET', callback),
      ]);
      expect((await orderRow(t.db, orderId)).isPaid).toBe(true);
      // The customer gave 50 000 by card and had 50 000 of credit: the order
      // took 50 000 once, so 50 000 of credit is left whichever way it went.
      expect(await creditOf(t.db, id)).toBe(50_000);
    }
  });

  it('the fixture customers were never touched', async () => {
    expect(await creditOf(t.db, f.customer.a)).toBe(50_000);
    expect(await creditOf(t.db, f.customer.b)).toBe(70_000);
  });
});
