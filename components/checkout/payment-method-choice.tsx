'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ChoiceCard, ChoiceGroup } from '@/components/ui/choice-card';
import { checkoutTopUpAmount, creditFallsShort } from '@/lib/checkout/top-up';
import { PAYMENT_TYPES, type PaymentType } from '@/lib/contract/order-status';
import { useFormatToman } from '@/lib/i18n/use-format-toman';

type Props = {
  value: PaymentType;
  onChange: (method: PaymentType) => void;
  /** The customer's credit and the amount to pay, once the invoice is known. */
  credit: number | null;
  invoicePrice: number | null;
  onTopUp: (amount: number) => void;
  toppingUp: boolean;
};

/**
 * Cash (the default), the card gateway or account credit. Credit below the
 * invoice offers a top-up of the difference (spec 9), through the bank.
 */
export function PaymentMethodChoice({
  value,
  onChange,
  credit,
  invoicePrice,
  onTopUp,
  toppingUp,
}: Props) {
  const formatToman = useFormatToman();
  const t = useTranslations('checkout.payment');
  const short =
    value === 'credit' &&
    credit !== null &&
    invoicePrice !== null &&
    creditFallsShort(credit, invoicePrice);
  const amount =
    credit !== null && invoicePrice !== null ? checkoutTopUpAmount(credit, invoicePrice) : 0;

  return (
    <ChoiceGroup legend={t('legend')} testId="checkout-payment">
      {PAYMENT_TYPES.map((method) => (
        <ChoiceCard
          key={method}
          name="payment-method"
          value={method}
          checked={value === method}
          onChange={() => onChange(method)}
          title={t(method)}
          testId={`payment-${method}`}
        >
          {method === 'credit' && credit !== null
            ? t('creditBalance', { credit: formatToman(credit) })
            : null}
        </ChoiceCard>
      ))}
      {short ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-2 rounded-xl bg-surface-muted p-3 text-sm"
          data-testid="credit-short"
        >
          <p>{t('creditShort', { short: formatToman((invoicePrice ?? 0) - (credit ?? 0)) })}</p>
          <Button
            variant="primary"
            size="sm"
            disabled={toppingUp}
            onClick={() => onTopUp(amount)}
            data-testid="credit-top-up"
          >
            {toppingUp ? t('toppingUp') : t('topUp', { amount: formatToman(amount) })}
          </Button>
        </div>
      ) : null}
    </ChoiceGroup>
  );
}
