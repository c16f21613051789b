import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import type { Order } from '@/lib/contract/order';
import type { OrderStatus } from '@/lib/contract/order-status';
import { formatNumber, toPersianDigits } from '@/lib/format/digits';
import { useFormatToman } from '@/lib/i18n/use-format-toman';
import { type CardRow, orderCardRows } from '@/lib/orders/card-rows';
import { orderPath } from '@/lib/payment/return-urls';
import { CardCreditPay } from './card-credit-pay';
import { OrderStatusActions } from './order-status-actions';
import { ReturnSummary } from './return-summary';
import { StatusText } from './status-text';

type Props = {
  order: Order;
  hideDetails: boolean;
  busy: boolean;
  onChange: (status: OrderStatus) => Promise<unknown>;
  /** More about the order, below its rows (a collection request's schedule). */
  children?: ReactNode;
};

function RowValue({ row }: { row: CardRow }) {
  const t = useTranslations('orders.card');
  switch (row.key) {
    case 'types':
      return (
        <ul className="flex flex-wrap gap-1.5">
          {row.chips.map((chip) => (
            <li
              key={chip}
              className="rounded-full bg-surface-muted px-2.5 py-0.5 text-sm"
              data-testid="order-type-chip"
            >
              {chip}
            </li>
          ))}
        </ul>
      );
    case 'timeWindow':
      return t('timeWindowValue', { from: row.from, to: row.to });
    case 'status':
      return <StatusText status={row.status} title={row.value} />;
    case 'driverNote':
      return <span className="text-danger">{row.value}</span>;
    case 'trackingCode':
      return (
        <bdi dir="ltr" className="font-mono">
          {toPersianDigits(row.value)}
        </bdi>
      );
    default:
      return row.value;
  }
}

/** Spec 2's order card: its rows (each only when it has a value), the way to the detail, and the card's actions. */
export function OrderCard({ order, hideDetails, busy, onChange, children }: Props) {
  const formatToman = useFormatToman();
  const t = useTranslations('orders');
  const headingId = `order-${order.order_id}-title`;
  const rows = orderCardRows(order, { hideDetails });
  const unpaid = order.actions.includes('pay');
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface-raised p-4"
      data-testid="order-card"
      data-order-id={order.order_id}
      data-status={order.status}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="font-bold">
          {t('card.title', { kind: t(`kind.${order.kind}`), number: formatNumber(order.order_id) })}
        </h2>
        <div className="flex items-center gap-2 text-sm">
          {unpaid ? (
            <span
              className="rounded-md bg-danger-bg px-2 py-0.5 text-xs font-bold text-on-danger"
              data-testid="order-unpaid"
            >
              {t('card.unpaid')}
            </span>
          ) : null}
          {/* A cancelled order that had been paid: paid, and the money went back to account credit. */}
          {order.refund ? (
            <span
              className="rounded-md bg-surface-muted px-2 py-0.5 text-xs font-bold text-success"
              data-testid="order-refunded"
            >
              {t('refund.badge')}
            </span>
          ) : null}
          <span>
            <span className="sr-only">{t('card.total')}: </span>
            {formatToman(order.invoice.price)}
          </span>
        </div>
      </div>
      <dl className="grid grid-cols-[max-content_1fr] items-center gap-x-4 gap-y-2 text-sm">
        {rows.map((row) => (
          <div key={row.key} className="contents" data-testid={`order-row-${row.key}`}>
            <dt className="text-text-muted">{t(`card.${row.key}`)}</dt>
            <dd className="min-w-0">
              <RowValue row={row} />
            </dd>
          </div>
        ))}
      </dl>
      <ReturnSummary order={order} />
      {children}
      <div className="flex flex-wrap gap-2">
        <Link
          href={orderPath(order.order_id)}
          className={buttonClasses('secondary', 'sm')}
          aria-describedby={headingId}
          data-testid="order-details-link"
        >
          {t('card.details')}
        </Link>
        <CardCreditPay order={order} describedBy={headingId} />
        <OrderStatusActions order={order} busy={busy} onChange={onChange} describedBy={headingId} />
      </div>
    </li>
  );
}
