import Link from 'next/link';
import type { ReactNode } from 'react';
import { Price } from '@/components/ui/price';
import { ShopImage } from '@/components/ui/shop-image';
import { productPath } from '@/lib/catalog/paths';
import type { ProductSummary } from '@/lib/contract/catalog';

type Props = {
  product: ProductSummary;
  /** A line under the price: a reminder's state, «ناموجود» … */
  note?: ReactNode;
  /** The row's own action, such as removing it. */
  action?: ReactNode;
  testId: string;
};

/** A product in one of the customer's own lists: picture, name (the link), price, one action. */
export function ProductRow({ product, note, action, testId }: Props) {
  return (
    <li
      className="flex items-center gap-3 rounded-xl border border-border bg-surface-raised p-3"
      data-testid={testId}
    >
      <ShopImage
        src={product.image}
        alt=""
        width={72}
        height={72}
        className={`size-18 shrink-0 rounded-lg object-cover ${product.is_exist ? '' : 'opacity-60 grayscale'}`}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link
          href={productPath(product)}
          prefetch={false}
          className="line-clamp-2 min-h-11 font-medium leading-6 hover:underline"
        >
          {product.name}
        </Link>
        <Price
          price={product.price}
          finalPrice={product.final_price}
          discountPercent={product.discount_percent}
        />
        {note}
      </div>
      {action}
    </li>
  );
}
