import type { GuestAuthData } from '@/lib/contract/auth';
import type { Database } from '@/server/db/database';
import { fillMessage } from '@/server/errors/fill-message';
import { enforceRateLimit } from '@/server/services/rate-limit/limits';
import { authMessages } from './messages';
import { AUTH_RATE_RULES } from './rate-limit';
import { issueToken } from './tokens';

/** A token with the guest role: no customer, no user, nothing it can be upgraded into. */
export async function issueGuestToken(
  db: Database,
  { address, now }: { address: string; now: Date },
): Promise<GuestAuthData> {
  await enforceRateLimit(db, AUTH_RATE_RULES.addressGuest, address, (seconds) =>
    fillMessage(authMessages.addressLimit, { minutes: Math.ceil(seconds / 60) }),
  );
  const token = await issueToken(db, { role: 'guest' }, now);
  return {
    token: { access_token: token },
    customer: null,
    guest: true,
    user: { role: 'guest', id: null },
    is_new: false,
  };
}
