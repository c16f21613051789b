import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Invoice } from '@/lib/contract/order';
import { useFormatToman } from '@/lib/i18n/use-format-toman';

function Row({
  term,
  children,
  className = '',
  testId,
}: {
  term: string;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${className}`}>
      <dt>{term}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** Items, discount, shipping and what is paid, as the server priced them. */
export function OrderInvoice({ invoice }: { invoice: Invoice }) {
  const formatToman = useFormatToman();
  const t = useTranslations('orders.detail');
  return (
    <dl className="flex flex-col gap-2" data-testid="order-invoice">
      <Row term={t('itemsPrice')}>{formatToman(invoice.items_price)}</Row>
      {invoice.discount > 0 ? (
        <Row term={t('discount')} className="text-success" testId="order-invoice-discount">
          {formatToman(invoice.discount)}
        </Row>
      ) : null}
      <Row term={t('shipping')}>
        {invoice.shipping_price > 0 ? formatToman(invoice.shipping_price) : t('free')}
      </Row>
      <Row
        term={t('total')}
        className="border-t border-border pt-2 font-bold"
        testId="order-invoice-total"
      >
        {formatToman(invoice.price)}
      </Row>
    </dl>
  );
}
