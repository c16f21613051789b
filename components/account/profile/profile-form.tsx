'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { describedBy, FieldNotes, SelectField, TextField } from '@/components/ui/form-field';
import { customerTypeChoice } from '@/lib/account/customer-type-choice';
import type { SortedErrors } from '@/lib/account/field-errors';
import {
  checkProfile,
  PROFILE_FIELDS,
  type ProfileField,
  type ProfileFormValues,
  profileFormValues,
  profilePayload,
  sortProfileErrors,
} from '@/lib/account/profile-form';
import { handleApiError, notifySuccess } from '@/lib/api/error-catalogue';
import { isApiFailure } from '@/lib/api/failure';
import { TIMING_MS } from '@/lib/constants';
import type { Customer, CustomerType } from '@/lib/contract/customer';
import { notify } from '@/lib/ui/toast';
import { useEditCustomer } from '@/queries/customer';
import { INCOMPLETE_DATE, JalaliDatePicker } from './jalali-date-picker';

type ProfileFormProps = { customer: Customer; types: CustomerType[] };

export function ProfileForm({ customer, types }: ProfileFormProps) {
  const t = useTranslations('profile.form');
  const router = useRouter();
  const edit = useEditCustomer(customer.id);
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues>({ defaultValues: profileFormValues(customer) });

  useEffect(
    () => () => {
      if (redirect.current) clearTimeout(redirect.current);
    },
    [],
  );

  /** Puts each message under its field and focuses the first; true when there was any. */
  const showErrors = (sorted: SortedErrors<ProfileField>): boolean => {
    const fields = PROFILE_FIELDS.filter((field) => sorted.fields[field]);
    fields.forEach((field, index) => {
      setError(field, { message: sorted.fields[field] }, { shouldFocus: index === 0 });
    });
    if (sorted.other.length > 0) notify.error(sorted.other.join('\n'));
    return fields.length > 0 || sorted.other.length > 0;
  };

  const onSubmit = handleSubmit(async (values) => {
    if (values.birthday === INCOMPLETE_DATE) {
      setError('birthday', { message: t('birthdayIncomplete') }, { shouldFocus: true });
      return;
    }
    if (showErrors(checkProfile(values, customer))) return;
    try {
      const result = await edit.mutateAsync(profilePayload(values, customer));
      notifySuccess(result.msg);
      // Spec 2: home follows a successful edit after 500 ms, long enough to read the toast.
      redirect.current = setTimeout(() => router.push('/'), TIMING_MS.profileRedirect);
    } catch (error) {
      const fieldErrors =
        isApiFailure(error) && error.kind === 'http' && error.status === 400 ? error.errors : null;
      if (!fieldErrors || !showErrors(sortProfileErrors(fieldErrors))) handleApiError(error);
    }
  });

  const typeChoice = customerTypeChoice(customer, types);

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="profile-title"
      className="grid gap-4 sm:grid-cols-2"
      data-testid="profile-form"
    >
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
      <fieldset
        className="flex flex-col gap-1.5"
        aria-describedby={describedBy('gender', null, errors.gender?.message)}
      >
        <legend className="mb-1.5 text-sm font-medium">{t('gender')}</legend>
        <div className="flex min-h-11 items-center gap-6">
          {(['woman', 'man'] as const).map((gender) => (
            <label key={gender} className="flex min-h-11 min-w-11 items-center gap-2 pe-2">
              <input
                type="radio"
                value={gender}
                className="size-5 accent-primary"
                {...register('gender')}
              />
              {t(gender)}
            </label>
          ))}
        </div>
        <FieldNotes id="gender" error={errors.gender?.message} />
      </fieldset>
      <Controller
        control={control}
        name="birthday"
        render={({ field, fieldState }) => (
          <JalaliDatePicker
            id="birthday"
            legend={t('birthday')}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextField
        id="nation_code"
        label={t('nationCode')}
        hint={t('nationCodeHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        error={errors.nation_code?.message}
        {...register('nation_code')}
      />
      <TextField
        id="number_id"
        label={t('numberId')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        error={errors.number_id?.message}
        {...register('number_id')}
      />
      <TextField
        id="father_name"
        label={t('fatherName')}
        autoComplete="off"
        error={errors.father_name?.message}
        {...register('father_name')}
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
      <TextField
        id="company_national_id"
        label={t('companyNationalId')}
        hint={t('companyNationalIdHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={11}
        error={errors.company_national_id?.message}
        {...register('company_national_id')}
      />
      <TextField
        id="economic_code"
        label={t('economicCode')}
        hint={t('economicCodeHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={12}
        error={errors.economic_code?.message}
        {...register('economic_code')}
      />
      {typeChoice.granted ? (
        // Not registered with the form: a type the shop granted is not the customer's to send.
        <SelectField
          id="customer_type_id"
          label={t('customerType')}
          hint={t('customerTypeGranted')}
          value={String(typeChoice.granted.id)}
          disabled
        >
          <option value={String(typeChoice.granted.id)}>{typeChoice.granted.name}</option>
        </SelectField>
      ) : (
        <SelectField
          id="customer_type_id"
          label={t('customerType')}
          error={errors.customer_type_id?.message}
          {...register('customer_type_id')}
        >
          <option value="">{t('customerTypeNone')}</option>
          {typeChoice.options.map((type) => (
            <option key={type.id} value={String(type.id)}>
              {type.name}
            </option>
          ))}
        </SelectField>
      )}
      <TextField
        id="referrer"
        label={t('referrer')}
        hint={customer.referrer === null ? t('referrerHint') : t('referrerLocked')}
        inputMode="numeric"
        autoComplete="off"
        readOnly={customer.referrer !== null}
        error={errors.referrer?.message}
        {...register('referrer')}
      />
      <div className="sm:col-span-2">
        <Button
          type="submit"
          disabled={isSubmitting}
          data-testid="profile-save"
          className="w-full sm:w-auto"
        >
          {isSubmitting ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
