'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { SignedOut } from '@/components/ui/signed-out';
import { MAP_DEFAULTS } from '@/lib/constants';
import { useAddresses, useLastLocation } from '@/queries/address';
import { useCustomerId, useSignedOut } from '@/queries/customer';
import { AddressForm } from './address-form';

/** The form's outline (map box, controls, fields) while its data loads, so nothing moves after. */
function AddressFormSkeleton() {
  const t = useTranslations('common');
  return (
    <div role="status" aria-live="polite" data-testid="address-form-skeleton">
      <span className="sr-only">{t('loading')}</span>
      <div
        aria-hidden="true"
        className="flex animate-pulse flex-col gap-3 motion-reduce:animate-none"
      >
        <div className="h-7 w-48 rounded-md bg-surface-muted" />
        <div className="h-5 w-3/4 rounded-md bg-surface-muted" />
        <div className="h-72 rounded-xl bg-surface-muted" />
        <div className="h-28 w-72 rounded-md bg-surface-muted" />
      </div>
    </div>
  );
}

/**
 * A new address opens the map at the customer's newest saved point, else at
 * the shop's centre; one asked for from checkout goes back there once saved.
 */
export function NewAddress({ fromCheckout }: { fromCheckout: boolean }) {
  const signedOut = useSignedOut();
  const customerId = useCustomerId();
  const last = useLastLocation();
  if (signedOut) return <SignedOut />;
  if (customerId === null || last.isPending) return <AddressFormSkeleton />;
  const centre = last.data ?? MAP_DEFAULTS;
  return (
    <AddressForm
      address={null}
      initial={{ lat: centre.lat, lng: centre.lng, zoom: MAP_DEFAULTS.zoom }}
      fromCheckout={fromCheckout}
    />
  );
}

/** Editing starts from the saved address, found in the customer's list (there is no single-address call). */
export function EditAddress({ id }: { id: number }) {
  const t = useTranslations('addresses.form');
  const signedOut = useSignedOut();
  const _customerId = useCustomerId();
  const addresses = useAddresses();
  if (signedOut) return <SignedOut />;
  if (!addresses.data) return <AddressFormSkeleton />;
  const address = addresses.data.find((item) => item.id === id);
  if (!address) {
    return (
      <div className="flex flex-col items-start gap-3" data-testid="address-not-found">
        <p>{t('notFound')}</p>
        <Link href="/profile/addresses" className={buttonClasses('secondary')}>
          {t('back')}
        </Link>
      </div>
    );
  }
  return (
    <AddressForm
      key={address.id}
      address={address}
      initial={{ lat: address.lat, lng: address.lng, zoom: MAP_DEFAULTS.zoom }}
    />
  );
}
