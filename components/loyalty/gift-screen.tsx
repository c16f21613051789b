'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { IslandSkeleton } from '@/components/ui/island-skeleton';
import { LoadFailed } from '@/components/ui/load-failed';
import { ShopImage } from '@/components/ui/shop-image';
import { isApiFailure } from '@/lib/api/client';
import { LOGIN_PATH } from '@/lib/api/error-catalogue';
import type { Branch } from '@/lib/contract/branch';
import { formatNumber, toPersianDigits } from '@/lib/format/digits';
import { useGift, usePoints } from '@/queries/loyalty';
import { useIsCustomer } from '@/stores/user';
import { GiftRequestDialog } from './gift-request-dialog';

/** What stands between the customer and this gift, or null when they may ask for it. */
function useBlocker(gift: { is_active: boolean; in_stock: boolean; points: number }) {
  const t = useTranslations('loyalty.gifts');
  const points = usePoints();
  if (!gift.is_active) return t('inactive');
  if (!gift.in_stock) return t('outOfStock');
  const balance = points.data?.points;
  if (balance !== undefined && balance < gift.points) {
    return t('needMore', { points: formatNumber(gift.points - balance) });
  }
  return null;
}

/** /gifts/{id}: the gift, its points and stock, and the request dialog. */
export function GiftScreen({ id, branches }: { id: number; branches: Branch[] }) {
  const t = useTranslations('loyalty');
  const gift = useGift(id);
  const isCustomer = useIsCustomer();
  const points = usePoints();
  const [open, setOpen] = useState(false);
  const blocker = useBlocker(gift.data ?? { is_active: true, in_stock: true, points: 0 });

  if (gift.isError) {
    if (isApiFailure(gift.error) && gift.error.status === 404) return <p>{t('gifts.notFound')}</p>;
    return (
      <LoadFailed
        message={t('loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => void gift.refetch()}
      />
    );
  }
  if (!gift.data) return <IslandSkeleton />;
  const g = gift.data;

  return (
    <article className="grid gap-6 md:grid-cols-2" data-testid="gift-detail">
      {g.image ? (
        <ShopImage
          src={g.image}
          alt={g.title}
          width={600}
          height={600}
          loading="eager"
          className="aspect-square w-full rounded-xl object-cover"
        />
      ) : null}
      <div className="flex flex-col gap-3">
        <h1 className="text-2xl font-bold">{g.title}</h1>
        {g.categories.length > 0 ? (
          <p className="text-sm text-text-muted">{g.categories.map((c) => c.name).join('، ')}</p>
        ) : null}
        <p className="text-xl font-bold text-primary">
          {t('points', { points: formatNumber(g.points) })}
        </p>
        {g.description ? <p>{toPersianDigits(g.description)}</p> : null}
        {g.stock !== null && g.stock > 0 ? (
          <p className="text-sm">{t('gifts.stockLeft', { count: formatNumber(g.stock) })}</p>
        ) : null}
        <p className="text-sm text-text-muted">
          {g.delivery === 'branch' ? t('gifts.atBranch') : t('gifts.toAddress')}
          {g.requires_nation_code ? ` ${t('gifts.nationCodeNeeded')}` : ''}
        </p>
        {isCustomer && points.data ? (
          <p data-testid="gift-your-points">
            {t('gifts.yourPoints', { points: formatNumber(points.data.points) })}
          </p>
        ) : null}
        {!isCustomer ? (
          <Link href={`${LOGIN_PATH}?next=/gifts/${g.id}`} className={buttonClasses('primary')}>
            {t('gifts.login')}
          </Link>
        ) : blocker ? (
          <p className="font-semibold text-danger" data-testid="gift-blocker">
            {blocker}
          </p>
        ) : (
          <Button onClick={() => setOpen(true)} data-testid="gift-request-open">
            {t('gifts.request')}
          </Button>
        )}
        <Link href="/gifts" className="text-primary hover:underline">
          {t('gifts.back')}
        </Link>
      </div>
      {isCustomer ? (
        <GiftRequestDialog
          gift={g}
          branches={branches}
          open={open}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </article>
  );
}
