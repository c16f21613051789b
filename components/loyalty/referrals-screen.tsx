'use client';

import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { IslandSkeleton } from '@/components/ui/island-skeleton';
import { LoadFailed } from '@/components/ui/load-failed';
import { SignedOut } from '@/components/ui/signed-out';
import { isApiFailure } from '@/lib/api/client';
import { handleApiError } from '@/lib/api/error-catalogue';
import { formatNumber, toPersianDigits } from '@/lib/format/digits';
import { formatJalaliDate } from '@/lib/format/jalali';
import { notify } from '@/lib/ui/toast';
import { useSignedOut } from '@/queries/customer';
import {
  useCreateReferral,
  useReferralLink,
  useReferralPlans,
  useReferrals,
} from '@/queries/loyalty';
import { LoyaltyCard } from './loyalty-card';

const FIELDS = ['first_name', 'last_name', 'mobile', 'plan'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

/** The form's field of a server error key (referred_user.mobile → mobile), or null. */
function formField(key: string): Field | null {
  const name = key.replace(/^referred_user\./, '');
  return FIELDS.find((field) => field === name) ?? null;
}

/**
 * The customer's own invitation link (/login?ref={code}): a friend who opens
 * it is told who invited them and what they earn, and is tied to the customer
 * when they sign up.
 */
function ShareLink() {
  const t = useTranslations('loyalty.referrals');
  const link = useReferralLink();
  const url = link.data?.link;
  const share = async () => {
    if (!url) return;
    if (navigator.share) {
      await navigator.share({ text: t('shareText'), url }).catch(() => undefined);
      return;
    }
    await navigator.clipboard?.writeText(`${t('shareText')} ${url}`);
    notify.success(t('copied'));
  };
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor="referral-link" className="text-sm text-text-muted">
        {t('linkLabel')}
      </label>
      {/* An address stays in Latin letters and digits: in a field, selectable to copy by hand. */}
      <input
        id="referral-link"
        readOnly
        dir="ltr"
        value={url ?? ''}
        onFocus={(event) => event.currentTarget.select()}
        className="min-h-11 w-full rounded-lg border border-border bg-surface-muted px-3 font-mono text-sm"
        data-testid="referral-link"
      />
      <Button
        variant="secondary"
        onClick={() => void share()}
        disabled={!url}
        data-testid="referral-share"
      >
        {t('share')}
      </Button>
    </div>
  );
}

function IntroduceForm() {
  const t = useTranslations('loyalty.referrals');
  const plans = useReferralPlans();
  const create = useCreateReferral();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    values: { first_name: '', last_name: '', mobile: '', plan: String(plans.data?.[0]?.id ?? '') },
    resetOptions: { keepDirtyValues: true },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const made = await create.mutateAsync({
        referred_user: {
          first_name: values.first_name,
          last_name: values.last_name,
          mobile: values.mobile,
        },
        plan: Number(values.plan),
      });
      // Spec §8: success reads «{first} {last} introduced».
      notify.success(
        t('success', { first: made.referred_user.first_name, last: made.referred_user.last_name }),
      );
      reset({ first_name: '', last_name: '', mobile: '', plan: values.plan });
    } catch (error) {
      let placed = false;
      if (isApiFailure(error) && error.status === 400 && error.errors) {
        for (const [key, list] of Object.entries(error.errors)) {
          const field = formField(key);
          if (field && list[0]) {
            setError(field, { message: list[0] }, { shouldFocus: !placed });
            placed = true;
          }
        }
      }
      if (!placed) handleApiError(error);
    }
  });

  const chosen = plans.data?.find((plan) => String(plan.id) === watch('plan'));

  if (plans.isError) return null;
  if (!plans.data) return <IslandSkeleton />;
  if (plans.data.length === 0) return <p>{t('noPlans')}</p>;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      data-testid="referral-form"
    >
      <SelectField
        id="referral-plan"
        label={t('plan')}
        error={errors.plan?.message}
        {...register('plan')}
      >
        {plans.data.map((plan) => (
          <option key={plan.id} value={plan.id}>
            {plan.title}
          </option>
        ))}
      </SelectField>
      {chosen ? (
        <div className="-mt-2 flex flex-col gap-1 text-sm" data-testid="referral-plan-details">
          <p className="font-semibold text-primary">
            {t('planPoints', {
              referrer: formatNumber(chosen.referrer_points),
              referred: formatNumber(chosen.referred_points),
            })}
          </p>
          {chosen.description ? (
            <p className="text-text-muted">{toPersianDigits(chosen.description)}</p>
          ) : null}
          {chosen.ends_at ? (
            <p className="text-text-muted" data-testid="referral-plan-ends">
              {t('planEnds', { date: formatJalaliDate(chosen.ends_at) })}
            </p>
          ) : null}
        </div>
      ) : null}
      <TextField
        id="referral-first-name"
        label={t('firstName')}
        error={errors.first_name?.message}
        {...register('first_name')}
      />
      <TextField
        id="referral-last-name"
        label={t('lastName')}
        error={errors.last_name?.message}
        {...register('last_name')}
      />
      <TextField
        id="referral-mobile"
        label={t('mobile')}
        inputMode="tel"
        dir="ltr"
        error={errors.mobile?.message}
        {...register('mobile')}
      />
      <div>
        <Button type="submit" disabled={isSubmitting} data-testid="referral-submit">
          {isSubmitting ? t('submitting') : t('submit')}
        </Button>
      </div>
    </form>
  );
}

/** /profile/referrals: introduce a friend under a plan, share the shop, and see who was introduced. */
export function ReferralsScreen() {
  const t = useTranslations('loyalty.referrals');
  const common = useTranslations('loyalty');
  const signedOut = useSignedOut();
  const referrals = useReferrals();

  if (signedOut) return <SignedOut />;

  return (
    <div className="flex flex-col gap-4">
      <LoyaltyCard id="referral-form-title" title={t('title')}>
        <p className="text-sm text-text-muted">{t('intro')}</p>
        <IntroduceForm />
        <ShareLink />
      </LoyaltyCard>
      <LoyaltyCard id="referral-list-title" title={t('listTitle')}>
        {referrals.isError ? (
          <LoadFailed
            message={common('loadFailed')}
            retryLabel={common('retry')}
            onRetry={() => void referrals.refetch()}
          />
        ) : referrals.data ? (
          referrals.data.count === 0 ? (
            <p data-testid="referrals-empty">{t('empty')}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-border" data-testid="referrals">
              {referrals.data.results.map((item) => (
                <li
                  key={item.id}
                  className="flex items-start justify-between gap-3 py-3"
                  data-testid="referral"
                >
                  <div className="flex min-w-0 flex-col gap-0.5">
                    <p className="font-medium">
                      {item.referred_user.first_name} {item.referred_user.last_name}
                    </p>
                    <p className="text-sm text-text-muted">
                      <span dir="ltr">{toPersianDigits(item.referred_user.mobile)}</span>
                      {' · '}
                      {item.plan.title}
                    </p>
                    <p className="text-sm text-text-muted">{formatJalaliDate(item.created_at)}</p>
                  </div>
                  <span className="shrink-0 text-sm font-semibold" data-testid="referral-state">
                    {t(`state.${item.state}`)}
                  </span>
                </li>
              ))}
            </ul>
          )
        ) : (
          <IslandSkeleton count={2} />
        )}
      </LoyaltyCard>
    </div>
  );
}
