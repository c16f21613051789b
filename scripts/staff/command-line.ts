// The staff command line's options, parsed once, and the checks every command shares.
import { parseArgs } from 'node:util';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../server/db/database';
import { users } from '../../server/db/schema';

/** A mistake in the command line: answered with the usage. */
export class UsageError extends Error {}

export const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    user: { type: 'string' },
    mobile: { type: 'string' },
    discount: { type: 'string' },
    products: { type: 'string' },
    payment: { type: 'string', default: 'cash' },
    delivery: { type: 'string', default: 'delivery' },
    type: { type: 'string' },
    date: { type: 'string' },
    note: { type: 'string' },
    reason: { type: 'string' },
    // comments:list reads a missing one as pending, gift:list as every status.
    status: { type: 'string' },
    points: { type: 'string' },
  },
});

export function wholeNumber(value: string | undefined, what: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new UsageError(`${what} must be a whole number, not "${value}"`);
  return number;
}

/** The staff user named by --user, else the first one. */
export async function staffUser(db: Database): Promise<number> {
  const where =
    values.user === undefined ? undefined : eq(users.id, wholeNumber(values.user, '--user'));
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(asc(users.id))
    .limit(1);
  if (!user)
    throw new UsageError(values.user ? `no staff user ${values.user}` : 'there is no staff user');
  return user.id;
}
