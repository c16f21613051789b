import { iranWeekday } from '@/server/services/catalog/shop-days';
import { addDays } from '@/server/services/zone/available-times';

/** Iran's weekend: Friday (6 in the Saturday-first week). */
const FRIDAY = 6;

export function isWorkingDay(day: string, holidays: ReadonlySet<string>): boolean {
  return iranWeekday(day) !== FRIDAY && !holidays.has(day);
}

/**
 * The last day of a period of `workingDays` working days that starts the day
 * after `from` (the day of delivery does not count): Fridays and holidays are
 * passed over, so the period ends on a working day.
 */
export function lastWorkingDay(
  from: string,
  workingDays: number,
  holidays: ReadonlySet<string>,
): string {
  let day = from;
  let counted = 0;
  while (counted < workingDays) {
    day = addDays(day, 1);
    if (isWorkingDay(day, holidays)) counted += 1;
  }
  return day;
}
