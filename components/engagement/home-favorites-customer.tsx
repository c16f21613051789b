'use client';

import Link from 'next/link';
import { Price } from '@/components/ui/price';
import { QueryProvider } from '@/components/ui/query-provider';
import { ShopImage } from '@/components/ui/shop-image';
import { productPath } from '@/lib/catalog/paths';
import { useFavoritesPage, useFavoriteToggle } from '@/queries/engagement';
import { HeartButton, type HeartLabels } from './heart-button';

export type OwnFavoritesRowProps = {
  /** The row heading's id. */
  id: string;
  /** «علاقه‌مندی‌های شما»: never the shop row's own title. */
  title: string;
  heartLabels: HeartLabels;
};

function OwnRow({ id, title, heartLabels }: OwnFavoritesRowProps) {
  const list = useFavoritesPage(1);
  const toggle = useFavoriteToggle();
  const items = list.data?.results ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3" data-testid="own-favorites-row">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      <ul
        aria-label={title}
        data-testid="own-favorites"
        className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:thin]"
      >
        {items.map((product) => (
          <li key={product.id} className="w-40 shrink-0 snap-start sm:w-48">
            <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-border bg-surface">
              <div className="relative">
                <ShopImage
                  src={product.image}
                  alt={product.name}
                  width={600}
                  height={600}
                  sizes="(min-width: 640px) 12rem, 10rem"
                  className={`aspect-square h-auto w-full object-cover ${product.is_exist ? '' : 'opacity-60 grayscale'}`}
                />
                <HeartButton
                  pressed
                  placement="card"
                  label={heartLabels.remove.replace('{name}', product.name)}
                  onClick={() => toggle.mutate({ productId: product.id, on: false })}
                />
              </div>
              <div className="flex flex-1 flex-col gap-2 p-3">
                <h3 className="line-clamp-2 min-h-12 text-sm font-medium leading-6">
                  <Link href={productPath(product)} prefetch={false} className="hover:underline">
                    {product.name}
                  </Link>
                </h3>
                <Price
                  price={product.price}
                  finalPrice={product.final_price}
                  discountPercent={product.discount_percent}
                  className="mt-auto"
                />
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function OwnFavoritesRow(props: OwnFavoritesRowProps) {
  return (
    <QueryProvider>
      <OwnRow {...props} />
    </QueryProvider>
  );
}
