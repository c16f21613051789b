'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { CartEmpty } from '@/components/cart/cart-empty';
import { Button, buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { LOGIN_PATH } from '@/lib/api/error-catalogue';
import { useServerCart } from '@/lib/queries/cart';
import { useIsCustomer, useStoreHydrated } from '@/stores/root-store';
import { CheckoutForm } from './checkout-form';
import { usePlaceOrder } from './use-place-order';

/** /cart/checkout: for a logged-in customer with something in the server cart. */
export function CheckoutScreen() {
  const t = useTranslations('checkout');
  const hydrated = useStoreHydrated();
  const customer = useIsCustomer();
  const cart = useServerCart();
  const placing = usePlaceOrder();

  // Once the order is placed the emptied cart must not flash "empty" on the way out.
  if (placing.phase === 'leaving') {
    return (
      <p role="status" className="rounded-lg bg-surface-muted p-4" data-testid="checkout-leaving">
        {t('submit.redirecting')}
      </p>
    );
  }
  if (!hydrated) return <Skeleton type="list" count={3} />;
  if (!customer) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p>{t('signedOut')}</p>
        <Link href={`${LOGIN_PATH}?next=/cart/checkout`} className={buttonClasses('primary')}>
          {t('login')}
        </Link>
      </div>
    );
  }
  if (cart.isError && !cart.data) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>{t('loadFailed')}</p>
        <Button variant="secondary" onClick={() => void cart.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (!cart.data) return <Skeleton type="list" count={3} />;
  if (cart.data.items.length === 0) return <CartEmpty />;
  return <CheckoutForm cart={cart.data} placing={placing} />;
}
