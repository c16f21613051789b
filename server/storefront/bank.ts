import 'server-only';
import { anyEnvelope } from '@/lib/contract/common';
import {
  authority,
  type SandboxBankTransaction,
  sandboxBankTransaction,
} from '@/lib/contract/payment';
import { shopApp } from '@/server/shop-app';

/**
 * The sandbox bank's transaction for its page, read through the API like every
 * server-side call (in process, or API_URL), never cached: it changes the
 * moment the customer presses a button. null when the bank has no such
 * transaction (or the sandbox bank is not in use).
 */
export async function getSandboxTransaction(given: string): Promise<SandboxBankTransaction | null> {
  if (!authority.safeParse(given).success) return null;
  const path = `/api/v1/payment/sandbox/${encodeURIComponent(given)}`;
  const init: RequestInit = { headers: { accept: 'application/json' }, cache: 'no-store' };
  const base = process.env.API_URL;
  const response = base
    ? await fetch(`${base.replace(/\/$/, '')}${path}`, init)
    : await shopApp.request(path, init);
  if (response.status === 404) return null;
  const answer = anyEnvelope.safeParse(await response.json().catch(() => null));
  if (!answer.success) throw new Error(`API ${response.status} ${path}: not an envelope`);
  return sandboxBankTransaction.parse(answer.data.data);
}
