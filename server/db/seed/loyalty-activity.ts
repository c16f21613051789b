import { eq } from 'drizzle-orm';
import { spinPeriod } from '@/server/services/loyalty/wheel-period';
import type { Executor } from '../database';
import {
  addresses,
  customers,
  giftRequests,
  type pointHistories,
  wheelPrizes,
  wheelSpins,
} from '../schema';
import { DAY_MS } from './dates';

export type PointEntry = Omit<typeof pointHistories.$inferInsert, 'customerId' | 'balanceAfter'>;

/** A staff bonus the demo customer got, so the demo can afford a gift card. */
const OPENING_BONUS = 3_000;

/** The demo customer's requests: [gift index in the seeded list, status, days ago]. */
const REQUESTS: [gift: number, status: 1 | 2 | 3 | 4 | 5, daysAgo: number][] = [
  [0, 3, 20], // a coffee, sent
  [2, 5, 12], // a box of gaz, cancelled by the customer: points back
  [1, 2, 6], // poolaki, accepted
  [6, 4, 3], // a gift card, rejected by staff: points back
  [0, 1, 1], // another coffee, still pending: the demo may cancel it
];

/**
 * The demo customer's loyalty life beyond orders and referrals: gift requests
 * in every state and a wheel spin two days ago, each with the ledger rows it
 * wrote. Answers those rows for the points ledger (server/db/seed/ledger.ts).
 */
export async function seedLoyaltyActivity(
  db: Executor,
  input: {
    customerId: number;
    giftIds: number[];
    giftPoints: number[];
    addressId: number;
    now: Date;
  },
): Promise<PointEntry[]> {
  const [me] = await db.select().from(customers).where(eq(customers.id, input.customerId));
  const [home] = await db.select().from(addresses).where(eq(addresses.id, input.addressId));
  if (!me || !home) throw new Error('the demo customer or their address is missing');
  const entries: PointEntry[] = [
    {
      points: OPENING_BONUS,
      reason: 'staff',
      description: 'امتیاز هدیهٔ جشنوارهٔ افتتاح باشگاه مشتریان',
      createdAt: new Date(input.now.getTime() - 30 * DAY_MS),
    },
  ];
  for (const [index, status, daysAgo] of REQUESTS) {
    const giftId = input.giftIds[index];
    const points = input.giftPoints[index];
    if (giftId === undefined || points === undefined) throw new Error('a demo gift is missing');
    const at = new Date(input.now.getTime() - daysAgo * DAY_MS);
    const [row] = await db
      .insert(giftRequests)
      .values({
        customerId: me.id,
        giftId,
        points,
        status,
        firstName: me.firstName,
        lastName: me.lastName,
        mobile: me.mobile,
        nationCode: me.nationCode,
        addressId: home.id,
        address: home.address,
        createdAt: at,
        updatedAt: new Date(at.getTime() + DAY_MS / 2),
      })
      .returning({ id: giftRequests.id });
    if (!row) throw new Error('a demo gift request was not written');
    entries.push({ points: -points, reason: 'gift_request', giftRequestId: row.id, createdAt: at });
    if (status === 4 || status === 5) {
      entries.push({
        points,
        reason: 'gift_refund',
        giftRequestId: row.id,
        createdAt: new Date(at.getTime() + DAY_MS / 2),
      });
    }
  }
  const [prize] = await db
    .select()
    .from(wheelPrizes)
    .where(eq(wheelPrizes.kind, 'points'))
    .orderBy(wheelPrizes.id)
    .limit(1);
  if (prize) {
    const at = new Date(input.now.getTime() - 2 * DAY_MS);
    const [spin] = await db
      .insert(wheelSpins)
      .values({ customerId: me.id, prizeId: prize.id, period: spinPeriod(at), createdAt: at })
      .returning({ id: wheelSpins.id });
    entries.push({ points: prize.value, reason: 'wheel', wheelSpinId: spin?.id, createdAt: at });
  }
  return entries;
}
