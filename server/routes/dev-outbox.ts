/**
 * The built-in SMS adapter's phone, for people and journeys on one machine:
 * GET /api/v1/dev/sms-outbox?mobile= lists the newest messages sent to a number.
 * Mounted only while the outbox adapter is in use and either NODE_ENV is not
 * production or SMS_OUTBOX_VISIBLE=1 (the journeys' server); otherwise the path
 * does not exist. It never reveals anything a real SMS provider would deliver
 * elsewhere, because with a real provider it is not mounted at all.
 */
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { smsOutboxQuery } from '@/lib/contract/dev';
import { smsOutbox } from '@/server/db/schema';
import type { AppEnv } from '@/server/http/context';
import { ok } from '@/server/http/envelope';
import { parseQuery } from '@/server/http/validate';

const NEWEST = 10;

export function outboxIsVisible(env: NodeJS.ProcessEnv = process.env): boolean {
  const provider = env.SMS_PROVIDER?.trim().toLowerCase() || 'outbox';
  if (provider !== 'outbox') return false;
  return env.NODE_ENV !== 'production' || env.SMS_OUTBOX_VISIBLE === '1';
}

export const devOutboxRoutes = new Hono<AppEnv>();

devOutboxRoutes.get('/v1/dev/sms-outbox', async (c) => {
  const { mobile } = parseQuery(c, smsOutboxQuery);
  const rows = await c.var.db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.mobile, mobile))
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
