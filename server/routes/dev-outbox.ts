/**
 * The built-in SMS adapter's phone, for people and journeys on one machine:
 * GET /api/v1/dev/sms-outbox?mobile= lists the newest messages sent to a number.
 * Mounted only while the outbox adapter is in use and either NODE_ENV is not
 * production or SMS_OUTBOX_VISIBLE=1 (the journeys' server); otherwise the path
 * does not exist. It never reveals anything a real SMS provider would deliver
 * elsewhere, because with a real provider it is not mounted at all.
 */
import { desc, eq } from 'drizzle-orm';
import { smsOutboxData, smsOutboxQuery } from '@/lib/contract/dev';
import { smsOutbox } from '@/server/db/schema';
import { type Call, jsonCall } from '@/server/http/call';

const NEWEST = 10;

export function outboxIsVisible(env: NodeJS.ProcessEnv = process.env): boolean {
  const provider = env.SMS_PROVIDER?.trim().toLowerCase() || 'outbox';
  if (provider !== 'outbox') return false;
  return env.NODE_ENV !== 'production' || env.SMS_OUTBOX_VISIBLE === '1';
}

export const devOutboxCalls: Call[] = [
  jsonCall({
    method: 'get',
    path: '/v1/dev/sms-outbox',
    access: 'none',
    cache: 'no-store',
    tag: 'dev',
    chosen: true,
    mountedWhen: outboxIsVisible,
    summary:
      "The built-in SMS adapter's newest messages to a number; exists only with that adapter, outside production or with SMS_OUTBOX_VISIBLE=1",
    query: smsOutboxQuery,
    response: smsOutboxData,
    handler: async ({ db, query }) => {
      const rows = await db
        .select()
        .from(smsOutbox)
        .where(eq(smsOutbox.mobile, query.mobile))
        .orderBy(desc(smsOutbox.id))
        .limit(NEWEST);
      return {
        data: {
          results: rows.map((row) => ({
            id: row.id,
            mobile: row.mobile,
            body: row.body,
            code: /\d{6}/.exec(row.body)?.[0] ?? null,
            created_at: row.createdAt.toISOString(),
          })),
        },
      };
    },
  }),
];
