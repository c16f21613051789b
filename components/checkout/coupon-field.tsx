'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { describeFailure } from '@/lib/api/error-catalogue';
import {
  type CouponState,
  couponConfirmed,
  couponRefused,
  couponTyped,
  initialCouponState,
} from '@/lib/checkout/coupon-state';
import { normalizeCouponCode } from '@/lib/contract/coupon';
import { toPersianDigits } from '@/lib/format/digits';
import { useFormatToman } from '@/lib/i18n/use-format-toman';
import { useApplyCoupon, useCheckCoupon, useCoupons } from '@/queries/checkout';
import { CodeForm } from './code-form';

type Props = {
  state: CouponState;
  onChange: (state: CouponState) => void;
  /** The cart's items price, the invoice the check measures the coupon against. */
  itemsPrice: number;
};

/**
 * The coupon: «اعمال کد» checks it (spec 4: confirmed «تأیید شد» or not
 * «تأیید نشد» with the server's reason), then prices the cart with it. Only a
 * confirmed code goes with the price and the order.
 */
export function CouponField({ state, onChange, itemsPrice }: Props) {
  const formatToman = useFormatToman();
  const t = useTranslations('checkout.coupon');
  const id = useId();
  const check = useCheckCoupon();
  const apply = useApplyCoupon();
  const coupons = useCoupons();
  const busy = check.isPending || apply.isPending;
  // The latest state, for answers that arrive after the customer typed on.
  const latest = useRef(state);
  latest.current = state;

  async function run(code: string) {
    if (code === '') return;
    try {
      const checked = await check.mutateAsync({ code, price: itemsPrice });
      const applied = await apply.mutateAsync(code);
      if (latest.current.code !== code) return;
      const discount = applied.data.coupon?.discount ?? checked.data.discount;
      onChange(couponConfirmed(code, { ...checked.data, discount }, checked.msg));
    } catch (error) {
      if (latest.current.code !== code) return;
      onChange(couponRefused(code, describeFailure(error).message));
    }
  }

  // A code kept from an earlier visit (spec 3's coupon code) is checked again on arrival.
  const checkedOnArrival = useRef(false);
  useEffect(() => {
    if (checkedOnArrival.current) return;
    checkedOnArrival.current = true;
    if (latest.current.code !== '' && !latest.current.checked) void run(latest.current.code);
  });

  function submit() {
    const code = normalizeCouponCode(state.code);
    onChange(couponTyped(state, code));
    void run(code);
  }

  const offered = (coupons.data ?? []).filter((coupon) => coupon.kind !== 'gift');

  return (
    <CodeForm
      id={id}
      testId="checkout-coupon"
      legend={t('legend')}
      label={t('label')}
      name="coupon"
      value={state.code}
      onValueChange={(value) => onChange(couponTyped(state, value))}
      onSubmit={submit}
      submitLabel={busy ? t('checking') : t('apply')}
      submitDisabled={busy || state.code.trim() === ''}
      invalid={state.checked && !state.status}
      extraAction={
        state.checked && state.status ? (
          <Button variant="ghost" onClick={() => onChange(initialCouponState)}>
            {t('remove')}
          </Button>
        ) : null
      }
      outcome={
        <div
          id={`${id}-outcome`}
          aria-live="polite"
          className="min-h-6 text-sm"
          data-testid="coupon-verdict"
        >
          {state.checked ? (
            state.status ? (
              <p className="text-success">
                <strong data-testid="coupon-confirmed">{t('confirmed')}</strong>
                {state.data
                  ? ` — ${
                      state.data.free_shipping
                        ? t('freeShipping')
                        : t('discount', { amount: formatToman(state.data.discount) })
                    }`
                  : null}
              </p>
            ) : (
              <p className="text-danger">
                <strong data-testid="coupon-not-confirmed">{t('notConfirmed')}</strong>
                {state.msg ? ` — ${state.msg}` : null}
              </p>
            )
          ) : null}
        </div>
      }
    >
      {offered.length > 0 ? (
        <div className="flex flex-col gap-1">
          <p className="text-sm text-text-muted">{t('yours')}</p>
          <ul className="flex flex-wrap gap-2">
            {offered.map((coupon) => (
              <li key={coupon.id}>
                <button
                  type="button"
                  title={coupon.title}
                  onClick={() => {
                    onChange(couponTyped(state, coupon.code));
                    void run(coupon.code);
                  }}
                  className="rounded-lg border border-dashed border-primary px-2 py-1 text-sm"
                >
                  {/* Heard as «استفاده از کد …», with what is on the button after it. */}
                  <span className="sr-only">{t('usePrefix')}</span>
                  {/* Persian digits on screen; typing either kind works (normalizeCouponCode). */}
                  <span dir="ltr" className="font-mono">
                    {toPersianDigits(coupon.code)}
                  </span>
                  <span className="ms-2 text-text-muted">{coupon.title}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </CodeForm>
  );
}
