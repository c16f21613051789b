'use client';

import { DayPicker } from 'react-day-picker/persian';
import 'react-day-picker/style.css';
import './pickup-day-calendar.css';
import type { CollectionOptions } from '@/lib/contract/collection';

type Props = {
  days: CollectionOptions['days'];
  value: string | null;
  onChange: (day: string) => void;
  labelledBy: string;
};

/** A Gregorian YYYY-MM-DD as the calendar's local midnight, and back. */
function toDate(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}
function toDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The first pickup day on react-day-picker's Persian (Jalali) calendar:
 * Saturday first, Persian digits, keyboard navigation. Only days with a window
 * at the chosen place can be picked; holidays are marked in red.
 */
export function PickupDayCalendar({ days, value, onChange, labelledBy }: Props) {
  const first = days[0]?.date;
  const last = days.at(-1)?.date;
  if (!first || !last) return null;
  const open = new Set(days.filter((day) => day.windows.length > 0).map((day) => day.date));
  const holidays = days.filter((day) => day.holiday).map((day) => toDate(day.date));
  return (
    <div
      className="pickup-day-calendar self-center rounded-xl border border-border bg-surface-raised p-2"
      data-testid="collection-calendar"
    >
      <DayPicker
        mode="single"
        required={false}
        aria-labelledby={labelledBy}
        startMonth={toDate(first)}
        endMonth={toDate(last)}
        defaultMonth={value ? toDate(value) : toDate(first)}
        selected={value ? toDate(value) : undefined}
        onSelect={(date) => {
          if (date) onChange(toDay(date));
        }}
        disabled={(date) => !open.has(toDay(date))}
        modifiers={{ holiday: holidays }}
        modifiersClassNames={{ holiday: 'text-danger' }}
      />
    </div>
  );
}
