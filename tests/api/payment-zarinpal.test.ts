import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentStart } from '@/lib/contract/payment';
import { GatewayRequestError } from '@/server/integrations/payment';
import { zarinpalGateway } from '@/server/integrations/payment/zarinpal';
import { FAKE_MERCHANT_ID, type FakeZarinpal, startFakeZarinpal } from '../helpers/fake-zarinpal';
import {
  creditOf,
  insertOrder,
  ledgerOf,
  locationOf,
  orderRow,
  paymentRow,
} from '../helpers/payment-fixture';
import {
  expectFailure,
  insertPeopleFixture,
  okData,
  PEOPLE_TOKENS,
  type PeopleFixture,
} from '../helpers/people-fixture';
import { createTestApp } from '../helpers/test-app';

let fake: FakeZarinpal;
beforeAll(async () => {
  fake = await startFakeZarinpal();
});
afterAll(async () => fake.close());

const CALLBACK = 'http://localhost:3000/api/v1/payment/callback/zarinpal';

describe('the Zarinpal adapter against a fake of its v4 API', () => {
  const gateway = () =>
    zarinpalGateway({
      merchantId: FAKE_MERCHANT_ID,
      apiUrl: fake.apiUrl,
      gatewayUrl: fake.gatewayUrl,
    });

  it('asks for a payment in Toman and sends the customer to StartPay/{authority}', async () => {
    const start = await gateway().request(125_000, CALLBACK, 'پرداخت سفارش DM1', '09121110001');
    expect(start.authority).toMatch(/^A\d{35}$/);
    expect(start.paymentUrl).toBe(`${fake.gatewayUrl}/${start.authority}`);
    expect(fake.calls.at(-1)).toEqual({
      endpoint: '/pg/v4/payment/request.json',
      body: {
        merchant_id: FAKE_MERCHANT_ID,
        amount: 125_000,
        currency: 'IRT',
        description: 'پرداخت سفارش DM1',
        callback_url: CALLBACK,
        metadata: { mobile: '09121110001' },
      },
    });
  });

  it('a refused request (error code) or a missing merchant id is a GatewayRequestError', async () => {
    await expect(gateway().request(10, CALLBACK, 'x')).rejects.toThrow(/code -9/);
    const wrongMerchant = zarinpalGateway({ merchantId: 'nope', apiUrl: fake.apiUrl });
    await expect(wrongMerchant.request(10_000, CALLBACK, 'x')).rejects.toBeInstanceOf(
      GatewayRequestError,
    );
    const calls = fake.calls.length;
    await expect(
      zarinpalGateway({ merchantId: undefined, apiUrl: fake.apiUrl }).request(
        10_000,
        CALLBACK,
        'x',
      ),
    ).rejects.toThrow(/ZARINPAL_MERCHANT_ID/);
    expect(fake.calls.length).toBe(calls);
  });

  it('verifies with code 100, and a repeat with 101 is still verified', async () => {
    const { authority } = await gateway().request(40_000, CALLBACK, 'x');
    expect(await gateway().verify(authority, 40_000)).toMatchObject({ ok: false });
    fake.pay(authority);
    const first = await gateway().verify(authority, 40_000);
    const refId = String(fake.transactions.get(authority)?.refId);
    expect(first).toEqual({ ok: true, refId });
    expect(fake.calls.at(-1)?.body).toEqual({
      merchant_id: FAKE_MERCHANT_ID,
      amount: 40_000,
      authority,
    });
    expect(await gateway().verify(authority, 40_000)).toEqual({ ok: true, refId });
  });

  it('is not verified when the bank reports another amount, an unpaid session or an unknown authority', async () => {
    const { authority } = await gateway().request(40_000, CALLBACK, 'x');
    const unpaid = await gateway().verify(authority, 40_000);
    expect(unpaid).toEqual({ ok: false, reason: expect.stringContaining('-51') });
    fake.pay(authority, 4_000);
    const otherAmount = await gateway().verify(authority, 40_000);
    expect(otherAmount).toEqual({ ok: false, reason: expect.stringContaining('-50') });
    const unknown = await gateway().verify('A000000000000000000000000000000000000', 40_000);
    expect(unknown).toEqual({ ok: false, reason: expect.stringContaining('-54') });
  });

  it('a bank that cannot be read is unreachable, never a refusal', async () => {
    const { authority } = await gateway().request(40_000, CALLBACK, 'x');
    fake.pay(authority);
    fake.down = true;
    try {
      expect(await gateway().verify(authority, 40_000)).toMatchObject({
        ok: false,
        unreachable: true,
      });
      await expect(gateway().request(40_000, CALLBACK, 'x')).rejects.toBeInstanceOf(
        GatewayRequestError,
      );
    } finally {
      fake.down = false;
    }
    const closed = zarinpalGateway({
      merchantId: FAKE_MERCHANT_ID,
      apiUrl: 'http://127.0.0.1:9/pg/v4/payment',
    });
    expect(await closed.verify(authority, 40_000)).toMatchObject({ ok: false, unreachable: true });
    const noMerchant = zarinpalGateway({ merchantId: '', apiUrl: fake.apiUrl });
    expect(await noMerchant.verify(authority, 40_000)).toMatchObject({
      ok: false,
      unreachable: true,
    });
  });
});

