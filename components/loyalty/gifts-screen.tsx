'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { IslandSkeleton } from '@/components/ui/island-skeleton';
import { LoadFailed } from '@/components/ui/load-failed';
import { formatNumber } from '@/lib/format/digits';
import { useGiftCategories, useGifts, usePoints } from '@/queries/loyalty';
import { useIsCustomer } from '@/stores/user';
import { GiftCard } from './gift-card';

/** /gifts: the live categories as a row of choices, and the gifts of the chosen one. */
export function GiftsScreen() {
  const t = useTranslations('loyalty');
  const [category, setCategory] = useState<number | null>(null);
  const categories = useGiftCategories();
  const gifts = useGifts(category);
  const isCustomer = useIsCustomer();
  const points = usePoints();
  const choices = [{ id: null, name: t('gifts.all') }, ...(categories.data ?? [])];

  return (
    <div className="flex flex-col gap-4">
      {isCustomer && points.data ? (
        <p className="font-semibold" data-testid="gifts-points">
          {t('gifts.yourPoints', { points: formatNumber(points.data.points) })}
        </p>
      ) : null}
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('gifts.categories')}</legend>
        {choices.map((choice) => (
          <button
            key={choice.id ?? 'all'}
            type="button"
            aria-pressed={choice.id === category}
            onClick={() => setCategory(choice.id)}
            className={`min-h-11 rounded-full border px-4 ${choice.id === category ? 'border-primary bg-primary text-on-primary' : 'border-border bg-surface-raised hover:bg-surface-muted'}`}
          >
            {choice.name}
          </button>
        ))}
      </fieldset>
      {gifts.isError ? (
        <LoadFailed
          message={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void gifts.refetch()}
        />
      ) : gifts.data ? (
        gifts.data.results.length === 0 ? (
          <p>{t('gifts.empty')}</p>
        ) : (
          <ul
            className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4"
            data-testid="gift-list"
          >
            {gifts.data.results.map((gift) => (
              <GiftCard key={gift.id} gift={gift} />
            ))}
          </ul>
        )
      ) : (
        <IslandSkeleton count={4} />
      )}
    </div>
  );
}
