'use client';

import 'react-day-picker/style.css';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { DayButton, type DayButtonProps } from 'react-day-picker';
import { DayPicker } from 'react-day-picker/persian';
import { daysByState, isChoosable, isoDay, localDay } from '@/lib/reservation/calendar';
import type { ShownMonth } from './use-shown-month';

const MONTHS_AHEAD = 3;

/** The library's day button, naming its Gregorian day so journeys and tests can find it. */
function IsoDayButton(props: DayButtonProps) {
  return <DayButton {...props} data-iso={isoDay(props.day.date)} />;
}

type Props = {
  /** The shop's today in Tehran: the first month that can be paged to. */
  today: string;
  shown: ShownMonth;
  day: string | null;
  onPick: (date: Date | undefined) => void;
  /** Full days can be chosen too, to wait in a window's line. */
  waitable: boolean;
};

/**
 * A Jalali month (react-day-picker's Persian calendar: keyboard navigation,
 * Persian digits) whose holiday, closed and past days (and full ones, but to
 * wait in line) cannot be chosen,
 * with the legend of its marks.
 */
export function ReservationCalendar({ today, shown, day, onPick, waitable }: Props) {
  const t = useTranslations('reservation');
  const { month, setMonth, byDate, pending, failed } = shown;
  const marks = useMemo(() => daysByState([...byDate.values()]), [byDate]);
  const firstMonth = localDay(today);
  const lastMonth = new Date(firstMonth.getFullYear(), firstMonth.getMonth() + MONTHS_AHEAD, 1);
  return (
    <>
      <div className="reservation-calendar flex justify-center" data-testid="reservation-calendar">
        <DayPicker
          mode="single"
          aria-label={t('calendarLabel')}
          month={month}
          onMonthChange={setMonth}
          startMonth={firstMonth}
          endMonth={lastMonth}
          selected={day ? localDay(day) : undefined}
          onSelect={onPick}
          disabled={(date) => !isChoosable(byDate.get(isoDay(date)), waitable)}
          components={{ DayButton: IsoDayButton }}
          modifiers={{ full: marks.full, holiday: marks.holiday, open: marks.open }}
          modifiersClassNames={{
            full: 'rdp-full',
            holiday: 'rdp-holiday',
            open: 'rdp-open',
          }}
          footer={pending ? t('loading') : failed ? t('loadFailed') : day ? null : t('pickDay')}
        />
      </div>
      <ul className="flex flex-wrap gap-4 text-sm text-text-muted" aria-hidden="true">
        <li className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-full bg-primary/20" /> {t('legendOpen')}
        </li>
        <li className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-full bg-text-muted/40" /> {t('legendFull')}
        </li>
        <li className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-full bg-danger/40" /> {t('legendHoliday')}
        </li>
      </ul>
    </>
  );
}
