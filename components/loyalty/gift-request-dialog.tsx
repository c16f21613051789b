'use client';

import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, buttonClasses } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { isApiFailure } from '@/lib/api/client';
import { describeFailure, fieldErrorLines, notifySuccess } from '@/lib/api/error-catalogue';
import type { Branch } from '@/lib/contract/branch';
import type { Gift } from '@/lib/contract/loyalty';
import { formatNumber, toPersianDigits } from '@/lib/format/digits';
import { useAddresses } from '@/queries/address';
import { useCustomerQuery } from '@/queries/customer';
import { useRequestGift } from '@/queries/loyalty';

/** The customer information fields the form shows, in the order their errors are read. */
const FIELDS = [
  'first_name',
  'last_name',
  'mobile',
  'nation_code',
  'address_id',
  'branch_id',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

function fieldNamed(name: string): Field | null {
  return FIELDS.find((field) => field === name) ?? null;
}

type Props = { gift: Gift; branches: Branch[]; open: boolean; onClose: () => void };

/**
 * Spec §2 and §5's gift-request dialog. A 400 shows, at the top, the first
 * message of each field error joined by line breaks (or the non-field
 * message), puts each customer-information error under its field, and
 * scrolls the dialog back to the top so the summary is what the customer sees.
 */
export function GiftRequestDialog({ gift, branches, open, onClose }: Props) {
  const t = useTranslations('loyalty.dialog');
  const customer = useCustomerQuery().data;
  const addresses = useAddresses();
  const request = useRequestGift();
  const panel = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    values: {
      first_name: customer?.first_name ?? '',
      last_name: customer?.last_name ?? '',
      mobile: customer?.mobile ?? '',
      nation_code: customer?.nation_code ?? '',
      address_id: '',
      branch_id: branches[0] ? String(branches[0].id) : '',
    },
    resetOptions: { keepDirtyValues: true },
  });

  const scrollUp = () => panel.current?.scrollTo({ top: 0, behavior: 'auto' });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await request.mutateAsync({
        gift: gift.id,
        first_name: values.first_name,
        last_name: values.last_name,
        mobile: values.mobile,
        nation_code: gift.requires_nation_code ? values.nation_code : '',
        address_id: gift.delivery === 'address' ? values.address_id : '',
        branch_id: gift.delivery === 'branch' ? values.branch_id : '',
      });
      notifySuccess(result.msg);
      onClose();
    } catch (error) {
      const fieldErrors =
        isApiFailure(error) && error.kind === 'http' && error.status === 400 ? error.errors : null;
      if (fieldErrors) {
        setFailure(fieldErrorLines(fieldErrors));
        for (const [name, list] of Object.entries(fieldErrors)) {
          const field = fieldNamed(name);
          if (field && list[0]) setError(field, { message: list[0] });
        }
      } else {
        setFailure(describeFailure(error).message);
      }
      scrollUp();
    }
  });

  const own = addresses.data ?? [];

  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center p-2 sm:items-center sm:p-4">
        <DialogPanel
          ref={panel}
          className="flex max-h-[90dvh] w-full max-w-md flex-col gap-4 overflow-y-auto rounded-xl bg-surface-raised p-5 shadow-lg"
          data-testid="gift-request-dialog"
        >
          <DialogTitle className="text-lg font-bold">
            {t('title', { gift: gift.title })}
          </DialogTitle>
          <p>{t('summary', { points: formatNumber(gift.points) })}</p>
          {failure ? (
            <div
              role="alert"
              className="whitespace-pre-line rounded-lg border border-danger bg-danger-bg p-3 text-sm text-danger"
              data-testid="gift-request-errors"
            >
              <p className="font-bold">{t('errors')}</p>
              {toPersianDigits(failure)}
            </div>
          ) : null}
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
            <TextField
              id="gift-first-name"
              label={t('firstName')}
              autoComplete="given-name"
              error={errors.first_name?.message}
              {...register('first_name')}
            />
            <TextField
              id="gift-last-name"
              label={t('lastName')}
              autoComplete="family-name"
              error={errors.last_name?.message}
              {...register('last_name')}
            />
            <TextField
              id="gift-mobile"
              label={t('mobile')}
              inputMode="tel"
              dir="ltr"
              autoComplete="tel"
              error={errors.mobile?.message}
              {...register('mobile')}
            />
            {gift.requires_nation_code ? (
              <TextField
                id="gift-nation-code"
                label={t('nationCode')}
                inputMode="numeric"
                dir="ltr"
                error={errors.nation_code?.message}
                {...register('nation_code')}
              />
            ) : null}
            {gift.delivery === 'address' ? (
              own.length === 0 && addresses.isSuccess ? (
                <div className="flex flex-col gap-2">
                  <p className="text-sm">{t('noAddress')}</p>
                  {errors.address_id?.message ? (
                    <p className="text-sm text-danger">{errors.address_id.message}</p>
                  ) : null}
                  <Link href="/profile/addresses/new" className={buttonClasses('secondary', 'sm')}>
                    {t('addAddress')}
                  </Link>
                </div>
              ) : (
                <SelectField
                  id="gift-address"
                  label={t('address')}
                  error={errors.address_id?.message}
                  {...register('address_id')}
                >
                  <option value="">{t('chooseAddress')}</option>
                  {own.map((address) => (
                    <option key={address.id} value={address.id}>
                      {address.title} — {address.address}
                    </option>
                  ))}
                </SelectField>
              )
            ) : (
              <SelectField
                id="gift-branch"
                label={t('branch')}
                error={errors.branch_id?.message}
                {...register('branch_id')}
              >
                <option value="">{t('chooseBranch')}</option>
                {branches.map((branch) => (
                  <option key={branch.id} value={branch.id}>
                    {branch.name}
                  </option>
                ))}
              </SelectField>
            )}
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="secondary" onClick={onClose}>
                {t('close')}
              </Button>
              <Button type="submit" disabled={isSubmitting} data-testid="gift-request-submit">
                {isSubmitting ? t('submitting') : t('submit')}
              </Button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
