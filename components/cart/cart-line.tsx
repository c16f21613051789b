'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { LineIcon } from '@/components/ui/line-icon';
import { Price } from '@/components/ui/price';
import { ShopImage } from '@/components/ui/shop-image';
import type { PricedTopping } from '@/lib/contract/cart';
import type { ProductSummary } from '@/lib/contract/catalog';
import { formatNumber } from '@/lib/format/digits';
import { useFormatToman } from '@/lib/i18n/use-format-toman';
import { ToppingList } from './topping-list';

function MinusIcon() {
  return (
    <LineIcon className="size-4" strokeWidth={2.5}>
      <path d="M5 12h14" />
    </LineIcon>
  );
}

function PlusIcon() {
  return (
    <LineIcon className="size-4" strokeWidth={2.5}>
      <path d="M12 5v14M5 12h14" />
    </LineIcon>
  );
}

function TrashIcon() {
  return (
    <LineIcon>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </LineIcon>
  );
}

type CartLineProps = {
  product: ProductSummary;
  count: number;
  /** The line's amount in Toman. */
  total: number;
  /** The line's chosen toppings, with their prices. */
  toppings: readonly PricedTopping[];
  /** A warning about the line (too few in stock, a refused add), in red. */
  note?: string | null;
  onIncrease: () => void;
  onDecrease: () => void;
  onDelete: () => void;
};

/**
 * One cart line, the browser's or the server's. The buttons' names stay short
 * and fixed («کاهش تعداد»); the product name reaches assistive technology
 * through aria-describedby.
 */
export function CartLine({
  product,
  count,
  total,
  toppings,
  note,
  onIncrease,
  onDecrease,
  onDelete,
}: CartLineProps) {
  const formatToman = useFormatToman();
  const t = useTranslations('cart');
  const nameId = useId();
  const noteId = useId();
  const href = `/product/${product.id}/${encodeURIComponent(product.slug)}`;
  const describedBy = note ? `${nameId} ${noteId}` : nameId;

  return (
    <li
      data-testid="cart-line"
      className="grid grid-cols-[5rem_1fr] items-center gap-3 rounded-xl border border-border bg-surface-raised p-3 md:flex md:flex-wrap md:gap-4"
    >
      {product.image ? (
        <ShopImage
          src={product.image}
          alt=""
          width={80}
          height={80}
          className="size-20 shrink-0 rounded-lg bg-surface-muted object-cover"
        />
      ) : (
        <div aria-hidden="true" className="size-20 shrink-0 rounded-lg bg-surface-muted" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link
          id={nameId}
          href={href}
          prefetch={false}
          className="flex min-h-11 items-center font-bold text-text hover:underline"
        >
          {product.name}
        </Link>
        <div className="flex flex-col gap-0.5 text-sm">
          <span className="text-text-muted">{t('unitPrice')}</span>
          <Price
            price={product.price}
            finalPrice={product.final_price}
            discountPercent={product.discount_percent}
          />
        </div>
        {toppings.length > 0 ? (
          <div className="text-sm text-text-muted">
            <ToppingList toppings={toppings} />
          </div>
        ) : null}
      </div>
      <div className="col-span-2 flex items-center justify-between gap-3 md:contents">
        <div className="flex items-center gap-1">
          <Button
            variant="secondary"
            size="icon"
            aria-label={t('increase')}
            aria-describedby={describedBy}
            onClick={onIncrease}
          >
            <PlusIcon />
          </Button>
          <output
            className="min-w-8 text-center text-lg font-bold"
            aria-live="polite"
            data-testid="cart-line-count"
          >
            {formatNumber(count)}
          </output>
          <Button
            variant="secondary"
            size="icon"
            aria-label={t('decrease')}
            aria-describedby={describedBy}
            onClick={onDecrease}
          >
            <MinusIcon />
          </Button>
        </div>
        <div className="flex items-center gap-2 md:min-w-32 md:flex-col md:items-end md:gap-1">
          <span className="text-sm text-text-muted">{t('lineTotal')}</span>
          <span className="font-bold" data-testid="cart-line-total">
            {formatToman(total)}
          </span>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('deleteLine')}
          aria-describedby={nameId}
          onClick={onDelete}
          className="text-danger"
        >
          <TrashIcon />
        </Button>
      </div>
      {note ? (
        <p
          id={noteId}
          role="alert"
          className="col-span-2 text-sm text-danger md:basis-full"
          data-testid="cart-line-note"
        >
          {note}
        </p>
      ) : null}
    </li>
  );
}
