import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { OTP_CODE_TTL_SECONDS, OTP_RESEND_COOLDOWN_SECONDS } from '@/lib/constants';
import type { Executor } from '@/server/db/database';
import { otpCodes } from '@/server/db/schema';
import { pepper } from './pepper';

export const OTP_CODE_DIGITS = 6;
/** Wrong tries one code survives; the next try is refused even with the right code. */
export const OTP_MAX_WRONG_TRIES = 5;

export function generateCode(): string {
  return String(randomInt(0, 10 ** OTP_CODE_DIGITS)).padStart(OTP_CODE_DIGITS, '0');
}

/**
 * A keyed hash of number and code: a million codes are quick to try against a
 * bare sha256 from a leaked table, not without the server's pepper; the number
 * in the hash binds the code to it.
 */
export function hashCode(mobile: string, code: string): string {
  return createHmac('sha256', pepper()).update(`${mobile}:${code}`).digest('hex');
}

function codeMatches(storedHash: string, mobile: string, code: string): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const given = Buffer.from(hashCode(mobile, code), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export async function storeCode(
  db: Executor,
  mobile: string,
  code: string,
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(otpCodes)
    .values({
      mobile,
      codeHash: hashCode(mobile, code),
      expiresAt: new Date(now.getTime() + OTP_CODE_TTL_SECONDS * 1000),
      createdAt: now,
    })
    .returning({ id: otpCodes.id });
  if (!row) throw new Error('otp_codes insert returned no row');
  return row.id;
}

export async function voidCode(db: Executor, id: number, now: Date): Promise<void> {
  await db
    .update(otpCodes)
    .set({ voidedAt: now })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.usedAt), isNull(otpCodes.voidedAt)));
}

/** A new code went out: every earlier unused code of the number stops working. */
export async function voidEarlierCodes(
  db: Executor,
  mobile: string,
  newestId: number,
  now: Date,
): Promise<void> {
  await db
    .update(otpCodes)
    .set({ voidedAt: now })
    .where(
      and(
        eq(otpCodes.mobile, mobile),
        lt(otpCodes.id, newestId),
        isNull(otpCodes.usedAt),
        isNull(otpCodes.voidedAt),
      ),
    );
}

export type CodeCheck =
  | { outcome: 'accepted' }
  | { outcome: 'none' }
  | { outcome: 'expired' }
  | { outcome: 'locked'; retryAfterSeconds: number }
  | { outcome: 'wrong'; triesLeft: number };

/**
 * Checks a code against the number's newest live code and, when right, marks it
 * used. Must run inside a transaction: the row lock (FOR UPDATE) makes
 * simultaneous checks of one code take turns, so each wrong try is counted and
 * only one right try can consume it.
 */
export async function checkAndConsumeCode(
  tx: Executor,
  mobile: string,
  code: string,
  now: Date,
): Promise<CodeCheck> {
  const [live] = await tx
    .select({
      id: otpCodes.id,
      codeHash: otpCodes.codeHash,
      attempts: otpCodes.attempts,
      expiresAt: otpCodes.expiresAt,
      createdAt: otpCodes.createdAt,
    })
    .from(otpCodes)
    .where(and(eq(otpCodes.mobile, mobile), isNull(otpCodes.usedAt), isNull(otpCodes.voidedAt)))
    .orderBy(desc(otpCodes.id))
    .limit(1)
    .for('update');
  if (!live) return { outcome: 'none' };
  if (live.expiresAt.getTime() <= now.getTime()) return { outcome: 'expired' };
  if (live.attempts >= OTP_MAX_WRONG_TRIES) {
    // A fresh code is the way out, and that waits for the resend countdown.
    const resendAt = live.createdAt.getTime() + OTP_RESEND_COOLDOWN_SECONDS * 1000;
    return {
      outcome: 'locked',
      retryAfterSeconds: Math.max(1, Math.ceil((resendAt - now.getTime()) / 1000)),
    };
  }
  if (!codeMatches(live.codeHash, mobile, code)) {
    const [counted] = await tx
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(eq(otpCodes.id, live.id))
      .returning({ attempts: otpCodes.attempts });
    const attempts = counted?.attempts ?? OTP_MAX_WRONG_TRIES;
    return { outcome: 'wrong', triesLeft: Math.max(0, OTP_MAX_WRONG_TRIES - attempts) };
  }
  const [consumed] = await tx
    .update(otpCodes)
    .set({ usedAt: now })
    .where(and(eq(otpCodes.id, live.id), isNull(otpCodes.usedAt), isNull(otpCodes.voidedAt)))
    .returning({ id: otpCodes.id });
  return consumed ? { outcome: 'accepted' } : { outcome: 'none' };
}
