import 'server-only';
import { paymentCalls } from '@/lib/contract/calls/payment';
import { authority, type SandboxBankTransaction } from '@/lib/contract/payment';
import { isNotFound, sendFromServer } from './send';

/**
 * The sandbox bank's transaction for its page, read through the API like every
 * server-side call (in process, or API_URL), never cached: it changes the
 * moment the customer presses a button. null when the bank has no such
 * transaction (or the sandbox bank is not in use).
 */
export async function getSandboxTransaction(given: string): Promise<SandboxBankTransaction | null> {
  if (!authority.safeParse(given).success) return null;
  try {
    const params = { authority: given };
    const answer = await sendFromServer(
      paymentCalls.sandboxTransaction,
      { params },
      { cache: 'no-store' },
    );
    return answer.data;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}
