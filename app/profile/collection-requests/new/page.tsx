import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { CollectionRequestForm } from '@/components/collection/collection-request-form';
import { buttonClasses } from '@/components/ui/button';
import { parseId } from '@/lib/catalog/paths';
import { COLLECTIONS_PATH } from '@/lib/collection/paths';
import { findProduct, getBranches } from '@/server/storefront/catalog';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('collection.form');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** The request form for the collection product named by ?product={id} (from its page). */
export default async function NewCollectionRequestPage({
  searchParams,
}: PageProps<'/profile/collection-requests/new'>) {
  const { product: productParam } = await searchParams;
  const id = parseId((Array.isArray(productParam) ? productParam[0] : productParam) ?? '');
  const [t, branches, product] = await Promise.all([
    getTranslations('collection.form'),
    getBranches(),
    id === undefined ? Promise.resolve(undefined) : findProduct(id),
  ]);
  const usable = product?.extra.collection === 'true' && product.is_exist;
  return (
    <section className="flex flex-col gap-6" aria-labelledby="collection-form-title">
      <h1 id="collection-form-title" className="text-2xl font-bold">
        {t('title')}
      </h1>
      {product && usable ? (
        <CollectionRequestForm
          product={{ id: product.id, name: product.name, final_price: product.final_price }}
          branches={branches}
        />
      ) : (
        <div className="flex flex-col items-start gap-3" data-testid="collection-form-unavailable">
          <p>{product ? t('notCollection') : t('noProduct')}</p>
          <Link href={COLLECTIONS_PATH} className={buttonClasses('secondary', 'sm')}>
            {t('back')}
          </Link>
        </div>
      )}
    </section>
  );
}
