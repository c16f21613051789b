import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button';
import { newCollectionPath } from '@/lib/collection/paths';

/** On a collection product's page: the way to ask for it on a day and window, once or every week. */
export async function CollectionRequestLink({ productId }: { productId: number }) {
  const t = await getTranslations('collection');
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-border bg-surface-raised p-4">
      <p className="text-sm text-text-muted">{t('productLinkHint')}</p>
      <Link
        href={newCollectionPath(productId)}
        className={buttonClasses('secondary', 'md')}
        data-testid="collection-request-link"
      >
        {t('productLink')}
      </Link>
    </div>
  );
}
