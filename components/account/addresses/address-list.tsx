'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { IslandSkeleton } from '@/components/ui/island-skeleton';
import { LoadFailed } from '@/components/ui/load-failed';
import { SignedOut } from '@/components/ui/signed-out';
import { notifySuccess } from '@/lib/api/error-catalogue';
import { type Address, MAX_ADDRESSES } from '@/lib/contract/address';
import { formatNumber } from '@/lib/format/digits';
import { useAddresses, useDeleteAddress, useSetPreferredAddress } from '@/queries/address';
import { useSignedOut } from '@/queries/customer';
import { AddressCard } from './address-card';
import { DeleteAddressDialog } from './delete-address-dialog';

/** The customer's addresses: preferred first, each with its actions, and the way to add one. */
export function AddressList() {
  const t = useTranslations('addresses');
  const signedOut = useSignedOut();
  const addresses = useAddresses();
  const setPreferred = useSetPreferredAddress();
  const remove = useDeleteAddress();
  const [deleting, setDeleting] = useState<Address | null>(null);

  if (signedOut) return <SignedOut />;
  if (addresses.isError) {
    return (
      <LoadFailed
        message={t('loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => void addresses.refetch()}
      />
    );
  }
  if (!addresses.data) return <IslandSkeleton count={3} />;

  const list = addresses.data;
  const full = list.length >= MAX_ADDRESSES;

  return (
    <div className="flex flex-col gap-4">
      {full ? (
        <p className="text-sm text-text-muted">
          {t('limitReached', { count: formatNumber(MAX_ADDRESSES) })}
        </p>
      ) : (
        <Link
          href="/profile/addresses/new"
          className={buttonClasses('primary', 'md', 'self-start')}
          data-testid="address-add"
        >
          {t('add')}
        </Link>
      )}
      {list.length === 0 ? (
        <p data-testid="address-empty">{t('empty')}</p>
      ) : (
        <ul aria-label={t('list')} className="flex flex-col gap-3" data-testid="address-list">
          {list.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              busy={setPreferred.isPending && setPreferred.variables === address.id}
              onSetPreferred={() =>
                setPreferred.mutate(address.id, {
                  onSuccess: (result) => notifySuccess(result.msg),
                })
              }
              onDelete={() => setDeleting(address)}
            />
          ))}
        </ul>
      )}
      <DeleteAddressDialog
        address={deleting}
        onClose={() => setDeleting(null)}
        onConfirm={(address) => {
          setDeleting(null);
          remove.mutate(address.id, { onSuccess: (result) => notifySuccess(result.msg) });
        }}
      />
    </div>
  );
}
