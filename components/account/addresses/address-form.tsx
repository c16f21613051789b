'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, buttonClasses } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import type { MapViewState } from '@/components/ui/map-view';
import {
  issuesAsFieldErrors,
  type SortedErrors,
  sortFieldErrors,
} from '@/lib/account/field-errors';
import { roundedPoint } from '@/lib/account/map-pan';
import type { AddressAddPayload, MapPoint } from '@/lib/api/address';
import { handleApiError, notifySuccess } from '@/lib/api/error-catalogue';
import { isApiFailure } from '@/lib/api/failure';
import { addressFormExit } from '@/lib/checkout/address-return';
import { type Address, addressAddBody } from '@/lib/contract/address';
import { toPersianDigits } from '@/lib/format/digits';
import { notify } from '@/lib/ui/toast';
import { useCheckLocationNow, useSaveAddress } from '@/queries/address';
import { LocationPicker } from './location-picker';

type AddressFormValues = {
  title: string;
  address: string;
  number: string;
  postal_code: string;
  first_name: string;
  last_name: string;
};

type AddressField = keyof AddressFormValues;

const FIELDS: readonly AddressField[] = [
  'title',
  'address',
  'number',
  'postal_code',
  'first_name',
  'last_name',
];

function formValues(address: Address | null): AddressFormValues {
  return {
    title: address?.title ?? '',
    address: address?.address ?? '',
    number: address?.number ? toPersianDigits(address.number) : '',
    postal_code: address?.postal_code ? toPersianDigits(address.postal_code) : '',
    first_name: address?.first_name ?? '',
    last_name: address?.last_name ?? '',
  };
}

type AddressFormProps = {
  address: Address | null;
  initial: MapViewState;
  /** Opened from checkout: saving goes back there with the address chosen. */
  fromCheckout?: boolean;
};

/** Adds an address or edits one: its point on the map (only inside a delivery zone) and its details. */
export function AddressForm({ address, initial, fromCheckout = false }: AddressFormProps) {
  const t = useTranslations('addresses.form');
  const router = useRouter();
  const save = useSaveAddress(address?.id ?? null);
  const checkNow = useCheckLocationNow();
  const point = useRef<MapPoint>({ lat: initial.lat, lng: initial.lng });
  const [locationError, setLocationError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<AddressFormValues>({ defaultValues: formValues(address) });

  const onPoint = useCallback((next: MapPoint) => {
    point.current = next;
    setLocationError(null);
  }, []);

  // The map service's street address is a start the customer can correct, never an overwrite.
  const onAddressFound = useCallback(
    (text: string) => {
      if (getValues('address').trim() === '') setValue('address', text);
    },
    [getValues, setValue],
  );

  const showErrors = (sorted: SortedErrors<AddressField>): boolean => {
    const fields = FIELDS.filter((field) => sorted.fields[field]);
    fields.forEach((field, index) => {
      setError(field, { message: sorted.fields[field] }, { shouldFocus: index === 0 });
    });
    // Only the point's own fields (lat, lng) are left: they belong under the map.
    if (sorted.other.length > 0) setLocationError(sorted.other.join('\n'));
    return fields.length > 0 || sorted.other.length > 0;
  };

  const onSubmit = handleSubmit(async (values) => {
    const chosen = roundedPoint(point.current);
    const body: AddressAddPayload = { ...values, lat: chosen.lat, lng: chosen.lng };
    const parsed = addressAddBody.safeParse(body);
    if (!parsed.success && showErrors(sortFieldErrors(issuesAsFieldErrors(parsed.error), FIELDS))) {
      return;
    }
    // In zone until the check says otherwise: a check that cannot be made does not stop the customer.
    const check = await checkNow(chosen).catch(() => null);
    if (check && !check.data.is_in_zone) {
      const message = check.msg || t('outOfZone');
      setLocationError(message);
      notify.error(message);
      return;
    }
    try {
      const result = await save.mutateAsync(body);
      notifySuccess(result.msg);
      router.push(addressFormExit(fromCheckout, result.data.id));
    } catch (error) {
      const fieldErrors =
        isApiFailure(error) && error.kind === 'http' && error.status === 400 ? error.errors : null;
      if (!fieldErrors || !showErrors(sortFieldErrors(fieldErrors, FIELDS))) handleApiError(error);
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="address-form-title"
      className="flex flex-col gap-6"
      data-testid="address-form"
    >
      <LocationPicker
        initial={initial}
        onPoint={onPoint}
        onAddressFound={onAddressFound}
        error={locationError}
      />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-bold">{t('details')}</legend>
        <TextField
          id="title"
          label={t('title')}
          hint={t('titleHint')}
          error={errors.title?.message}
          {...register('title')}
        />
        <TextField
          id="number"
          label={t('number')}
          inputMode="numeric"
          error={errors.number?.message}
          {...register('number')}
        />
        <TextField
          id="address"
          label={t('address')}
          hint={t('addressHint')}
          autoComplete="street-address"
          className="sm:col-span-2"
          error={errors.address?.message}
          {...register('address')}
        />
        <TextField
          id="postal_code"
          label={t('postalCode')}
          hint={t('postalCodeHint')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          error={errors.postal_code?.message}
          {...register('postal_code')}
        />
        <p className="text-sm text-text-muted sm:col-span-2">{t('receiverHint')}</p>
        <TextField
          id="first_name"
          label={t('firstName')}
          autoComplete="given-name"
          error={errors.first_name?.message}
          {...register('first_name')}
        />
        <TextField
          id="last_name"
          label={t('lastName')}
          autoComplete="family-name"
          error={errors.last_name?.message}
          {...register('last_name')}
        />
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting} data-testid="address-save">
          {isSubmitting ? t('saving') : t('save')}
        </Button>
        <Link href={addressFormExit(fromCheckout, null)} className={buttonClasses('ghost')}>
          {fromCheckout ? t('backToCheckout') : t('back')}
        </Link>
      </div>
    </form>
  );
}
