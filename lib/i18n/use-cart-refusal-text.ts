import { useTranslations } from 'next-intl';
import type { CapRefusal } from '@/lib/cart/browser-cart';
import { formatNumber } from '@/lib/format/digits';

/** A guest's add the cart would not take, said as the server cart says it (the cart and the product page). */
export function useCartRefusalText(): (refusal: CapRefusal, name: string) => string {
  const t = useTranslations('cart.refused');
  return (refusal, name) => t(refusal.reason, { name, count: formatNumber(refusal.limit) });
}
