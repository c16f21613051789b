import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, shops } from '@/server/db/schema';
import { createTestApp } from '../helpers/test-app';
import { type AuthTestApp, client, envelopeOf } from './auth-support';

/** Races only mean something with many connections: PostgreSQL named by DATABASE_URL. */
describe.skipIf(!process.env.DATABASE_URL)('shop QR login under concurrency (PostgreSQL)', () => {
  let t: AuthTestApp;

  beforeAll(async () => {
    t = await createTestApp();
    expect(t.driver).toBe('pg');
    await t.db.insert(shops).values({ name: 'شعبه‌ی جلفا' });
  });
  afterAll(async () => t.close());

  it('two simultaneous scans of one code give one token', async () => {
    for (let round = 0; round < 5; round++) {
      const printed = await client(t)('POST', '/api/v1/qrcode/print', { body: {} });
      const [code] = (envelopeOf(printed).data as { codes: { url: string }[] }).codes;
      const url = new URL(code?.url ?? '');
      const path = `/api/v1/qrcode${url.pathname.slice(3)}/get?token=${url.searchParams.get('t')}`;
      const before = await t.db
        .select({ n: count() })
        .from(authTokens)
        .where(eq(authTokens.role, 'guest'));
      const answers = await Promise.all([0, 1].map(() => client(t)('GET', path)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
      const after = await t.db
        .select({ n: count() })
        .from(authTokens)
        .where(eq(authTokens.role, 'guest'));
      expect((after[0]?.n ?? 0) - (before[0]?.n ?? 0)).toBe(1);
    }
  });
});
