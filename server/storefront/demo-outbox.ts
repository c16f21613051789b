import 'server-only';
import { envelope, failureEnvelope } from '@/lib/contract/common';
import { type SmsOutboxData, smsOutboxData } from '@/lib/contract/dev';
import { shopApp } from '@/server/shop-app';

/** What the demo's codes page can show: the messages, or why not. */
export type DemoOutbox =
  | { kind: 'listed'; results: SmsOutboxData['results'] }
  /** A caller not on the shop's machine, or a number that is not one: the API's Persian words. */
  | { kind: 'refused'; message: string }
  /** Not a demo shop with the built-in SMS adapter: the outbox does not exist. */
  | { kind: 'absent' };

/**
 * The built-in SMS adapter's newest messages, read through the API like every
 * server-side call and never cached. The page's own X-Forwarded-For goes with
 * the call, so the API's loopback guard judges the person looking at the page,
 * exactly as it would judge their browser asking the API itself.
 */
export async function readDemoOutbox(
  forwardedFor: string | null,
  mobile: string | null,
): Promise<DemoOutbox> {
  const query = mobile ? `?${new URLSearchParams({ mobile })}` : '';
  const path = `/api/v1/dev/sms-outbox${query}`;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  const init: RequestInit = { headers, cache: 'no-store' };
  const base = process.env.API_URL;
  const response = base
    ? await fetch(`${base.replace(/\/$/, '')}${path}`, init)
    : await shopApp.request(path, init);
  if (response.status === 404) return { kind: 'absent' };
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) {
    return { kind: 'listed', results: envelope(smsOutboxData).parse(body).data.results };
  }
  const failure = failureEnvelope.safeParse(body);
  if (!failure.success) throw new Error(`API ${response.status} ${path}: not an envelope`);
  return { kind: 'refused', message: failure.data.errors?.mobile?.[0] ?? failure.data.msg };
}
