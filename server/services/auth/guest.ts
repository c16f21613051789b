import type { GuestAuthData } from '@/lib/contract/auth';
import type { Database } from '@/server/db/database';
import { fillMessage } from '@/server/http/fill-message';
import { authMessages } from './messages';
import { AUTH_RATE_RULES, enforceRateLimit } from './rate-limit';
import { issueToken } from './tokens';

/** A token with the guest role: no customer, no user, nothing it can be upgraded into. */
export async function issueGuestToken(
  db: Database,
  { address, now }: { address: string; now: Date },
): Promise<GuestAuthData> {
  await enforceRateLimit(db, AUTH_RATE_RULES.addressGuest, address, now, (seconds) =>
    fillMessage(authMessages.addressLimit, { minutes: Math.ceil(seconds / 60) }),
  );
  const token = await issueToken(db, { role: 'guest' }, now);
  return { token, guest: true, user: { role: 'guest', id: null } };
}
