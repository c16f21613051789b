import { desc, eq } from 'drizzle-orm';
import type { Transaction, Transactions } from '@/lib/contract/payment';
import type { Executor } from '@/server/db/database';
import { creditTransactions, customers } from '@/server/db/schema';
import { paymentMessages } from './messages';

/** The newest this many ledger rows are listed; the credit itself is always the whole balance. */
export const TRANSACTIONS_LIMIT = 100;

const KIND_TITLES: Record<Transaction['kind'], string> = {
  top_up: paymentMessages.kindTopUp,
  order_payment: paymentMessages.kindOrderPayment,
  refund: paymentMessages.kindRefund,
  gift: paymentMessages.kindGift,
};

/** GET /api/v1/customer/{id}/transactions: the credit ledger, newest first, and the balance. */
export async function listTransactions(db: Executor, customerId: number): Promise<Transactions> {
  const [customer] = await db
    .select({ credit: customers.credit })
    .from(customers)
    .where(eq(customers.id, customerId));
  const rows = await db
    .select()
    .from(creditTransactions)
    .where(eq(creditTransactions.customerId, customerId))
    .orderBy(desc(creditTransactions.createdAt), desc(creditTransactions.id))
    .limit(TRANSACTIONS_LIMIT);
  return {
    credit: customer?.credit ?? 0,
    transactions: rows.map((row) => ({
      id: row.id,
      amount: row.amount,
      balance_after: row.balanceAfter,
      kind: row.kind,
      description: row.description || KIND_TITLES[row.kind],
      order_id: row.orderId,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
