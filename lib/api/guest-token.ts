import { TIMING_MS } from '@/lib/constants';
import { callPath } from '@/lib/contract/calls/call-path';
import { GUEST_LOGIN_PATH } from '@/lib/contract/calls/schema-free-paths';
import { isRecord, isString } from '@/lib/guards';
import { defaultBaseUrl } from './base-url';

/** Spec 3's `data.token.access_token`. */
export function guestTokenOf(data: unknown): string | null {
  if (!isRecord(data) || !isRecord(data.token)) return null;
  return isString(data.token.access_token) ? data.token.access_token : null;
}

/**
 * POST /api/v1/user/login/guest: a token with the guest role. A plain fetch
 * with hand-written checks, not the typed client: every first visit asks for
 * one, and the client with its schemas (zod alone is 32 KB) would load with it.
 * Callers treat any failure as "no guest token yet".
 */
export async function requestGuestToken(): Promise<string | null> {
  const response = await fetch(`${defaultBaseUrl()}${callPath({ path: GUEST_LOGIN_PATH })}`, {
    method: 'POST',
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(TIMING_MS.requestTimeout),
  });
  if (!response.ok) return null;
  const body: unknown = await response.json().catch(() => null);
  return isRecord(body) ? guestTokenOf(body.data) : null;
}
