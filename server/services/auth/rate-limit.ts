import { OTP_RESEND_COOLDOWN_SECONDS } from '@/lib/constants';
import type { RateRule } from '@/server/services/rate-limit/limits';

export const AUTH_RATE_RULES = {
  /** One code per number per countdown: login and resend share it. */
  mobileCooldown: { name: 'otp-cooldown', limit: 1, windowSeconds: OTP_RESEND_COOLDOWN_SECONDS },
  /** SMS cost and harassment of a number: 5 codes an hour. */
  mobileSends: { name: 'otp-sends', limit: 5, windowSeconds: 60 * 60 },
  /** login, resend and validate together, per client address. */
  addressAuth: { name: 'addr-auth', limit: 20, windowSeconds: 10 * 60 },
  /**
   * Guest tokens come silently on every first visit, and many customers can
   * share a carrier's address, so this one is looser. It only keeps load off,
   * and a guest without a token cannot shop: counted in the database while
   * Redis is out of reach.
   */
  addressGuest: {
    name: 'addr-guest',
    limit: 60,
    windowSeconds: 10 * 60,
    whenRedisDown: 'database',
  },
} as const satisfies Record<string, RateRule>;
