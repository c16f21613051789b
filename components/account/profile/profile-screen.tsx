'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { LOGIN_PATH } from '@/lib/api/error-catalogue';
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

export function SignedOut() {
  const t = useTranslations('profile');
  return (
    <div className="flex flex-col items-start gap-3">
      <p>{t('signedOut')}</p>
      <Link href={LOGIN_PATH} className={buttonClasses('primary')}>
        {t('login')}
      </Link>
    </div>
  );
}
