import type { ReactNode } from 'react';

export type ResultTone = 'success' | 'failure' | 'pending';

const MARK: Record<ResultTone, { sign: string; className: string }> = {
  success: { sign: '✓', className: 'bg-status-green' },
  failure: { sign: '✕', className: 'bg-status-red' },
  pending: { sign: '…', className: 'bg-status-grey' },
};

type Props = { tone: ResultTone; title: string; children?: ReactNode; testId: string };

/**
 * The frame of the payment result screens: a mark, the headline, what
 * happened and where to go. The headline follows what the server says about
 * the payment, not which return address the bank used.
 */
export function ResultPanel({ tone, title, children, testId }: Props) {
  const mark = MARK[tone];
  return (
    <section
      aria-labelledby="payment-result-title"
      aria-busy={tone === 'pending' ? true : undefined}
      className="mx-auto flex w-full max-w-lg flex-col items-center gap-4 rounded-xl border border-border bg-surface-raised p-6 text-center"
      data-testid={testId}
      data-tone={tone}
    >
      <span
        aria-hidden="true"
        className={`grid size-16 place-items-center rounded-full text-3xl text-white ${mark.className}`}
      >
        {mark.sign}
      </span>
      <h1 id="payment-result-title" className="text-2xl font-bold">
        {title}
      </h1>
      {children}
    </section>
  );
}
