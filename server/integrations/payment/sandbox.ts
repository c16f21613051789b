import { randomBytes, randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/database';
import { sandboxBankTransactions } from '@/server/db/schema';
import type { GatewayVerdict, PaymentGateway } from './types';

export type SandboxTransaction = typeof sandboxBankTransactions.$inferSelect;
export type SandboxOutcome = 'paid' | 'canceled';

/** Where the bank page of a transaction lives on the shop's own origin. */
export function sandboxPagePath(authority: string): string {
  return `/bank/sandbox/${encodeURIComponent(authority)}`;
}

/**
 * The built-in bank: it keeps its own transactions and answers verify from
 * them, exactly as a real gateway would, so the shop's flow (request →
 * bank page → callback → server-side verify) is the same one Zarinpal gets.
 * Authorities are 128 random bits: knowing one is what lets a browser pay it.
 */
export function sandboxGateway(db: Executor, siteUrl: string): PaymentGateway {
  return {
    name: 'sandbox',

    async request(amount, callbackUrl, description, mobile) {
      const authority = `SB${randomBytes(16).toString('hex').toUpperCase()}`;
      await db
        .insert(sandboxBankTransactions)
        .values({ authority, amount, callbackUrl, description, mobile: mobile ?? null });
      return { authority, paymentUrl: `${siteUrl}${sandboxPagePath(authority)}` };
    },

    async verify(authority, amount): Promise<GatewayVerdict> {
      const transaction = await findSandboxTransaction(db, authority);
      if (!transaction) return { ok: false, reason: 'unknown authority' };
      if (transaction.status !== 'paid' || !transaction.refId) {
        return { ok: false, reason: `transaction is ${transaction.status}` };
      }
      if (transaction.amount !== amount) {
        return { ok: false, reason: `paid ${transaction.amount}, asked to verify ${amount}` };
      }
      return { ok: true, refId: transaction.refId };
    },
  };
}

export async function findSandboxTransaction(
  db: Executor,
  authority: string,
): Promise<SandboxTransaction | null> {
  const [row] = await db
    .select()
    .from(sandboxBankTransactions)
    .where(eq(sandboxBankTransactions.authority, authority))
    .limit(1);
  return row ?? null;
}

/**
 * The customer pressed pay or cancel on the bank page. Only a pending
 * transaction changes, once: a second press (or a press on the other button)
 * leaves the first outcome in place and answers it. null for an unknown authority.
 */
export async function finishSandboxTransaction(
  db: Executor,
  authority: string,
  outcome: SandboxOutcome,
): Promise<SandboxTransaction | null> {
  const refId = outcome === 'paid' ? String(randomInt(1_000_000_000, 10_000_000_000)) : null;
  const [finished] = await db
    .update(sandboxBankTransactions)
    .set({ status: outcome, refId, finishedAt: new Date() })
    .where(
      and(
        eq(sandboxBankTransactions.authority, authority),
        eq(sandboxBankTransactions.status, 'pending'),
      ),
    )
    .returning();
  return finished ?? findSandboxTransaction(db, authority);
}

/** The callback address with Authority and Status, as Zarinpal writes it; null while pending. */
export function sandboxReturnUrl(transaction: SandboxTransaction): string | null {
  if (transaction.status === 'pending') return null;
  const target = new URL(transaction.callbackUrl);
  target.searchParams.set('Authority', transaction.authority);
  target.searchParams.set('Status', transaction.status === 'paid' ? 'OK' : 'NOK');
  return target.href;
}
