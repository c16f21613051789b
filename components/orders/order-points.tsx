'use client';

import { useTranslations } from 'next-intl';
import type { Order } from '@/lib/contract/order';
import { RELEASED_ORDER_STATUSES } from '@/lib/contract/order-status';
import { formatNumber } from '@/lib/format/digits';
import { useOrderScore } from '@/queries/loyalty';

/**
 * The points the order earned (completed) or will earn when completed, by the
 * points rules (each line's price and score factor); a cancelled or returned
 * order gave them back, or never had them.
 */
export function OrderPoints({ order }: { order: Order }) {
  const t = useTranslations('orders.detail');
  const released = RELEASED_ORDER_STATUSES.includes(order.status) || order.status === 'rt_accept';
  const score = useOrderScore(order.order_id);
  if (released) return <p data-testid="order-points">{t('pointsCanceled')}</p>;
  if (!score.data) return null;
  const points = formatNumber(score.data.score);
  return (
    <p data-testid="order-points" data-points={score.data.score}>
      {score.data.score === 0
        ? t('pointsNone')
        : order.status === 'completed'
          ? t('pointsEarned', { points })
          : t('pointsWillEarn', { points })}
    </p>
  );
}
