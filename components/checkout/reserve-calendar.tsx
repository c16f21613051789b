'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LineIcon } from '@/components/ui/line-icon';
import {
  compareMonths,
  type DayState,
  dayState,
  type JalaliMonth,
  monthCells,
  shiftMonth,
  WEEKDAY_INITIALS,
} from '@/lib/checkout/calendar';
import { toPersianDigits } from '@/lib/format/digits';
import { formatJalaliDate, formatWeekday } from '@/lib/format/jalali';
import { JALALI_MONTH_NAMES } from '@/lib/format/jalali-parts';
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

const dayClasses: Record<DayState, string> = {
  open: 'bg-surface-raised hover:bg-surface-muted border border-border',
  past: 'text-text-muted opacity-50',
  holiday: 'text-danger opacity-70',
  closed: 'text-text-muted opacity-60',
};

function ChevronIcon({ flip = false }: { flip?: boolean }) {
  return (
    <LineIcon className={`size-5 ${flip ? 'rotate-180' : ''}`}>
      <path d="M9 6l6 6-6 6" />
    </LineIcon>
  );
}

/**
 * A Jalali month, Saturday first. Past days, Iran's official holidays (asked
 * for the Jalali year shown) and days without a delivery window cannot be
 * chosen; holidays are marked in red.
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
  const [month, setMonth] = useState<JalaliMonth>(firstMonth);
  const holidays = useHolidays(month.year);
  const holidaySet = holidays.data ? new Set(holidays.data) : NO_HOLIDAYS;
  const title = `${JALALI_MONTH_NAMES[month.month - 1] ?? ''} ${toPersianDigits(month.year)}`;
  const canGoBack = compareMonths(month, firstMonth) > 0;
  const canGoOn = compareMonths(month, lastMonth) < 0;

  return (
    <fieldset className="flex max-w-md flex-col gap-3" data-testid="checkout-calendar">
      <legend className="mb-2 text-lg font-bold">{t('legend')}</legend>
      <div className="flex items-center justify-between gap-2">
        {/* In right-to-left the previous month sits on the right, pointing right. */}
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('previousMonth')}
          disabled={!canGoBack}
          onClick={() => setMonth(shiftMonth(month, -1))}
        >
          <ChevronIcon />
        </Button>
        <p className="font-bold" aria-live="polite" data-testid="checkout-calendar-month">
          {title}
        </p>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('nextMonth')}
          disabled={!canGoOn}
          onClick={() => setMonth(shiftMonth(month, 1))}
        >
          <ChevronIcon flip />
        </Button>
      </div>
      <div className="grid grid-cols-7 gap-1 text-center" role="presentation">
        {WEEKDAY_INITIALS.map((initial) => (
          <span key={initial} aria-hidden="true" className="text-xs text-text-muted">
            {initial}
          </span>
        ))}
        {monthCells(month).map((cell, index) => {
          if (cell === null) {
            // biome-ignore lint/suspicious/noArrayIndexKey: blanks before the 1st have no identity but their place
            return <span key={`blank-${index}`} aria-hidden="true" />;
          }
          const state = dayState(cell.iso, today, holidaySet, windowDates);
          const chosen = value === cell.iso;
          const notes = [
            cell.iso === today ? t('today') : null,
            state === 'holiday' ? t('holiday') : null,
            state === 'closed' ? t('closed') : null,
          ].filter(Boolean);
          const label = [`${formatWeekday(cell.iso)} ${formatJalaliDate(cell.iso)}`, ...notes].join(
            '، ',
          );
          return (
            <button
              key={cell.iso}
              type="button"
              data-testid="calendar-day"
              data-date={cell.iso}
              data-state={state}
              aria-label={label}
              aria-pressed={chosen}
              disabled={state !== 'open'}
              title={state === 'holiday' ? t('holiday') : undefined}
              onClick={() => onChange(cell.iso)}
              className={`flex aspect-square min-h-10 items-center justify-center rounded-lg text-sm disabled:cursor-not-allowed ${
                chosen ? 'bg-primary font-bold text-on-primary' : dayClasses[state]
              } ${cell.iso === today && !chosen ? 'ring-1 ring-primary' : ''}`}
            >
              {toPersianDigits(cell.day)}
            </button>
          );
        })}
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
