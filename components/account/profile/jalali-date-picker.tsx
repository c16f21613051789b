'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { controlClasses, describedBy, FieldNotes } from '@/components/ui/form-field';
import { toPersianDigits } from '@/lib/format/digits';
import { formatJalaliDate } from '@/lib/format/jalali';
import {
  currentJalaliYear,
  EARLIEST_JALALI_YEAR,
  isoToJalali,
  JALALI_MONTH_NAMES,
  jalaliDaysInMonth,
  jalaliToIso,
} from '@/lib/format/jalali-parts';

/** What the picker reports while only some of day, month and year are chosen. */
export const INCOMPLETE_DATE = 'incomplete';

type Parts = { year: number | null; month: number | null; day: number | null };

type JalaliDatePickerProps = {
  id: string;
  legend: string;
  /** Gregorian YYYY-MM-DD or "" for none; read when the picker mounts, which then keeps its own choices. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

function partsOf(value: string): Parts {
  const parts = isoToJalali(value);
  return parts ?? { year: null, month: null, day: null };
}

/** The value a set of choices stands for: a full day, nothing, or "not finished yet". */
function pickedValue(parts: Parts): string {
  const { year, month, day } = parts;
  if (year !== null && month !== null && day !== null) return jalaliToIso({ year, month, day });
  if (year === null && month === null && day === null) return '';
  return INCOMPLETE_DATE;
}

const readChoice = (text: string) => (text === '' ? null : Number(text));

/**
 * A Jalali date as three native selects (day, month, year): each is labelled,
 * keyboard- and screen-reader-friendly on every device, and the month's length
 * follows the year (Esfand has 30 days in leap years). The form sees the
 * Gregorian day the API expects.
 */
export function JalaliDatePicker({ id, legend, value, onChange, error }: JalaliDatePickerProps) {
  const t = useTranslations('profile.datePicker');
  const [parts, setParts] = useState<Parts>(() => partsOf(value));
  const lastYear = currentJalaliYear();
  const years = Array.from(
    { length: lastYear - EARLIEST_JALALI_YEAR + 1 },
    (_, index) => lastYear - index,
  );
  const dayCount =
    parts.year !== null && parts.month !== null ? jalaliDaysInMonth(parts.year, parts.month) : 31;

  const choose = (next: Parts) => {
    // A day past the new month's end (31 Shahrivar → Mehr) becomes its last day.
    const limit =
      next.year !== null && next.month !== null ? jalaliDaysInMonth(next.year, next.month) : 31;
    const fitted = { ...next, day: next.day === null ? null : Math.min(next.day, limit) };
    setParts(fitted);
    onChange(pickedValue(fitted));
  };

  const full = pickedValue(parts);
  const describe = describedBy(id, null, error);
  const selectClasses = `${controlClasses} min-w-0`;

  return (
    <fieldset className="flex flex-col gap-1.5" data-testid={id}>
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-[1fr_1.4fr_1.2fr] gap-2">
        <label className="flex flex-col gap-1 text-xs text-text-muted">
          {t('day')}
          <select
            id={`${id}-day`}
            className={selectClasses}
            value={parts.day ?? ''}
            aria-invalid={error ? true : undefined}
            aria-describedby={describe}
            onChange={(event) => choose({ ...parts, day: readChoice(event.target.value) })}
          >
            <option value="">{t('empty')}</option>
            {Array.from({ length: dayCount }, (_, index) => index + 1).map((day) => (
              <option key={day} value={day}>
                {toPersianDigits(day)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs text-text-muted">
          {t('month')}
          <select
            id={`${id}-month`}
            className={selectClasses}
            value={parts.month ?? ''}
            aria-invalid={error ? true : undefined}
            aria-describedby={describe}
            onChange={(event) => choose({ ...parts, month: readChoice(event.target.value) })}
          >
            <option value="">{t('empty')}</option>
            {JALALI_MONTH_NAMES.map((name, index) => (
              <option key={name} value={index + 1}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs text-text-muted">
          {t('year')}
          <select
            id={`${id}-year`}
            className={selectClasses}
            value={parts.year ?? ''}
            aria-invalid={error ? true : undefined}
            aria-describedby={describe}
            onChange={(event) => choose({ ...parts, year: readChoice(event.target.value) })}
          >
            <option value="">{t('empty')}</option>
            {years.map((year) => (
              <option key={year} value={year}>
                {toPersianDigits(year)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="flex min-h-11 items-center justify-between gap-2 text-sm">
        <output aria-live="polite" data-testid={`${id}-chosen`}>
          {full !== '' && full !== INCOMPLETE_DATE
            ? t('chosen', { date: formatJalaliDate(full) })
            : null}
        </output>
        {full !== '' ? (
          <button
            type="button"
            className="min-h-11 rounded-md px-2 text-text-muted underline hover:text-text"
            onClick={() => choose({ year: null, month: null, day: null })}
          >
            {t('clear')}
          </button>
        ) : null}
      </div>
      <FieldNotes id={id} error={error} />
    </fieldset>
  );
}
