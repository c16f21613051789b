'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { PaymentType } from '@/lib/contract/order-status';

type Props = {
  method: PaymentType;
  /** What still has to be chosen, or null when the order can be placed. */
  missing: string | null;
  submitting: boolean;
  onSubmit: () => void;
};

/** The submit button, held while an order is being placed so a second click makes nothing. */
export function SubmitPanel({ method, missing, submitting, onSubmit }: Props) {
  const t = useTranslations('checkout.submit');
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="primary"
        disabled={submitting || missing !== null}
        aria-busy={submitting || undefined}
        aria-describedby={missing ? 'checkout-missing' : undefined}
        onClick={onSubmit}
        data-testid="checkout-submit"
      >
        {submitting ? t('working') : method === 'cash' ? t('button') : t('buttonPay')}
      </Button>
      {missing ? (
        <p id="checkout-missing" className="text-sm text-text-muted" data-testid="checkout-missing">
          {missing}
        </p>
      ) : null}
    </div>
  );
}
