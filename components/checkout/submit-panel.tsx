'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { PaymentType } from '@/lib/contract/order-status';
import { useFormatToman } from '@/lib/i18n/use-format-toman';

type Props = {
  method: PaymentType;
  /** What the customer pays: the invoice's price, or the cart's until it is worked out. */
  total: number;
  /** What still has to be chosen, or null when the order can be placed. */
  missing: string | null;
  submitting: boolean;
  onSubmit: () => void;
};

/**
 * The pay bar: the amount and the submit button, held while an order is being
 * placed so a second click makes nothing. On a phone it sticks to the bottom of
 * the screen (above a bottom tab bar, when the layout has one and says its
 * height in --tab-bar-height), so the total and the button are in reach however
 * far the customer has scrolled; on a wide screen it ends the side column,
 * whose invoice already shows the total.
 */
export function SubmitPanel({ method, total, missing, submitting, onSubmit }: Props) {
  const t = useTranslations('checkout.submit');
  const formatToman = useFormatToman();
  return (
    <div
      className="flex flex-col gap-2 max-lg:sticky max-lg:bottom-[var(--tab-bar-height,0px)] max-lg:z-20 max-lg:-mx-4 max-lg:border-t max-lg:border-border max-lg:bg-surface-raised max-lg:px-4 max-lg:py-3 max-lg:shadow-[0_-4px_12px_rgb(0_0_0/0.08)]"
      data-testid="checkout-pay-bar"
    >
      <div className="flex items-center justify-between gap-3">
        <p className="flex flex-col lg:hidden">
          <span className="text-sm text-text-muted">{t('total')}</span>
          <span className="font-bold" data-testid="pay-bar-total">
            {formatToman(total)}
          </span>
        </p>
        <Button
          variant="primary"
          className="max-lg:flex-1 max-lg:max-w-56 lg:w-full"
          disabled={submitting || missing !== null}
          aria-busy={submitting || undefined}
          aria-describedby={missing ? 'checkout-missing' : undefined}
          onClick={onSubmit}
          data-testid="checkout-submit"
        >
          {submitting ? t('working') : method === 'cash' ? t('button') : t('buttonPay')}
        </Button>
      </div>
      {missing ? (
        <p id="checkout-missing" className="text-sm text-text-muted" data-testid="checkout-missing">
          {missing}
        </p>
      ) : null}
    </div>
  );
}
