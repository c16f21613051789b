import { useTranslations } from 'next-intl';
import type { Invoice } from '@/lib/contract/order';
import { formatToman } from '@/lib/format/money';

/** Items, discount, shipping and what is paid, as the server priced them. */
export function OrderInvoice({ invoice }: { invoice: Invoice }) {
  const t = useTranslations('orders.detail');
  return (
    <dl className="grid grid-cols-[1fr_max-content] gap-x-4 gap-y-2" data-testid="order-invoice">
      <dt>{t('itemsPrice')}</dt>
      <dd>{formatToman(invoice.items_price)}</dd>
      {invoice.discount > 0 ? (
        <>
          <dt>{t('discount')}</dt>
          <dd className="text-status-green" data-testid="order-invoice-discount">
            {formatToman(invoice.discount)}
          </dd>
        </>
      ) : null}
      <dt>{t('shipping')}</dt>
      <dd>{invoice.shipping_price > 0 ? formatToman(invoice.shipping_price) : t('free')}</dd>
      <dt className="border-t border-border pt-2 font-bold">{t('total')}</dt>
      <dd className="border-t border-border pt-2 font-bold" data-testid="order-invoice-total">
        {formatToman(invoice.price)}
      </dd>
    </dl>
  );
}
