import { afterCommit } from '@/server/db/after-commit';
import type { Executor } from '@/server/db/database';
import { countOrderOutcome, countPaymentOutcome } from './prometheus.mjs';

/**
 * What the services count, one line where it happens. Counted once the
 * transaction that did it has committed: a rolled-back settlement paid nothing.
 */
export function countOrder(executor: Executor, outcome: 'placed' | 'repeated'): void {
  afterCommit(executor, () => countOrderOutcome(outcome));
}

export function countPayment(
  executor: Executor,
  method: 'bank' | 'credit',
  outcome: 'paid' | 'failed' | 'unverified',
): void {
  afterCommit(executor, () => countPaymentOutcome(method, outcome));
}
