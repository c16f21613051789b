import { eq } from 'drizzle-orm';
import type { Executor } from '../database';
import {
  creditTransactions,
  customers,
  payments,
  pointHistories,
  referralPlans,
  referrals,
} from '../schema';
import { DAY_MS } from './dates';
import type { PointEntry } from './loyalty-activity';
import type { SeededOrder } from './orders';
import type { SeededPerson } from './people';

const SIGNUP_POINTS = 200;
const WELCOME_CREDIT = 100_000;
const DEMO_TOP_UP = 1_000_000;
/** One loyalty point per this many Toman of a completed order. */
const TOMAN_PER_POINT = 1_000;

type CreditEntry = Omit<typeof creditTransactions.$inferInsert, 'customerId' | 'balanceAfter'>;

/**
 * Card payments for paid orders, and the credit and points ledgers; each
 * customer's credit and points are set to their ledger's last balance.
 */
export async function seedLedgers(
  db: Executor,
  people: SeededPerson[],
  demoCustomerId: number,
  seededOrders: SeededOrder[],
  now: Date,
  /** The demo customer's gift requests and wheel spin (server/db/seed/loyalty-activity.ts). */
  demoActivity: PointEntry[] = [],
): Promise<void> {
  for (const order of seededOrders) {
    if (!order.paid || order.payment !== 'card') continue;
    await db.insert(payments).values({
      customerId: demoCustomerId,
      orderId: order.id,
      paymentFor: 'order',
      amount: order.price,
      gateway: 'sandbox',
      authority: `DEMO-ORDER-${order.id}`,
      refId: String(700_000 + order.id),
      status: 'paid',
      successUrl: `/paid-order?fromOrder=${order.id}`,
      failUrl: `/failed-payment?fromOrder=${order.id}`,
      createdAt: order.createdAt,
      verifiedAt: order.createdAt,
    });
  }

  const topUpAt = new Date(now.getTime() - 25 * DAY_MS);
  const [topUp] = await db
    .insert(payments)
    .values({
      customerId: demoCustomerId,
      paymentFor: 'buy_customer_credit',
      amount: DEMO_TOP_UP,
      gateway: 'sandbox',
      authority: 'DEMO-CREDIT-1',
      refId: '700001',
      status: 'paid',
      successUrl: '/paid-order?isCharging=true',
      failUrl: '/failed-payment?isCharging=true',
      createdAt: topUpAt,
      verifiedAt: topUpAt,
    })
    .returning({ id: payments.id });

  const credit: CreditEntry[] = [
    {
      amount: WELCOME_CREDIT,
      kind: 'gift',
      description: 'اعتبار هدیه‌ی خوش‌آمدگویی',
      createdAt: new Date(now.getTime() - 30 * DAY_MS),
    },
    {
      amount: DEMO_TOP_UP,
      kind: 'top_up',
      paymentId: topUp?.id ?? null,
      description: 'افزایش اعتبار از درگاه',
      createdAt: topUpAt,
    },
  ];
  for (const order of seededOrders) {
    if (order.paid && order.payment === 'credit') {
      credit.push({
        amount: -order.price,
        kind: 'order_payment',
        orderId: order.id,
        description: 'پرداخت سفارش از اعتبار',
        createdAt: order.createdAt,
      });
    }
  }
  await writeCredit(db, demoCustomerId, credit);

  const points = new Map<number, PointEntry[]>();
  const add = (customerId: number, entry: PointEntry) => {
    points.set(customerId, [...(points.get(customerId) ?? []), entry]);
  };
  for (const person of people) {
    add(person.id, {
      points: SIGNUP_POINTS,
      reason: 'signup',
      createdAt: new Date(now.getTime() - 40 * DAY_MS),
    });
  }
  const referralRows = await db
    .select({
      id: referrals.id,
      referrerId: referrals.referrerId,
      referredId: referrals.referredId,
      referrerPoints: referralPlans.referrerPoints,
      referredPoints: referralPlans.referredPoints,
    })
    .from(referrals)
    .innerJoin(referralPlans, eq(referralPlans.id, referrals.planId))
    .orderBy(referrals.id);
  for (const row of referralRows) {
    if (row.referredId === null) continue;
    const at = new Date(now.getTime() - 35 * DAY_MS);
    add(row.referrerId, {
      points: row.referrerPoints,
      reason: 'referral',
      referralId: row.id,
      createdAt: at,
    });
    add(row.referredId, {
      points: row.referredPoints,
      reason: 'referred',
      referralId: row.id,
      createdAt: at,
    });
  }
  for (const order of seededOrders) {
    if (order.status !== 'completed') continue;
    add(demoCustomerId, {
      points: Math.floor(order.price / TOMAN_PER_POINT),
      reason: 'order',
      orderId: order.id,
      createdAt: order.createdAt,
    });
  }
  for (const entry of demoActivity) add(demoCustomerId, entry);
  for (const [customerId, entries] of points) await writePoints(db, customerId, entries);
}

async function writeCredit(
  db: Executor,
  customerId: number,
  entries: CreditEntry[],
): Promise<void> {
  let balance = 0;
  const rows = entries.map((entry) => {
    balance += entry.amount;
    if (balance < 0) throw new Error('the demo credit ledger went below zero');
    return { ...entry, customerId, balanceAfter: balance };
  });
  await db.insert(creditTransactions).values(rows);
  await db.update(customers).set({ credit: balance }).where(eq(customers.id, customerId));
}

async function writePoints(db: Executor, customerId: number, entries: PointEntry[]): Promise<void> {
  let balance = 0;
  // In the order they happened, so each row's balance_after is the balance then.
  const ordered = [...entries].sort(
    (a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0),
  );
  const rows = ordered.map((entry) => {
    balance += entry.points;
    if (balance < 0) throw new Error('the demo points ledger went below zero');
    return { ...entry, customerId, balanceAfter: balance };
  });
  await db.insert(pointHistories).values(rows);
  await db.update(customers).set({ points: balance }).where(eq(customers.id, customerId));
}
