'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { CartEmpty } from '@/components/cart/cart-empty';
import { MergeNotice } from '@/components/cart/merge-notice';
import { buttonClasses } from '@/components/ui/button';
import { IslandSkeleton } from '@/components/ui/island-skeleton';
import { LoadFailed } from '@/components/ui/load-failed';
import { LOGIN_PATH } from '@/lib/api/error-catalogue';
import type { Branch } from '@/lib/contract/branch';
import { useServerCart } from '@/queries/cart';
import { useStoreHydrated } from '@/stores/root-store';
import { useIsCustomer } from '@/stores/user';
import { CheckoutForm } from './checkout-form';
import { usePlaceOrder } from './use-place-order';

type Props = {
  branches: Branch[];
  /** The address to start with (one just added from checkout), else the preferred one. */
  addressId: number | null;
};

/** /cart/checkout: for a logged-in customer with something in the server cart. */
export function CheckoutScreen({ branches, addressId }: Props) {
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
  if (!hydrated) return <IslandSkeleton count={3} />;
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
      <LoadFailed
        message={t('loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => void cart.refetch()}
      />
    );
  }
  if (!cart.data) return <IslandSkeleton count={3} />;
  // A login from checkout comes back here: what its cart merge had to change is said first.
  return (
    <>
      <MergeNotice className="mb-4" />
      {cart.data.items.length === 0 ? (
        <CartEmpty />
      ) : (
        <CheckoutForm
          cart={cart.data}
          branches={branches}
          initialAddressId={addressId}
          placing={placing}
        />
      )}
    </>
  );
}
