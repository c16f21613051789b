'use client';

import { useTranslations } from 'next-intl';
import { LoadFailed } from '@/components/ui/load-failed';
import { SignedOut } from '@/components/ui/signed-out';
import { useCustomerQuery, useCustomerTypes, useSignedOut } from '@/queries/customer';
import { ProfileForm } from './profile-form';
import { ProfileFormSkeleton } from './profile-skeleton';

/** The caller's profile form once the customer and the type list are in. */
export function ProfileScreen() {
  const t = useTranslations('profile');
  const signedOut = useSignedOut();
  const customer = useCustomerQuery();
  const types = useCustomerTypes();

  if (signedOut) return <SignedOut />;
  if (customer.isError) {
    return (
      <LoadFailed
        message={t('loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => void customer.refetch()}
      />
    );
  }
  // The type list may fail on its own: the form then offers only "none" and the current type.
  if (!customer.data || types.isPending) return <ProfileFormSkeleton />;
  return <ProfileForm customer={customer.data} types={types.data ?? []} />;
}
