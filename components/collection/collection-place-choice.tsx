'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { ChoiceCard, ChoiceGroup } from '@/components/ui/choice-card';
import type { CollectionPlace } from '@/lib/api/collection';
import type { Address } from '@/lib/contract/address';
import type { Branch } from '@/lib/contract/branch';

export type PlaceChoice = {
  deliveryType: 'pickup' | 'delivery';
  branchId: number | null;
  /** Null until one is picked: the first address stands for it. */
  addressId: number | null;
};

export function chosenAddressOf(choice: PlaceChoice, addresses: Address[]): number | null {
  return choice.addressId ?? addresses[0]?.id ?? null;
}

/** Where the collection happens, as the options call asks it, or null while none is chosen. */
export function placeOf(choice: PlaceChoice, addresses: Address[]): CollectionPlace | null {
  if (choice.deliveryType === 'pickup') {
    return choice.branchId === null
      ? null
      : { delivery_type: 'pickup', branch_id: choice.branchId };
  }
  const addressId = chosenAddressOf(choice, addresses);
  return addressId === null ? null : { delivery_type: 'delivery', address_id: addressId };
}

type Props = {
  branches: Branch[];
  choice: PlaceChoice;
  /** The customer's addresses, or undefined while they load. */
  addresses: Address[] | undefined;
  onChange: (choice: PlaceChoice) => void;
};

/** At a branch, or the driver to one of the customer's addresses. */
export function CollectionPlaceChoice({ branches, choice, addresses, onChange }: Props) {
  const t = useTranslations('collection.form');
  const addressList = addresses ?? [];
  const loaded = addresses !== undefined;
  return (
    <ChoiceGroup legend={t('place')} testId="collection-place">
      <div className="grid gap-2 sm:grid-cols-2">
        <ChoiceCard
          name="collection-delivery"
          value="pickup"
          checked={choice.deliveryType === 'pickup'}
          onChange={() => onChange({ ...choice, deliveryType: 'pickup' })}
          title={t('atBranch')}
        >
          {t('atBranchHint')}
        </ChoiceCard>
        <ChoiceCard
          name="collection-delivery"
          value="delivery"
          checked={choice.deliveryType === 'delivery'}
          onChange={() => onChange({ ...choice, deliveryType: 'delivery' })}
          title={t('toAddress')}
        >
          {t('toAddressHint')}
        </ChoiceCard>
      </div>
      {choice.deliveryType === 'pickup' && branches.length > 1 ? (
        <label className="flex flex-col gap-1">
          <span className="text-sm">{t('branch')}</span>
          <select
            className="min-h-11 rounded-lg border border-border bg-surface-raised px-3"
            value={choice.branchId ?? ''}
            onChange={(event) => onChange({ ...choice, branchId: Number(event.target.value) })}
            data-testid="collection-branch"
          >
            {branches.map((branch) => (
              <option key={branch.id} value={branch.id}>
                {branch.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {choice.deliveryType === 'delivery' ? (
        addressList.length > 0 ? (
          <label className="flex flex-col gap-1">
            <span className="text-sm">{t('address')}</span>
            <select
              className="min-h-11 rounded-lg border border-border bg-surface-raised px-3"
              value={chosenAddressOf(choice, addressList) ?? ''}
              onChange={(event) => onChange({ ...choice, addressId: Number(event.target.value) })}
              data-testid="collection-address"
            >
              {addressList.map((address) => (
                <option key={address.id} value={address.id}>
                  {address.title} — {address.address}
                </option>
              ))}
            </select>
          </label>
        ) : loaded ? (
          <p className="flex flex-wrap items-center gap-3 text-sm">
            {t('noAddresses')}
            <Link href="/profile/addresses/new" className={buttonClasses('secondary', 'sm')}>
              {t('addAddress')}
            </Link>
          </p>
        ) : null
      ) : null}
    </ChoiceGroup>
  );
}
