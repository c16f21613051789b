import { z } from 'zod';
import { apiPost } from './client';

/** `data.token` may be the token itself or `{ access_token }`; `data.access_token` is accepted too. */
export const guestLoginData = z
  .object({
    token: z.union([z.string(), z.object({ access_token: z.string() })]).optional(),
    access_token: z.string().optional(),
  })
  .transform(
    (d) =>
      (typeof d.token === 'string' ? d.token : d.token?.access_token) ?? d.access_token ?? null,
  );

/** POST /api/v1/user/login/guest: a token with the guest role. */
export async function requestGuestToken(): Promise<string | null> {
  return apiPost('/api/v1/user/login/guest', guestLoginData, {});
}
