'use client';

import { useTranslations } from 'next-intl';
import type { Order } from '@/lib/contract/order';
import { formatJalaliDate } from '@/lib/format/jalali';
import { useFormatToman } from '@/lib/i18n/use-format-toman';

/**
 * A delivered order's return in a line or two: the request's state (the money
 * given back, or why it was refused) once asked, else the last day to ask.
 */
export function ReturnSummary({ order }: { order: Order }) {
  const t = useTranslations('orders.return');
  const formatToman = useFormatToman();
  const request = order.return_request;
  if (request) {
    return (
      <div
        className="flex flex-col gap-1 text-sm"
        data-testid="order-return-state"
        data-return-status={request.status}
      >
        <p className="font-medium">{t('state', { status: request.status_title })}</p>
        {request.refund ? (
          <p className="text-success" data-testid="order-return-refund">
            {t('refunded', { amount: formatToman(request.refund) })}
          </p>
        ) : null}
        {request.refusal_reason ? (
          <p className="text-danger">{t('refusedBecause', { reason: request.refusal_reason })}</p>
        ) : null}
      </div>
    );
  }
  if (!order.return_deadline || !order.actions.includes('return')) return null;
  return (
    <p className="text-sm" data-testid="order-return-deadline">
      {t('deadline', { date: formatJalaliDate(order.return_deadline) })}
    </p>
  );
}
