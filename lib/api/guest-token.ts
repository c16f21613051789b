import { TIMING_MS } from '@/lib/constants';
import { isRecord, isString } from '@/lib/guards';
import { defaultBaseUrl } from './base-url';

/** `data.token` may be the token itself or `{ access_token }`; `data.access_token` is accepted too. */
export function guestTokenOf(data: unknown): string | null {
  if (!isRecord(data)) return null;
  const { token, access_token: accessToken } = data;
  if (isString(token)) return token;
  if (isRecord(token) && isString(token.access_token)) return token.access_token;
  return isString(accessToken) ? accessToken : null;
}

/**
 * POST /api/v1/user/login/guest: a token with the guest role. A plain fetch
 * with hand-written checks, not the typed client: every first visit asks for
 * one, and the client with its schemas (zod alone is 32 KB) would load with it.
 * Callers treat any failure as "no guest token yet".
 */
export async function requestGuestToken(): Promise<string | null> {
  const response = await fetch(`${defaultBaseUrl()}/api/v1/user/login/guest`, {
    method: 'POST',
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(TIMING_MS.requestTimeout),
  });
  if (!response.ok) return null;
  const body: unknown = await response.json().catch(() => null);
  return isRecord(body) ? guestTokenOf(body.data) : null;
}
