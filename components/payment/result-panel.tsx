import type { ReactNode } from 'react';

type Props = {
  tone: 'success' | 'failure';
  title: string;
  children: ReactNode;
  testId: string;
};

/** The frame of the payment result screens: a mark, the headline, what happened and where to go. */
export function ResultPanel({ tone, title, children, testId }: Props) {
  const success = tone === 'success';
  return (
    <section
      aria-labelledby="payment-result-title"
      className="mx-auto flex w-full max-w-lg flex-col items-center gap-4 rounded-xl border border-border bg-surface-raised p-6 text-center"
      data-testid={testId}
    >
      <span
        aria-hidden="true"
        className={`grid size-16 place-items-center rounded-full text-3xl text-white ${success ? 'bg-status-green' : 'bg-status-red'}`}
      >
        {success ? '✓' : '✕'}
      </span>
      <h1 id="payment-result-title" className="text-2xl font-bold">
        {title}
      </h1>
      {children}
    </section>
  );
}
