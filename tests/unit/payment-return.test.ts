import { describe, expect, it } from 'vitest';
import { paymentCreateBody, type Transaction } from '@/lib/contract/payment';
import { ordersPagePath, readPage } from '@/lib/orders/paths';
import { recentTopUp } from '@/lib/payment/recent-top-up';
import { orderPaymentRequest, readPaymentReturn, topUpReturnUrls } from '@/lib/payment/return-urls';
import { signedToman } from '@/lib/payment/signed-amount';
import { parseTopUpAmount, TOP_UP_MAX, TOP_UP_MIN } from '@/lib/payment/top-up-amount';

describe('order payment request', () => {
  it("returns a customer's own order to the paid and failed screens", () => {
    expect(
      orderPaymentRequest({
        order_id: 41,
        submit_by: 'site',
        created_by: null,
        customer: { id: 5 },
      }),
    ).toEqual({
      success_url: '/paid-order?fromOrder=41',
      fail_url: '/failed-payment?fromOrder=41',
    });
  });

  it('returns a staff-created order to its own page with the staff member and the customer (spec 6)', () => {
    expect(
      orderPaymentRequest({
        order_id: 41,
        submit_by: 'panel',
        created_by: { id: 3, name: 'کارمند' },
        customer: { id: 5 },
      }),
    ).toEqual({
      success_url: '/order/41?payment=paid',
      fail_url: '/order/41?payment=failed',
      user: 3,
      customer: 5,
    });
  });

  it('sends a top-up back with isCharging, and the amount to the failed screen for its retry', () => {
    expect(topUpReturnUrls(25000)).toEqual({
      success_url: '/paid-order?isCharging=true',
      fail_url: '/failed-payment?isCharging=true&amount=25000',
    });
  });
});

describe('reading a payment return', () => {
  it('tells an order from a top-up', () => {
    expect(readPaymentReturn({ fromOrder: '41' })).toEqual({
      kind: 'order',
      orderId: 41,
      credited: false,
    });
    expect(readPaymentReturn({ fromOrder: '41', credited: 'true' })).toEqual({
      kind: 'order',
      orderId: 41,
      credited: true,
    });
    expect(readPaymentReturn({ isCharging: 'true', amount: '25000' })).toEqual({
      kind: 'charging',
      amount: 25000,
    });
    expect(readPaymentReturn({ isCharging: 'true' })).toEqual({ kind: 'charging', amount: null });
  });

  it('ignores what is not a positive whole number', () => {
    expect(readPaymentReturn({ fromOrder: '0' })).toEqual({ kind: 'unknown' });
    expect(readPaymentReturn({ fromOrder: '1; drop' })).toEqual({ kind: 'unknown' });
    expect(readPaymentReturn({ isCharging: 'yes' })).toEqual({ kind: 'unknown' });
    expect(readPaymentReturn({ isCharging: 'true', amount: '-5' })).toEqual({
      kind: 'charging',
      amount: null,
    });
  });
});

describe('top-up amount', () => {
  it('reads Persian, Arabic and Latin digits with separators', () => {
    expect(parseTopUpAmount('۱۰۰۰۰')).toEqual({ ok: true, amount: 10000 });
    expect(parseTopUpAmount('۲۵٬۰۰۰')).toEqual({ ok: true, amount: 25000 });
    expect(parseTopUpAmount('٣٠٠٠')).toEqual({ ok: true, amount: 3000 });
    expect(parseTopUpAmount(' 50,000 ')).toEqual({ ok: true, amount: 50000 });
  });

  it('refuses empty, non-numeric and out-of-range amounts', () => {
    expect(parseTopUpAmount('')).toEqual({ ok: false, reason: 'empty' });
    expect(parseTopUpAmount('ده هزار')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseTopUpAmount('12.5')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseTopUpAmount('999')).toEqual({ ok: false, reason: 'tooSmall' });
    expect(parseTopUpAmount('500000001')).toEqual({ ok: false, reason: 'tooLarge' });
  });

  it('agrees with the contract on its bounds', () => {
    const body = (price: number) => ({
      price,
      customer: 1,
      success_url: '/a',
      fail_url: '/b',
      payment_for: 'buy_customer_credit',
    });
    expect(paymentCreateBody.safeParse(body(TOP_UP_MIN)).success).toBe(true);
    expect(paymentCreateBody.safeParse(body(TOP_UP_MIN - 1)).success).toBe(false);
    expect(paymentCreateBody.safeParse(body(TOP_UP_MAX)).success).toBe(true);
    expect(paymentCreateBody.safeParse(body(TOP_UP_MAX + 1)).success).toBe(false);
  });
});

describe('signed amounts and order pages', () => {
  it('signs credit movements so they read amount first, then the unit, in right-to-left text', () => {
    // The left-to-right mark keeps the sign on the digits' side (as fa-IR
    // writes negatives), so «+۱۰٬۰۰۰» is read before «تومان», never after it.
    expect(signedToman(10000, 'تومان')).toBe('\u200e+۱۰٬۰۰۰ تومان');
    expect(signedToman(-2500, 'تومان')).toBe('\u200e−۲٬۵۰۰ تومان');
    expect(signedToman(0, 'تومان')).toBe('۰ تومان');
  });

  it('keeps page 1 at the bare address and reads only positive pages', () => {
    expect(ordersPagePath(1)).toBe('/profile/orders');
    expect(ordersPagePath(3)).toBe('/profile/orders?page=3');
    expect(readPage('3')).toBe(3);
    expect(readPage(['2', '5'])).toBe(2);
    expect(readPage('0')).toBe(1);
    expect(readPage('-2')).toBe(1);
    expect(readPage('x')).toBe(1);
    expect(readPage(undefined)).toBe(1);
  });
});

describe('the top-up a paid screen speaks of', () => {
  const row = (id: number, kind: Transaction['kind'], amount: number, created_at: string) => ({
    id,
    amount,
    balance_after: 0,
    kind,
    description: '',
    order_id: null,
    created_at,
  });
  const now = new Date('2026-11-21T10:00:00.000Z');

  it('is the newest top-up when it is recent', () => {
    const items = [
      row(1, 'top_up', 5000, '2026-11-21T09:00:30.000Z'),
      row(3, 'order_payment', -2000, '2026-11-21T09:59:00.000Z'),
      row(2, 'top_up', 25000, '2026-11-21T09:58:00.000Z'),
    ];
    expect(recentTopUp(items, now)?.id).toBe(2);
  });

  it('is none when the newest top-up is old or there is none', () => {
    expect(recentTopUp([row(1, 'top_up', 5000, '2026-11-21T08:00:00.000Z')], now)).toBeNull();
    expect(recentTopUp([row(1, 'refund', 5000, '2026-11-21T09:59:00.000Z')], now)).toBeNull();
    expect(recentTopUp([], now)).toBeNull();
  });
});
