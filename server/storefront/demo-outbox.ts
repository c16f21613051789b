import 'server-only';
import { isApiFailure } from '@/lib/api/failure';
import { devOutboxCalls } from '@/lib/contract/calls/dev-outbox';
import type { SmsOutboxData } from '@/lib/contract/dev';
import { isNotFound, sendFromServer } from './send';

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
  const headers: Record<string, string> = {};
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  try {
    const { data } = await sendFromServer(
      devOutboxCalls.smsOutbox,
      { query: mobile ? { mobile } : {} },
      { headers, cache: 'no-store' },
    );
    return { kind: 'listed', results: data.results };
  } catch (error) {
    if (isNotFound(error)) return { kind: 'absent' };
    if (isApiFailure(error) && error.kind === 'http' && error.msg) {
      return { kind: 'refused', message: error.errors?.mobile?.[0] ?? error.msg };
    }
    throw error;
  }
}
