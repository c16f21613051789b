'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { IslandSkeleton } from '@/components/ui/island-skeleton';
import { LoadFailed } from '@/components/ui/load-failed';
import { SignedOut } from '@/components/ui/signed-out';
import { formatNumber } from '@/lib/format/digits';
import { useSignedOut } from '@/queries/customer';
import { useBehavior, useCartScore, useHistories, usePoints } from '@/queries/loyalty';
import { LoyaltyCard } from './loyalty-card';
import { PageButtons } from './page-buttons';
import { PointHistoryList } from './point-history-list';

const LINKS = [
  { href: '/gifts', key: 'gifts' },
  { href: '/wheel', key: 'wheel' },
  { href: '/profile/gift-requests', key: 'giftRequests' },
  { href: '/profile/referrals', key: 'referrals' },
] as const;

function Standing() {
  const t = useTranslations('loyalty.behavior');
  const behavior = useBehavior();
  if (!behavior.data) return behavior.isError ? null : <IslandSkeleton />;
  const b = behavior.data;
  const figures = [
    { key: 'orders', value: b.orders_count },
    { key: 'completed', value: b.completed_orders },
    { key: 'thisMonth', value: b.points_this_month },
    { key: 'referrals', value: b.referrals_count },
  ] as const;
  return (
    <>
      <dl className="grid grid-cols-2 gap-3" data-testid="loyalty-behavior">
        {figures.map((figure) => (
          <div key={figure.key} className="rounded-lg bg-surface-muted p-3">
            <dt className="text-sm text-text-muted">{t(figure.key)}</dt>
            <dd className="text-lg font-bold">{formatNumber(figure.value)}</dd>
          </div>
        ))}
      </dl>
      <p data-testid="loyalty-next-gift">
        {b.next_gift
          ? t('nextGift', { gift: b.next_gift.title, points: formatNumber(b.next_gift.missing) })
          : t('allAffordable')}
      </p>
    </>
  );
}

function CartScore() {
  const t = useTranslations('loyalty.cart');
  const score = useCartScore();
  if (!score.data) return score.isError ? null : <IslandSkeleton />;
  const text =
    score.data.lines.length === 0
      ? t('empty')
      : score.data.score > 0
        ? t('earns', { points: formatNumber(score.data.score) })
        : t('nothing');
  return <p data-testid="loyalty-cart-score">{text}</p>;
}

/** /profile/loyalty: the balance, the standing, what the cart would earn, and the ledger. */
export function LoyaltyScreen() {
  const t = useTranslations('loyalty');
  const signedOut = useSignedOut();
  const points = usePoints();
  const [page, setPage] = useState(1);
  const histories = useHistories(page);

  if (signedOut) return <SignedOut />;

  return (
    <div className="flex flex-col gap-4">
      <LoyaltyCard id="loyalty-balance-title" title={t('balance')}>
        {points.data ? (
          <p className="text-3xl font-bold text-primary" data-testid="points-balance">
            {t('points', { points: formatNumber(points.data.points) })}
          </p>
        ) : points.isError ? (
          <LoadFailed
            message={t('loadFailed')}
            retryLabel={t('retry')}
            onRetry={() => void points.refetch()}
          />
        ) : (
          <IslandSkeleton />
        )}
        <nav className="grid grid-cols-2 gap-2">
          {LINKS.map((link) => (
            <Link key={link.href} href={link.href} className={buttonClasses('secondary', 'sm')}>
              {t(`links.${link.key}`)}
            </Link>
          ))}
        </nav>
      </LoyaltyCard>
      <LoyaltyCard id="loyalty-cart-title" title={t('cart.title')}>
        <CartScore />
      </LoyaltyCard>
      <LoyaltyCard id="loyalty-behavior-title" title={t('behavior.title')}>
        <Standing />
      </LoyaltyCard>
      <LoyaltyCard id="loyalty-history-title" title={t('history.title')}>
        {histories.isError ? (
          <LoadFailed
            message={t('loadFailed')}
            retryLabel={t('retry')}
            onRetry={() => void histories.refetch()}
          />
        ) : histories.data ? (
          <>
            <PointHistoryList items={histories.data.results} />
            <PageButtons
              page={page}
              pageCount={histories.data.page_count}
              onPage={setPage}
              testId="points-history-pager"
            />
          </>
        ) : (
          <IslandSkeleton count={3} />
        )}
      </LoyaltyCard>
    </div>
  );
}
