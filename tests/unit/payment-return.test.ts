import { describe, expect, it } from 'vitest';
import { paymentCreateBody } from '@/lib/contract/payment';
import { ordersPagePath, readPage } from '@/lib/orders/paths';
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
  it('signs credit movements', () => {
    expect(signedToman(10000)).toBe('+۱۰٬۰۰۰ تومان');
    expect(signedToman(-2500)).toBe('−۲٬۵۰۰ تومان');
    expect(signedToman(0)).toBe('۰ تومان');
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
