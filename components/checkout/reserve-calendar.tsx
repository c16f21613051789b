'use client';

import 'react-day-picker/style.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { DayButton, type DayButtonProps, type Modifiers } from 'react-day-picker';
import { DayPicker } from 'react-day-picker/persian';
import { type DayState, dayState, type JalaliMonth } from '@/lib/checkout/calendar';
import { formatJalaliDate, formatWeekday } from '@/lib/format/jalali';
import { jalaliToIso } from '@/lib/format/jalali-parts';
import { isoDay, jalaliMonthOf, localDay } from '@/lib/reservation/calendar';
import { useHolidays } from '@/queries/checkout';

type Props = {
  /** The shop's today, Gregorian YYYY-MM-DD in Tehran. */
  today: string;
  /** The month to open on: today's. */
  firstMonth: JalaliMonth;
  /** The last month worth showing: the one holding the last day with a window. */
  lastMonth: JalaliMonth;
  /** Days that have a window with room; null while the windows load. */
  windowDates: ReadonlySet<string> | null;
  value: string | null;
  onChange: (iso: string) => void;
};

const NO_HOLIDAYS: ReadonlySet<string> = new Set();
const STATES: readonly DayState[] = ['past', 'holiday', 'closed', 'loading'];

const firstDayOf = (month: JalaliMonth) => localDay(jalaliToIso({ ...month, day: 1 }));

/** A day's state, read back from the modifiers the calendar was given. */
const stateOf = (modifiers: Modifiers): DayState =>
  STATES.find((state) => modifiers[state]) ?? 'open';

/** The library's day button, saying its Gregorian day, its state and whether it is chosen. */
function CheckoutDayButton(props: DayButtonProps) {
  const { day, modifiers } = props;
  return (
    <DayButton
      {...props}
      data-testid="calendar-day"
      data-date={isoDay(day.date)}
      data-state={stateOf(modifiers)}
      aria-pressed={modifiers.selected === true}
    />
  );
}

/**
 * A Jalali month, Saturday first, drawn by react-day-picker's Persian calendar
 * (Persian digits, keyboard navigation). Past days, Iran's official holidays
 * (asked for the Jalali year shown) and days without a delivery window cannot
 * be chosen; holidays are marked in red.
 */
export function ReserveCalendar({
  today,
  firstMonth,
  lastMonth,
  windowDates,
  value,
  onChange,
}: Props) {
  const t = useTranslations('checkout.date');
  const [month, setMonth] = useState<Date>(() => firstDayOf(firstMonth));
  const holidays = useHolidays(jalaliMonthOf(month).year);
  const holidaySet = holidays.data ? new Set(holidays.data) : NO_HOLIDAYS;
  const state = (date: Date) => dayState(isoDay(date), today, holidaySet, windowDates);

  return (
    <fieldset className="flex max-w-md flex-col gap-3" data-testid="checkout-calendar">
      <legend className="mb-2 text-lg font-bold">{t('legend')}</legend>
      <div className="reservation-calendar flex justify-center">
        <DayPicker
          mode="single"
          month={month}
          onMonthChange={setMonth}
          startMonth={firstDayOf(firstMonth)}
          endMonth={firstDayOf(lastMonth)}
          selected={value ? localDay(value) : undefined}
          onSelect={(date) => {
            if (date) onChange(isoDay(date));
          }}
          disabled={(date) => state(date) !== 'open'}
          modifiers={{
            past: (date) => state(date) === 'past',
            holiday: (date) => state(date) === 'holiday',
            closed: (date) => state(date) === 'closed',
            loading: (date) => state(date) === 'loading',
            open: (date) => state(date) === 'open',
          }}
          modifiersClassNames={{ holiday: 'rdp-holiday', open: 'rdp-open' }}
          components={{ DayButton: CheckoutDayButton }}
          labels={{
            labelPrevious: () => t('previousMonth'),
            labelNext: () => t('nextMonth'),
            labelDayButton: (date, modifiers) => {
              const iso = isoDay(date);
              return [
                `${formatWeekday(iso)} ${formatJalaliDate(iso)}`,
                iso === today ? t('today') : null,
                modifiers.holiday ? t('holiday') : null,
                modifiers.closed ? t('closed') : null,
              ]
                .filter(Boolean)
                .join('، ');
            },
          }}
        />
      </div>
      <p className="min-h-6 text-sm" aria-live="polite" data-testid="checkout-date-chosen">
        {windowDates === null
          ? t('loading')
          : windowDates.size === 0
            ? t('none')
            : value
              ? t('chosen', { date: `${formatWeekday(value)} ${formatJalaliDate(value)}` })
              : null}
      </p>
    </fieldset>
  );
}
