/**
 * The built-in SMS adapter's phone, for people and journeys on one machine.
 * Mounted only in demo mode (lib/site/demo-mode.ts) with the outbox adapter;
 * otherwise the path does not exist. It answers only callers on the shop's own
 * machine (server/http/loopback-only.ts): a login code is a key to an account.
 */
import { desc, eq } from 'drizzle-orm';
import { devOutboxCalls } from '@/lib/contract/calls/dev-outbox';
import { demoModeIsOn } from '@/lib/site/demo-mode';
import { smsOutbox } from '@/server/db/schema';
import { type Call, jsonCall } from '@/server/http/call';
import { loopbackOnly } from '@/server/http/loopback-only';
import { smsProviderName } from '@/server/integrations/sms';

const NEWEST = 10;

export function outboxIsVisible(env: Record<string, string | undefined> = process.env): boolean {
  return smsProviderName(env) === 'outbox' && demoModeIsOn(env);
}

export const devOutboxRoutes: Call[] = [
  jsonCall(devOutboxCalls.smsOutbox, {
    access: 'none',
    cache: 'no-store',
    tag: 'dev',
    chosen: true,
    mountedWhen: () => outboxIsVisible(),
    guards: [loopbackOnly],
    summary:
      "The built-in SMS adapter's newest messages (to a number, or to any); demo mode with that adapter only, and only to callers on the shop's own machine",
    description:
      'A caller from anywhere else gets a Persian 403, whatever X-Forwarded-For it sends: the address is the one the shop’s own server saw.',
    handler: async ({ db, query }) => {
      const rows = await db
        .select()
        .from(smsOutbox)
        .where(query.mobile ? eq(smsOutbox.mobile, query.mobile) : undefined)
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
