/**
 * The built-in SMS adapter's phone, for people and journeys on one machine:
 * GET /api/v1/dev/sms-outbox?mobile= lists the newest messages sent to a number
 * (without mobile, to any number).
 * Mounted only in demo mode (lib/site/demo-mode.ts) with the outbox adapter;
 * otherwise the path does not exist. It answers only callers on the shop's own
 * machine (server/http/loopback-only.ts): a login code is a key to an account.
 */
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { smsOutboxQuery } from '@/lib/contract/dev';
import { demoModeIsOn } from '@/lib/site/demo-mode';
import { smsOutbox } from '@/server/db/schema';
import type { AppEnv } from '@/server/http/context';
import { ok } from '@/server/http/envelope';
import { loopbackOnly } from '@/server/http/loopback-only';
import { parseQuery } from '@/server/http/validate';
import { smsProviderName } from '@/server/integrations/sms';

const NEWEST = 10;

export function outboxIsVisible(env: Record<string, string | undefined> = process.env): boolean {
  return smsProviderName(env) === 'outbox' && demoModeIsOn(env);
}

export const devOutboxRoutes = new Hono<AppEnv>();

devOutboxRoutes.get('/v1/dev/sms-outbox', loopbackOnly, async (c) => {
  const { mobile } = parseQuery(c, smsOutboxQuery);
  const rows = await c.var.db
    .select()
    .from(smsOutbox)
    .where(mobile ? eq(smsOutbox.mobile, mobile) : undefined)
    .orderBy(desc(smsOutbox.id))
    .limit(NEWEST);
  c.header('Cache-Control', 'no-store');
  return ok(c, {
    results: rows.map((row) => ({
      id: row.id,
      mobile: row.mobile,
      body: row.body,
      code: /\d{6}/.exec(row.body)?.[0] ?? null,
      created_at: row.createdAt.toISOString(),
    })),
  });
});
