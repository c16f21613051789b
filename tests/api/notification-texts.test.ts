import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNumber } from '@/lib/format/digits';
import { formatJalaliDate, formatWeekday } from '@/lib/format/jalali';
import { notifications, orders } from '@/server/db/schema';
import { insertOrder, setCredit } from '../helpers/payment-fixture';
import { okData } from '../helpers/people-fixture';
import {
  insertReservationFixture,
  RESERVE_PATH,
  type ReservationFixture,
  reservationAnswer,
  reserveBody,
  workingDay,
} from '../helpers/reservation-fixture';
import { A, STAFF } from '../helpers/shop-fixture';
import { createTestApp } from '../helpers/test-app';

/**
 * Every notification names an order as the customer's lists do («سفارش شمارهٔ ۳۷»,
 * by its id), never by its long tracking code; a reservation's notices say
 * «رزرو» and which product, day and window it was for.
 */
describe('notification texts', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let f: ReservationFixture;
  beforeAll(async () => {
    t = await createTestApp();
    f = await insertReservationFixture(t.db);
  });
  afterAll(async () => t.close());

  const newest = async () => {
    const [row] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.customerId, f.customer.a))
      .orderBy(desc(notifications.id))
      .limit(1);
    if (!row) throw new Error('no notification');
    return row;
  };
  const trackingOf = async (orderId: number) => {
    const [row] = await t.db
      .select({ code: orders.trackingCode })
      .from(orders)
      .where(eq(orders.id, orderId));
    return row?.code ?? '';
  };
  const persian = (code: string) => code.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d);

  it('a status move names the order by its id, as the orders list does', async () => {
    const orderId = await insertOrder(t.db, {
      customerId: f.customer.a,
      price: 50_000,
      paymentType: 'cash',
      trackingCode: '140598131351',
    });
    const moved = await t.call('POST', `/api/v1/staff/orders/${orderId}/status`, {
      token: STAFF,
      body: { status: 'in_progress' },
    });
    expect(moved.status).toBe(200);
    const told = await newest();
    expect(told.title).toBe(`سفارش شمارهٔ ${formatNumber(orderId)}: در حال آماده‌سازی`);
    expect(told.message).toBe(`سفارش شمارهٔ ${formatNumber(orderId)} در حال آماده‌سازی است.`);
    expect(`${told.title} ${told.message}`).not.toContain('۱۴۰۵۹۸۱۳۱۳۵۱');
  });

  it('a payment from account credit names the order by its id', async () => {
    await setCredit(t.db, f.customer.a, 100_000);
    const orderId = await insertOrder(t.db, { customerId: f.customer.a, price: 60_000 });
    const paid = await t.call('POST', `/api/v1/order/${orderId}/payment/credit`, { token: A });
    expect(paid.status).toBe(200);
    const told = await newest();
    expect(told.title).toBe(`پرداخت سفارش شمارهٔ ${formatNumber(orderId)} انجام شد`);
    expect(told.message).toContain(`برای سفارش شمارهٔ ${formatNumber(orderId)} پرداخت شد`);
    expect(told.message).not.toContain(persian(await trackingOf(orderId)));
  });

  it('a reservation booked and then cancelled is told as a reservation, with its product, day and window', async () => {
    const day = workingDay(4);
    const when = `${formatWeekday(day)} ${formatJalaliDate(day)}`;
    const booked = okData(
      await t.call('POST', RESERVE_PATH, {
        token: A,
        body: reserveBody(f.reservable.table, day, 2, ['10:00', '12:00']),
      }),
      reservationAnswer,
    );
    const number = formatNumber(booked.order_id);
    const made = await newest();
    expect(made.code).toBe('reservation_reminder');
    expect(made.title).toBe(`رزرو شمارهٔ ${number} ثبت شد`);
    expect(made.message).toBe(`رزرو «رزرو میز کافه» برای ${when} از ساعت ۱۰ تا ۱۲ ثبت شد.`);
    expect(made.link).toBe(`/reservation/${booked.order_id}`);

    const cancelled = await t.call('POST', `/api/v1/app/order/${booked.order_id}/status/`, {
      token: A,
      body: { status: 'canceled' },
    });
    expect(cancelled.status).toBe(200);
    const told = await newest();
    expect(told.code).toBe('order_status');
    expect(told.title).toBe(`رزرو شمارهٔ ${number}: لغو شده`);
    expect(told.message).toBe(`رزرو «رزرو میز کافه» برای ${when} از ساعت ۱۰ تا ۱۲ لغو شد.`);
    expect(`${told.title} ${told.message}`).not.toContain('سفارش');
    expect(told.link).toBe(`/reservation/${booked.order_id}`);
  });
});
