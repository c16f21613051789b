'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { ChoiceCard, ChoiceGroup } from '@/components/ui/choice-card';
import { IslandSkeleton } from '@/components/ui/island-skeleton';
import { NEW_ADDRESS_FROM_CHECKOUT } from '@/lib/checkout/address-return';
import type { Address } from '@/lib/contract/address';
import { useFormatToman } from '@/lib/i18n/use-format-toman';

type Props = {
  addresses: Address[] | undefined;
  chosenId: number | null;
  onChoose: (address: Address) => void;
  /** Spec 4: in zone until the zone check of the chosen address says otherwise. */
  inZone: boolean;
  checking: boolean;
  /** The chosen address's shipping price from the zone check, else as saved. */
  shippingPrice: number | null;
};

/** The customer's addresses to deliver to, with the chosen one's zone and shipping price. */
export function AddressChoice({
  addresses,
  chosenId,
  onChoose,
  inZone,
  checking,
  shippingPrice,
}: Props) {
  const formatToman = useFormatToman();
  const t = useTranslations('checkout.address');
  const addLink = (
    <Link
      href={NEW_ADDRESS_FROM_CHECKOUT}
      className={buttonClasses('secondary', 'sm', 'self-start')}
      data-testid="checkout-address-add"
    >
      {t('add')}
    </Link>
  );

  return (
    <ChoiceGroup legend={t('legend')} testId="checkout-addresses">
      {addresses === undefined ? (
        <IslandSkeleton count={2} />
      ) : addresses.length === 0 ? (
        <p data-testid="checkout-address-empty">{t('empty')}</p>
      ) : (
        addresses.map((address) => {
          const chosen = address.id === chosenId;
          const receiver = [address.first_name, address.last_name].filter(Boolean).join(' ');
          return (
            <ChoiceCard
              key={address.id}
              name="address"
              value={String(address.id)}
              checked={chosen}
              onChange={() => onChoose(address)}
              title={address.title}
              testId="checkout-address"
            >
              <span className="block">{address.address}</span>
              {receiver ? (
                <span className="block">{t('recipient', { name: receiver })}</span>
              ) : null}
              {chosen ? (
                <span className="mt-1 block" aria-live="polite" data-testid="checkout-address-zone">
                  {checking ? (
                    t('checking')
                  ) : !inZone ? (
                    <span className="text-danger">{t('outOfZone')}</span>
                  ) : shippingPrice === null ? null : shippingPrice === 0 ? (
                    t('freeShipping')
                  ) : (
                    t('shipping', { price: formatToman(shippingPrice) })
                  )}
                </span>
              ) : null}
            </ChoiceCard>
          );
        })
      )}
      {addLink}
    </ChoiceGroup>
  );
}
