import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authTokens, customers, otpCodes } from '@/server/db/schema';
import { createTestApp } from '../helpers/test-app';
import {
  type AuthTestApp,
  client,
  codeSentTo,
  nextMobile,
  otherCode,
  steppedClock,
} from './auth-support';

/**
 * Races only mean something on a server with many connections: these run on
 * the PostgreSQL that DATABASE_URL names (embedded PGlite runs one query at a time).
 */
describe.skipIf(!process.env.DATABASE_URL)('login under concurrency (PostgreSQL)', () => {
  let t: AuthTestApp;
  let clock: ReturnType<typeof steppedClock>;
  vi.spyOn(console, 'info').mockImplementation(() => {});

  beforeAll(async () => {
    t = await createTestApp();
    expect(t.driver).toBe('pg');
    clock = steppedClock();
  });
  afterAll(async () => {
    clock.reset();
    await t.close();
  });

  async function sendCode(mobile: string): Promise<string> {
    const sent = await client(t)('POST', '/api/v1/user/login', { body: { mobile } });
    expect(sent.status).toBe(200);
    return codeSentTo(t, mobile);
  }

  it('two simultaneous right codes make exactly one session', async () => {
    for (let round = 0; round < 5; round++) {
      const mobile = nextMobile();
      const code = await sendCode(mobile);
      const answers = await Promise.all(
        [0, 1].map(() => client(t)('POST', '/api/v1/user/validate', { body: { mobile, code } })),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
      const [customer] = await t.db.select().from(customers).where(eq(customers.mobile, mobile));
      const [tokens] = await t.db
        .select({ n: count() })
        .from(authTokens)
        .where(and(eq(authTokens.customerId, customer?.id ?? -1), eq(authTokens.role, 'customer')));
      expect(tokens?.n).toBe(1);
    }
  });

  it('ten simultaneous right codes for a new number make one customer and one token', async () => {
    const mobile = nextMobile();
    const code = await sendCode(mobile);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        client(t)('POST', '/api/v1/user/validate', { body: { mobile, code } }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.every((a) => a.status === 200 || a.status === 400)).toBe(true);
    const rows = await t.db.select().from(customers).where(eq(customers.mobile, mobile));
    expect(rows).toHaveLength(1);
    const [tokens] = await t.db
      .select({ n: count() })
      .from(authTokens)
      .where(eq(authTokens.customerId, rows[0]?.id ?? -1));
    expect(tokens?.n).toBe(1);
  });

  it('counts ten simultaneous wrong codes exactly: five tries, the rest refused', async () => {
    const mobile = nextMobile();
    const code = await sendCode(mobile);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        client(t)('POST', '/api/v1/user/validate', { body: { mobile, code: otherCode(code) } }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const [row] = await t.db.select().from(otpCodes).where(eq(otpCodes.mobile, mobile));
    expect(row?.attempts).toBe(5);
    const right = await client(t)('POST', '/api/v1/user/validate', { body: { mobile, code } });
    expect(right.status).toBe(429);
  });

  it('sends one code when many logins for a number arrive at once', async () => {
    const mobile = nextMobile();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        client(t)('POST', '/api/v1/user/login', { body: { mobile } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429, 429, 429, 429, 429, 429, 429]);
    const rows = await t.db.select().from(otpCodes).where(eq(otpCodes.mobile, mobile));
    expect(rows).toHaveLength(1);
  });

  it('holds the per-address limit across simultaneous calls', async () => {
    const call = client(t, '192.0.2.200');
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        call('POST', '/api/v1/user/validate', { body: { mobile: nextMobile(), code: '123456' } }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect(statuses.filter((s) => s === 400)).toHaveLength(20);
  });
});
