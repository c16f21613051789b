import { z } from 'zod';
import { toLatinDigits } from '@/lib/format/digits';
import { normalizeMobile } from '@/lib/text/mobile';
import fa from '@/messages/fa.json';

const messages = fa.api.auth;

/** Any spelling of an Iranian mobile number in, `09xxxxxxxxx` out. */
export const mobileField = z
  .string({
    error: (issue) =>
      issue.input === undefined ? messages.mobileRequired : messages.mobileInvalid,
  })
  .transform((value, ctx) => {
    const mobile = normalizeMobile(value);
    if (mobile === null) {
      ctx.addIssue({ code: 'custom', message: messages.mobileInvalid });
      return z.NEVER;
    }
    return mobile;
  });

/** Six digits, typed or pasted in Persian, Arabic or Latin digits. */
export const codeField = z
  .string({
    error: (issue) => (issue.input === undefined ? messages.codeRequired : messages.codeInvalid),
  })
  .transform((value, ctx) => {
    const code = toLatinDigits(value).trim();
    if (!/^\d{6}$/.test(code)) {
      ctx.addIssue({ code: 'custom', message: messages.codeInvalid });
      return z.NEVER;
    }
    return code;
  });

/** POST /api/v1/user/login and /api/v1/user/resend. */
export const loginBody = z.object({ mobile: mobileField });
export type LoginBody = z.input<typeof loginBody>;

/** POST /api/v1/user/validate. */
export const validateBody = z.object({ mobile: mobileField, code: codeField });
export type ValidateBody = z.input<typeof validateBody>;

/** A code is on its way: how long it lives and when another may be asked for (seconds). */
export const codeSentData = z.object({
  mobile: z.string(),
  expires_in: z.number().int(),
  resend_in: z.number().int(),
});
export type CodeSentData = z.infer<typeof codeSentData>;

/** Spec 3's `token (access_token)`: the bearer token travels inside `access_token`. */
export const accessToken = z.object({ access_token: z.string() });

/** Spec §3 "Auth" for a customer who proved their number. */
export const customerAuthData = z.object({
  token: accessToken,
  customer: z.object({ id: z.number().int() }),
  guest: z.literal(false),
  user: z.object({ role: z.literal('customer'), id: z.number().int() }),
  is_new: z.boolean(),
});
export type CustomerAuthData = z.infer<typeof customerAuthData>;

/** Spec §3 "Auth" for a guest: the same fields, with no customer behind it. */
export const guestAuthData = z.object({
  token: accessToken,
  customer: z.null(),
  guest: z.literal(true),
  user: z.object({ role: z.literal('guest'), id: z.null() }),
  is_new: z.literal(false),
});
export type GuestAuthData = z.infer<typeof guestAuthData>;

export const logoutData = z.null();
