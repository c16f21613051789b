import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { ShopImage } from '@/components/ui/shop-image';
import { productPath } from '@/lib/catalog/paths';
import type { Order } from '@/lib/contract/order';
import { formatNumber } from '@/lib/format/digits';
import { useFormatToman } from '@/lib/i18n/use-format-toman';

/** The order's lines, each with its toppings and its total. */
export function OrderLines({ products }: Pick<Order, 'products'>) {
  const formatToman = useFormatToman();
  const t = useTranslations('orders.detail');
  return (
    <ul className="flex flex-col divide-y divide-border" data-testid="order-lines">
      {products.map((line) => (
        <li
          key={`${line.product_id}-${line.toppings.map((top) => top.id).join('.')}`}
          className="flex gap-3 py-3"
          data-testid="order-line"
        >
          <ShopImage
            src={line.product.image}
            alt=""
            width={56}
            height={56}
            className="size-14 shrink-0 rounded-lg bg-surface-muted object-cover"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <Link
              href={productPath(line.product)}
              prefetch={false}
              className="font-medium hover:underline"
            >
              {line.name}
            </Link>
            <p className="text-sm text-text-muted">
              {t('lineCount', {
                count: formatNumber(line.count),
                price: formatToman(line.unit_price),
              })}
            </p>
            {line.toppings.length > 0 ? (
              <p className="text-sm text-text-muted">
                {t('toppings')}:{' '}
                {line.toppings
                  .map((top) =>
                    t('toppingLine', { name: top.name, count: formatNumber(top.count) }),
                  )
                  .join('، ')}
              </p>
            ) : null}
          </div>
          <p className="shrink-0 font-medium">{formatToman(line.total)}</p>
        </li>
      ))}
    </ul>
  );
}
