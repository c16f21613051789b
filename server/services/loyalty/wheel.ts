import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import {
  type WheelGifts,
  type WheelPrize,
  type WheelSpin,
  wheelPrizeWins,
} from '@/lib/contract/loyalty';
import { formatJalaliDate } from '@/lib/format/jalali';
import type { Database, Executor } from '@/server/db/database';
import { coupons, customers, wheelPrizes, wheelSpins } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import { tomanText } from '@/server/http/toman';
import { changeCredit } from '@/server/services/credit/ledger';
import { notify } from '@/server/services/notification/notify';
import { changePoints } from './points';
import { drawPrize, type RandomInt, secureRandomInt } from './prize-draw';
import { nextPeriodStart, spinPeriod, wheelPeriodDays } from './wheel-period';

const messages = apiMessages.loyalty;
const notes = messages.notifications;
/** A wheel coupon is good for this many days. */
const COUPON_DAYS = 30;

type PrizeRow = typeof wheelPrizes.$inferSelect;

function toPrize(row: PrizeRow): WheelPrize {
  return { id: row.id, title: row.title, kind: row.kind, value: row.value, color: row.color };
}

async function activePrizes(db: Executor): Promise<PrizeRow[]> {
  return db
    .select()
    .from(wheelPrizes)
    .where(eq(wheelPrizes.isActive, true))
    .orderBy(asc(wheelPrizes.id));
}

async function spunIn(db: Executor, customerId: number, period: number): Promise<boolean> {
  const [row] = await db
    .select({ id: wheelSpins.id })
    .from(wheelSpins)
    .where(and(eq(wheelSpins.customerId, customerId), eq(wheelSpins.period, period)))
    .limit(1);
  return row !== undefined;
}

/** GET /roulette/gifts/: the prizes, and for a customer when they may spin next. */
export async function wheelGifts(
  db: Executor,
  customerId: number | null,
  now: Date,
): Promise<WheelGifts> {
  const days = wheelPeriodDays();
  const period = spinPeriod(now, days);
  const waiting = customerId !== null && (await spunIn(db, customerId, period));
  return {
    results: (await activePrizes(db)).map(toPrize),
    next_spin_at: waiting ? nextPeriodStart(period, days).toISOString() : null,
    period_days: days,
  };
}

function couponCode(): string {
  return `WHEEL-${randomBytes(5).toString('hex').toUpperCase()}`;
}

/**
 * GET /spin/gifts/wheel/: one spin per period per customer. The customer row
 * is locked first, so simultaneous spins queue and all but the first find
 * this period's spin (the unique (customer, period) index is the backstop);
 * the prize is drawn by weight from a secure source and applied in the same
 * transaction: points on the ledger, a personal single-use code, account
 * credit on the credit ledger, or nothing.
 */
export async function spinWheel(
  db: Database,
  customerId: number,
  now: Date,
  random: RandomInt = secureRandomInt,
): Promise<{ spin: WheelSpin; msg: string }> {
  const days = wheelPeriodDays();
  const period = spinPeriod(now, days);
  const next = nextPeriodStart(period, days);
  return db.transaction(async (tx) => {
    await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, customerId))
      .for('update');
    if (await spunIn(tx, customerId, period)) {
      throw ApiError.tooManyRequests(
        Math.max(1, Math.ceil((next.getTime() - now.getTime()) / 1000)),
        fillMessage(messages.wheelTooSoon, { date: formatJalaliDate(next) }),
      );
    }
    const prizes = await activePrizes(tx);
    const prize = drawPrize(prizes, random);
    if (!prize) throw ApiError.badRequest(messages.wheelEmpty);
    const [spin] = await tx
      .insert(wheelSpins)
      .values({ customerId, prizeId: prize.id, period, createdAt: now })
      .returning({ id: wheelSpins.id });
    if (!spin) throw new Error('wheel spin was not written');

    let couponCodeWon: string | null = null;
    let notice: string | null = null;
    if (prize.kind === 'points' && prize.value > 0) {
      await changePoints(tx, {
        customerId,
        points: prize.value,
        reason: 'wheel',
        wheelSpinId: spin.id,
      });
      notice = fillMessage(notes.wheelPoints, { points: prize.value });
    } else if (prize.kind === 'coupon' && prize.value > 0) {
      couponCodeWon = couponCode();
      const [coupon] = await tx
        .insert(coupons)
        .values({
          code: couponCodeWon,
          title: messages.wheelCouponTitle,
          kind: 'fixed',
          value: prize.value,
          maxUses: 1,
          perCustomerLimit: 1,
          customerId,
          startsAt: now,
          endsAt: new Date(now.getTime() + COUPON_DAYS * 86_400_000),
        })
        .returning({ id: coupons.id });
      await tx.update(wheelSpins).set({ couponId: coupon?.id }).where(eq(wheelSpins.id, spin.id));
      notice = fillMessage(notes.wheelCoupon, { code: couponCodeWon });
    } else if (prize.kind === 'credit' && prize.value > 0) {
      await changeCredit(tx, {
        customerId,
        amount: prize.value,
        kind: 'gift',
        description: prize.title,
      });
      notice = fillMessage(notes.wheelCredit, { amount: tomanText(prize.value) });
    }
    if (notice) {
      await notify(tx, customerId, {
        code: 'wheel_prize',
        variant: 'success',
        title: notes.wheelTitle,
        message: notice,
      });
    }
    const [after] = await tx
      .select({ points: customers.points, credit: customers.credit })
      .from(customers)
      .where(eq(customers.id, customerId));
    return {
      spin: {
        results: prizes.map(toPrize),
        prize: toPrize(prize),
        next_spin_at: next.toISOString(),
        coupon_code: couponCodeWon,
        points: after?.points ?? 0,
        credit: after?.credit ?? 0,
      },
      msg: fillMessage(wheelPrizeWins(prize) ? messages.wheelWon : messages.wheelNothing, {
        prize: prize.title,
      }),
    };
  });
}
