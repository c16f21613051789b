'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { IslandSkeleton } from '@/components/ui/island-skeleton';
import { LoadFailed } from '@/components/ui/load-failed';
import { SignedOut } from '@/components/ui/signed-out';
import { useFormatToman } from '@/lib/i18n/use-format-toman';
import { useSignedOut } from '@/queries/customer';
import { useTransactions } from '@/queries/payment';
import { TopUpForm } from './top-up-form';
import { TransactionList } from './transaction-list';

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface-raised p-4"
    >
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /profile/credit: the balance, a top-up and the movements behind the balance. */
export function CreditScreen() {
  const formatToman = useFormatToman();
  const t = useTranslations('payment.credit');
  const signedOut = useSignedOut();
  const transactions = useTransactions();

  if (signedOut) return <SignedOut />;

  return (
    <div className="flex flex-col gap-4">
      <Card id="credit-balance-title" title={t('balance')}>
        {transactions.data ? (
          <p className="text-2xl font-bold" data-testid="credit-balance">
            {formatToman(transactions.data.credit)}
          </p>
        ) : transactions.isError ? null : (
          <IslandSkeleton />
        )}
      </Card>
      <Card id="credit-top-up-title" title={t('topUpTitle')}>
        <TopUpForm />
      </Card>
      <Card id="credit-transactions-title" title={t('transactionsTitle')}>
        {transactions.isError ? (
          <LoadFailed
            message={t('loadFailed')}
            retryLabel={t('retry')}
            onRetry={() => void transactions.refetch()}
          />
        ) : transactions.data ? (
          <TransactionList items={transactions.data.transactions} />
        ) : (
          <IslandSkeleton count={3} />
        )}
      </Card>
    </div>
  );
}
