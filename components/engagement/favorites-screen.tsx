'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { IslandSkeleton } from '@/components/ui/island-skeleton';
import { LoadFailed } from '@/components/ui/load-failed';
import { SignedOut } from '@/components/ui/signed-out';
import { toPersianDigits } from '@/lib/format/digits';
import { useSignedOut } from '@/queries/customer';
import { useFavoriteRemove, useFavoritesPage } from '@/queries/engagement';
import { HeartButton } from './heart-button';
import { ProductRow } from './product-row';

/** /profile/favorites: the customer's favourites, newest first; a heart takes one off at once. */
export function FavoritesScreen() {
  const t = useTranslations('engagement.favorites');
  const signedOut = useSignedOut();
  const [page, setPage] = useState(1);
  const list = useFavoritesPage(page);
  const remove = useFavoriteRemove(page);

  if (signedOut) return <SignedOut />;
  if (list.isError) {
    return (
      <LoadFailed
        message={t('loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (!list.data) return <IslandSkeleton />;
  if (list.data.results.length === 0 && page === 1) {
    return (
      <div className="flex flex-col items-start gap-3" data-testid="favorites-empty">
        <p>{t('empty')}</p>
        <Link href="/" className={buttonClasses('secondary')}>
          {t('browse')}
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3" data-testid="favorites-list">
        {list.data.results.map((product) => (
          <ProductRow
            key={product.id}
            product={product}
            testId="favorite-row"
            note={
              product.is_exist ? undefined : (
                <span className="text-sm text-danger">{t('outOfStock')}</span>
              )
            }
            action={
              <HeartButton
                pressed
                placement="page"
                label={t('remove', { name: product.name })}
                onClick={() => remove(product.id)}
              />
            }
          />
        ))}
      </ul>
      {list.data.page_count > 1 && (
        <nav className="flex items-center justify-between gap-2">
          <button
            type="button"
            className={buttonClasses('secondary', 'sm')}
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('previous')}
          </button>
          <span className="text-sm">
            {t('page', {
              page: toPersianDigits(page),
              count: toPersianDigits(list.data.page_count),
            })}
          </span>
          <button
            type="button"
            className={buttonClasses('secondary', 'sm')}
            disabled={page >= list.data.page_count}
            onClick={() => setPage(page + 1)}
          >
            {t('next')}
          </button>
        </nav>
      )}
    </div>
  );
}
