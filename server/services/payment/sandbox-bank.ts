import type { SandboxBankTransaction } from '@/lib/contract/payment';
import type { Executor } from '@/server/db/database';
import {
  findSandboxTransaction,
  finishSandboxTransaction,
  type SandboxOutcome,
  type SandboxTransaction,
  sandboxReturnUrl,
} from '@/server/integrations/payment/sandbox';

function view(transaction: SandboxTransaction): SandboxBankTransaction {
  return {
    authority: transaction.authority,
    amount: transaction.amount,
    description: transaction.description,
    status: transaction.status,
    return_url: sandboxReturnUrl(transaction),
  };
}

/** What the bank page shows for an authority; null when the sandbox bank has no such transaction. */
export async function sandboxTransactionView(
  db: Executor,
  authority: string,
): Promise<SandboxBankTransaction | null> {
  const transaction = await findSandboxTransaction(db, authority);
  return transaction ? view(transaction) : null;
}

/**
 * The customer's choice on the bank page, recorded once; the answer is where
 * the browser goes next: the shop's callback with this transaction's outcome
 * (the first one, when the page was submitted twice). null for an unknown authority.
 */
export async function finishSandboxPayment(
  db: Executor,
  authority: string,
  outcome: SandboxOutcome,
): Promise<string | null> {
  const transaction = await finishSandboxTransaction(db, authority, outcome);
  return transaction ? sandboxReturnUrl(transaction) : null;
}
