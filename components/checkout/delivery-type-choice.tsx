'use client';

import { useTranslations } from 'next-intl';
import { ChoiceCard, ChoiceGroup } from '@/components/ui/choice-card';
import type { DeliveryType } from '@/lib/contract/order';

type Props = { value: DeliveryType; onChange: (value: DeliveryType) => void };

export function DeliveryTypeChoice({ value, onChange }: Props) {
  const t = useTranslations('checkout.delivery');
  return (
    <ChoiceGroup legend={t('legend')} testId="checkout-delivery-type">
      <div className="grid gap-2 sm:grid-cols-2">
        <ChoiceCard
          name="delivery-type"
          value="delivery"
          checked={value === 'delivery'}
          onChange={() => onChange('delivery')}
          title={t('delivery')}
        >
          {t('deliveryHint')}
        </ChoiceCard>
        <ChoiceCard
          name="delivery-type"
          value="pickup"
          checked={value === 'pickup'}
          onChange={() => onChange('pickup')}
          title={t('pickup')}
        >
          {t('pickupHint')}
        </ChoiceCard>
      </div>
    </ChoiceGroup>
  );
}
