import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, customers } from '@/server/db/schema';
import { createTestApp } from '../helpers/test-app';
import { type AuthTestApp, client } from './auth-support';
import { addCitizens, portalCode, startLogin } from './sso-support';

/** Races only mean something with many connections: PostgreSQL named by DATABASE_URL. */
describe.skipIf(!process.env.DATABASE_URL)('SSO under concurrency (PostgreSQL)', () => {
  let t: AuthTestApp;
  let citizens: number[];

  beforeAll(async () => {
    t = await createTestApp();
    expect(t.driver).toBe('pg');
    citizens = await addCitizens(t, ['09135550301', '09135550302', '09135550303']);
  });
  afterAll(async () => t.close());

  it('two simultaneous authenticates with one code and state make exactly one session', async () => {
    for (const [i, citizen] of citizens.entries()) {
      const started = await startLogin(t);
      const code = await portalCode(t, citizen, started);
      const answers = await Promise.all(
        [0, 1].map(() =>
          client(t)('POST', '/api/v1/user/sso/authenticate', {
            body: { code, state: started.state },
          }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
      const [customer] = await t.db
        .select()
        .from(customers)
        .where(eq(customers.mobile, `0913555030${i + 1}`));
      const [tokens] = await t.db
        .select({ n: count() })
        .from(authTokens)
        .where(and(eq(authTokens.customerId, customer?.id ?? -1), eq(authTokens.role, 'customer')));
      expect(tokens?.n).toBe(1);
    }
  });
});
