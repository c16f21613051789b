'use client';

import { useTranslations } from 'next-intl';
import type { CartLine } from '@/lib/contract/cart';
import { formatNumber } from '@/lib/format/digits';

/**
 * Why a line cannot be ordered as it stands, before the customer finds out at
 * checkout: the same words for the guest's cart (limits as last seen) and the
 * server's.
 */
export function useLineNote(): (line: CartLine) => string | null {
  const t = useTranslations('cart');
  return (line) => {
    if (!line.product.is_exist || line.stock === 0) return t('soldOut');
    if (line.stock !== null && line.count > line.stock) {
      return t('onlyLeft', { count: formatNumber(line.stock) });
    }
    if (line.order_limit !== null && line.order_limit > 0 && line.count > line.order_limit) {
      return t('overLimit', { count: formatNumber(line.order_limit) });
    }
    return null;
  };
}
