import { eq } from 'drizzle-orm';
import { OTP_CODE_TTL_SECONDS, OTP_RESEND_COOLDOWN_SECONDS } from '@/lib/constants';
import type { CodeSentData, CustomerAuthData } from '@/lib/contract/auth';
import type { Database, Executor } from '@/server/db/database';
import { customers } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { fillMessage } from '@/server/errors/fill-message';
import { SmsSendError, type SmsSender } from '@/server/integrations/sms';
import { linkReferral } from '@/server/services/loyalty/referrals';
import { enforceRateLimit, releaseRateLimit } from '@/server/services/rate-limit/limits';
import { authMessages } from './messages';
import { checkAndConsumeCode, generateCode, storeCode, voidCode, voidEarlierCodes } from './otp';
import { AUTH_RATE_RULES } from './rate-limit';
import { issueToken } from './tokens';

type Moment = { address: string; now: Date };

const inMinutes = (seconds: number) => ({ minutes: Math.ceil(seconds / 60) });

async function enforceAddressLimit(db: Database, { address }: Moment) {
  await enforceRateLimit(db, AUTH_RATE_RULES.addressAuth, address, (seconds) =>
    fillMessage(authMessages.addressLimit, inMinutes(seconds)),
  );
}

/**
 * Login and resend: a new code for the number, replacing any earlier one. The
 * customers table is not read, so a known and an unknown number take the same
 * path and get the same answer.
 */
export async function sendLoginCode(
  db: Database,
  { mobile, sender, host, ...moment }: Moment & { mobile: string; sender: SmsSender; host: string },
): Promise<CodeSentData> {
  const { now } = moment;
  await enforceAddressLimit(db, moment);
  // The countdown first: pressing resend early must not use up the hourly allowance.
  await enforceRateLimit(db, AUTH_RATE_RULES.mobileCooldown, mobile, (seconds) =>
    fillMessage(authMessages.resendCooldown, { seconds }),
  );
  await enforceRateLimit(db, AUTH_RATE_RULES.mobileSends, mobile, (seconds) =>
    fillMessage(authMessages.mobileLimit, inMinutes(seconds)),
  );

  const code = generateCode();
  const codeId = await storeCode(db, mobile, code, now);
  try {
    await sender.sendLoginCode({ mobile, code, host });
  } catch (error) {
    // The customer never saw this code: it must not work, and they may try again at once.
    await voidCode(db, codeId, now);
    await releaseRateLimit(db, AUTH_RATE_RULES.mobileCooldown, mobile);
    if (!(error instanceof SmsSendError)) throw error;
    console.error(`[sms] ${sender.provider} did not send a login code: ${error.detail}`);
    throw new ApiError(503, authMessages.smsFailed);
  }
  await voidEarlierCodes(db, mobile, codeId, now);
  return { mobile, expires_in: OTP_CODE_TTL_SECONDS, resend_in: OTP_RESEND_COOLDOWN_SECONDS };
}

async function customerFor(tx: Executor, mobile: string): Promise<{ id: number; isNew: boolean }> {
  const [created] = await tx
    .insert(customers)
    .values({ mobile })
    .onConflictDoNothing({ target: customers.mobile })
    .returning({ id: customers.id });
  if (created) {
    await linkReferral(tx, created.id, mobile);
    return { id: created.id, isNew: true };
  }
  const [existing] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.mobile, mobile));
  if (!existing) throw new Error('customer vanished between insert and select');
  return { id: existing.id, isNew: false };
}

/**
 * Signs in the customer who owns a proven mobile number (created on first
 * login) with a brand-new customer token. Every way of proving a number (a
 * one-time code, the city portal) ends here, inside the caller's transaction.
 */
export async function signInCustomer(
  tx: Executor,
  mobile: string,
  now: Date,
): Promise<CustomerAuthData> {
  const customer = await customerFor(tx, mobile);
  const token = await issueToken(tx, { role: 'customer', customerId: customer.id }, now);
  return {
    token: { access_token: token },
    customer: { id: customer.id },
    guest: false,
    user: { role: 'customer', id: customer.id },
    is_new: customer.isNew,
  };
}

type Verification =
  | { outcome: 'accepted'; auth: CustomerAuthData }
  | Exclude<Awaited<ReturnType<typeof checkAndConsumeCode>>, { outcome: 'accepted' }>;

/**
 * Checks the code and, when right, signs the number's customer in (creating
 * them on first login) with a brand-new customer token. Any token the caller
 * already holds, a guest's included, is left as it was: it never becomes the
 * customer's. Consuming the code, creating the customer and issuing the token
 * commit together or not at all.
 */
export async function verifyLoginCode(
  db: Database,
  { mobile, code, ...moment }: Moment & { mobile: string; code: string },
): Promise<CustomerAuthData> {
  const { now } = moment;
  await enforceAddressLimit(db, moment);
  const verification = await db.transaction(async (tx): Promise<Verification> => {
    const check = await checkAndConsumeCode(tx, mobile, code, now);
    if (check.outcome !== 'accepted') return check;
    return { outcome: 'accepted', auth: await signInCustomer(tx, mobile, now) };
  });
  switch (verification.outcome) {
    case 'accepted':
      return verification.auth;
    case 'wrong':
      throw codeError(
        verification.triesLeft > 0
          ? fillMessage(authMessages.codeWrong, { remaining: verification.triesLeft })
          : authMessages.codeWrongLast,
      );
    case 'locked':
      throw ApiError.tooManyRequests(verification.retryAfterSeconds, authMessages.codeLocked);
    case 'expired':
      throw codeError(authMessages.codeExpired);
    case 'none':
      throw codeError(authMessages.codeNotActive);
  }
}

/** A refused code: the message also as the code field's error, for the form to show under it. */
function codeError(msg: string): ApiError {
  return ApiError.badRequest(msg, { code: [msg] });
}
