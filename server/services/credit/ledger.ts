import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/database';
import { creditTransactions, customers } from '@/server/db/schema';

export type CreditKind = (typeof creditTransactions.$inferInsert)['kind'];

export type CreditChange = {
  customerId: number;
  /** Toman: positive adds to the credit, negative spends it. */
  amount: number;
  kind: CreditKind;
  orderId?: number;
  paymentId?: number;
  description?: string;
};

export type CreditResult = { transactionId: number; balance: number };

/**
 * Moves a customer's account credit and writes its ledger row, in the caller's
 * transaction. The balance changes by one conditional UPDATE, so concurrent
 * spends can never take it below zero: a spend the balance cannot cover
 * returns null and changes nothing. A payment is credited at most once:
 * credit_transactions.payment_id is unique, so a second row for the same
 * payment fails the insert and rolls the caller's transaction back.
 */
export async function changeCredit(
  tx: Executor,
  change: CreditChange,
): Promise<CreditResult | null> {
  if (!Number.isInteger(change.amount) || change.amount === 0) {
    throw new RangeError(`credit change must be a non-zero whole number, got ${change.amount}`);
  }
  const covered = change.amount < 0 ? gte(customers.credit, -change.amount) : undefined;
  const [updated] = await tx
    .update(customers)
    .set({ credit: sql`${customers.credit} + ${change.amount}` })
    .where(and(eq(customers.id, change.customerId), covered))
    .returning({ balance: customers.credit });
  if (!updated) return null;
  const [row] = await tx
    .insert(creditTransactions)
    .values({
      customerId: change.customerId,
      amount: change.amount,
      balanceAfter: updated.balance,
      kind: change.kind,
      orderId: change.orderId,
      paymentId: change.paymentId,
      description: change.description ?? '',
    })
    .returning({ id: creditTransactions.id });
  if (!row) throw new Error('credit transaction was not written');
  return { transactionId: row.id, balance: updated.balance };
}
