/** Referral plans, the customer's referrals and invitation links (spec 7 "Loyalty"). */
import { z } from 'zod';
import fa from '@/messages/fa.json';
import { mobileField } from './auth';
import { idParam } from './common';
import { personName } from './customer';

const messages = fa.api.loyalty;

/* ───────── referrals ───────── */

export const referralPlan = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  referrer_points: z.number().int(),
  referred_points: z.number().int(),
  max_referrals: z.number().int().nullable(),
  /** False for a plan staff turned off, and for one past its end. */
  is_active: z.boolean(),
  soft_delete: z.boolean(),
  /** When the plan ends (ISO), or null for a plan without an end. */
  ends_at: z.string().nullable(),
});
export type ReferralPlan = z.infer<typeof referralPlan>;

const flag = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

export const referralPlansQuery = z.object({ is_active: flag, soft_delete: flag });

export const referralPlanList = z.object({
  count: z.number().int(),
  results: z.array(referralPlan),
});

export const referralBody = z.object({
  referred_user: z.object({
    first_name: personName(),
    last_name: personName(),
    mobile: mobileField,
  }),
  plan: idParam,
});
export type ReferralBody = z.input<typeof referralBody>;

export const REFERRAL_STATES = ['invited', 'joined', 'rewarded'] as const;

export const referral = z.object({
  id: z.number().int(),
  referred_user: z.object({
    first_name: z.string(),
    last_name: z.string(),
    /** Masked for display: 0912***4567. */
    mobile: z.string(),
  }),
  plan: z.object({ id: z.number().int(), title: z.string() }),
  state: z.enum(REFERRAL_STATES),
  created_at: z.string(),
  rewarded_at: z.string().nullable(),
});
export type Referral = z.infer<typeof referral>;

export const referralList = z.object({
  count: z.number().int(),
  results: z.array(referral),
});
export type ReferralList = z.infer<typeof referralList>;

/* ───────── invitation links ───────── */

/** The code of an invitation link: letters and digits, read in capitals whatever was typed. */
export const referralCode = z
  .string({ error: messages.inviteCodeInvalid })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{4,16}$/, { error: messages.inviteCodeInvalid });

/** GET /referrals/code/: the caller's invitation code and the link to share. */
export const referralLink = z.object({
  code: z.string(),
  /** The shop's login page with the code: /login?ref={code}. */
  link: z.string(),
});
export type ReferralLink = z.infer<typeof referralLink>;

export const referralCodeParams = z.object({ code: referralCode });

/**
 * GET /referrals/invite/{code}/: who invites, and what the friend earns: the
 * plan a joining friend is taken in under (null when no plan is live now).
 */
export const referralInvite = z.object({
  referrer: z.object({ first_name: z.string(), last_name: z.string() }),
  plan: z
    .object({
      id: z.number().int(),
      title: z.string(),
      /** What the friend earns when their first order is completed. */
      referred_points: z.number().int(),
      ends_at: z.string().nullable(),
    })
    .nullable(),
});
export type ReferralInvite = z.infer<typeof referralInvite>;

/** POST /referrals/claim/: a customer who just joined through a link says whose it was. */
export const referralClaimBody = z.object({ code: referralCode });
export type ReferralClaimBody = z.input<typeof referralClaimBody>;