describe('the shop with PAYMENT_PROVIDER=zarinpal', () => {
  const saved = { ...process.env };
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let f: PeopleFixture;
  const A = PEOPLE_TOKENS.customerA;
  const URLS = { success_url: '/paid-order', fail_url: '/failed-payment' };

  beforeAll(async () => {
    process.env.PAYMENT_PROVIDER = 'zarinpal';
    process.env.ZARINPAL_MERCHANT_ID = FAKE_MERCHANT_ID;
    process.env.ZARINPAL_API_URL = fake.apiUrl;
    process.env.ZARINPAL_GATEWAY_URL = fake.gatewayUrl;
    t = await createTestApp();
    f = await insertPeopleFixture(t.db);
  });
  afterAll(async () => {
    process.env = saved;
    await t.close();
  });

  let orderId: number;
  beforeEach(async () => {
    orderId = await insertOrder(t.db, { customerId: f.customer.a, price: 320_000 });
  });

  async function startPayment() {
    const data = okData(
      await t.call('POST', `/api/v1/order/${orderId}/payment/create`, { token: A, body: URLS }),
      paymentStart,
    );
    const authority = data.payment_url.split('/').pop() ?? '';
    return { ...data, authority };
  }
  const callback = (authority: string, status = 'OK') =>
    t.call('GET', `/api/v1/payment/callback/zarinpal?Authority=${authority}&Status=${status}`, {
      headers: { accept: 'text/html' },
    });

  it('has no sandbox bank', async () => {
    expectFailure(await t.call('POST', '/api/v1/payment/sandbox/SB00/pay'), 404);
    expectFailure(await t.call('GET', '/api/v1/payment/sandbox/SB00'), 404);
  });

  it('request → StartPay → callback → verify: the order is paid once', async () => {
    const payment = await startPayment();
    expect(payment.payment_url).toBe(`${fake.gatewayUrl}/${payment.authority}`);
    expect(fake.transactions.get(payment.authority)).toMatchObject({
      amount: 320_000,
      callbackUrl: CALLBACK,
    });
    fake.pay(payment.authority);
    const back = `http://localhost:3000/paid-order?fromOrder=${orderId}`;
    expect(locationOf(await callback(payment.authority))).toBe(back);
    expect(await orderRow(t.db, orderId)).toMatchObject({ isPaid: true, paymentType: 'card' });
    const row = await paymentRow(t.db, payment.payment_id);
    expect(row).toMatchObject({ gateway: 'zarinpal', status: 'paid' });
    expect(row.refId).toBe(String(fake.transactions.get(payment.authority)?.refId));
    const verifies = fake.calls.filter((call) => call.endpoint.endsWith('verify.json')).length;
    expect(locationOf(await callback(payment.authority))).toBe(back);
    expect(fake.calls.filter((call) => call.endpoint.endsWith('verify.json')).length).toBe(
      verifies,
    );
  });

  it('NOK fails the payment without asking the bank', async () => {
    const payment = await startPayment();
    const calls = fake.calls.length;
    expect(locationOf(await callback(payment.authority, 'NOK'))).toBe(
      `http://localhost:3000/failed-payment?fromOrder=${orderId}`,
    );
    expect(fake.calls.length).toBe(calls);
    expect((await paymentRow(t.db, payment.payment_id)).status).toBe('failed');
  });

  it('a payment the bank reports with another amount (-50) fails and pays nothing', async () => {
    const payment = await startPayment();
    fake.pay(payment.authority, 1_000);
    expect(locationOf(await callback(payment.authority))).toContain('/failed-payment?');
    expect((await paymentRow(t.db, payment.payment_id)).status).toBe('failed');
    expect((await orderRow(t.db, orderId)).isPaid).toBe(false);
  });

  it('an OK for an unpaid session (-51) fails and pays nothing', async () => {
    const payment = await startPayment();
    expect(locationOf(await callback(payment.authority))).toContain('/failed-payment?');
    expect((await orderRow(t.db, orderId)).isPaid).toBe(false);
  });

  it('a bank that is down leaves the payment open; the retry settles it', async () => {
    const payment = await startPayment();
    fake.pay(payment.authority);
    fake.down = true;
    const down = await callback(payment.authority);
    fake.down = false;
    expect(down.status).toBe(503);
    expect(String(down.body)).toContain('تلاش دوباره');
    expect(String(down.body)).toContain(
      `href="http://localhost:3000/api/v1/payment/callback/zarinpal?Authority=${payment.authority}&amp;Status=OK"`,
    );
    expect((await paymentRow(t.db, payment.payment_id)).status).toBe('pending');
    expect(locationOf(await callback(payment.authority))).toContain('/paid-order?');
    expect((await orderRow(t.db, orderId)).isPaid).toBe(true);
  });

  it('a bank that refuses the request is a Persian 503 and writes nothing', async () => {
    process.env.ZARINPAL_MERCHANT_ID = 'not-the-merchant';
    try {
      const res = await t.call('POST', `/api/v1/order/${orderId}/payment/create`, {
        token: A,
        body: URLS,
      });
      expectFailure(res, 503);
    } finally {
      process.env.ZARINPAL_MERCHANT_ID = FAKE_MERCHANT_ID;
    }
  });

  it('a top-up is credited once, verified with a 101 on a replay after a lost answer', async () => {
    const before = await creditOf(t.db, f.customer.a);
    const data = okData(
      await t.call('POST', '/api/v1/payment/create', {
        token: A,
        body: {
          price: 75_000,
          customer: f.customer.a,
          payment_for: 'buy_customer_credit',
          success_url: '/paid-order',
          fail_url: '/failed-payment',
        },
      }),
      paymentStart,
    );
    const authority = data.payment_url.split('/').pop() ?? '';
    fake.pay(authority);
    // The bank verified once already (our answer was lost): it now says 101.
    const transaction = fake.transactions.get(authority);
    if (transaction) transaction.verified = true;
    const location = locationOf(await callback(authority));
    expect(location).toBe('http://localhost:3000/paid-order?isCharging=true');
    expect(locationOf(await callback(authority))).toBe(location);
    expect(await creditOf(t.db, f.customer.a)).toBe(before + 75_000);
    expect(
      (await ledgerOf(t.db, f.customer.a)).filter((row) => row.paymentId === data.payment_id),
    ).toHaveLength(1);
  });
});
