'use client';

import { useTranslations } from 'next-intl';
import type { PriceResult } from '@/lib/contract/order';
import { useFormatToman } from '@/lib/i18n/use-format-toman';

type Props = {
  /** The live invoice; null until an address is chosen or while the first one loads. */
  price: PriceResult | null;
  /** The cart's own total, shown until the invoice arrives. */
  itemsPrice: number;
  updating: boolean;
  /** Why the invoice could not be worked out, from the server. */
  error: string | null;
};

function Row({
  label,
  value,
  testId,
  strong = false,
}: {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
}) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'text-lg font-bold' : ''}`}>
      <dt className={strong ? '' : 'text-text-muted'}>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

/** The invoice from POST order/price: items, discount, shipping, the amount to pay and the customer's credit. */
export function PriceSummary({ price, itemsPrice, updating, error }: Props) {
  const formatToman = useFormatToman();
  const t = useTranslations('checkout.price');
  const invoice = price?.invoice;
  return (
    <section
      aria-labelledby="checkout-price-title"
      aria-busy={updating}
      className="flex flex-col gap-3"
      data-testid="checkout-price"
    >
      <h2 id="checkout-price-title" className="text-lg font-bold">
        {t('title')}
      </h2>
      <dl className={`flex flex-col gap-2 ${updating ? 'opacity-70' : ''}`}>
        <Row
          label={t('items')}
          value={formatToman(invoice?.items_price ?? itemsPrice)}
          testId="price-items"
        />
        {invoice && invoice.discount > 0 ? (
          <Row
            label={t('discount')}
            value={formatToman(invoice.discount)}
            testId="price-discount"
          />
        ) : null}
        <Row
          label={t('shipping')}
          value={invoice ? formatToman(invoice.shipping_price) : t('shippingLater')}
          testId="price-shipping"
        />
        <Row
          label={t('total')}
          value={formatToman(invoice?.price ?? itemsPrice)}
          testId="price-total"
          strong
        />
        {price ? (
          <Row
            label={t('credit')}
            value={formatToman(price.customer_credit)}
            testId="price-credit"
          />
        ) : null}
      </dl>
      <p aria-live="polite" className="min-h-5 text-sm">
        {error ? (
          <span className="text-danger" data-testid="price-error">
            {error}
          </span>
        ) : updating ? (
          t('updating')
        ) : null}
      </p>
    </section>
  );
}
