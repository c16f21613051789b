import { describe, expect, it } from 'vitest';
import {
  iranWeekdayOf,
  repeatWeekdays,
  weekdayName,
  weekdaysOffering,
  windowsOfDay,
} from '@/lib/collection/form-rules';
import type { CollectionOptions } from '@/lib/contract/collection';

const morning = { start_time: '08:00', end_time: '10:00' };
const evening = { start_time: '16:00', end_time: '18:00' };
const options: CollectionOptions = {
  delivery_type: 'delivery',
  branch: null,
  address: { id: 1, title: 'خانه' },
  days: [
    { date: '2026-11-28', weekday: 0, holiday: false, windows: [morning, evening] },
    { date: '2026-11-29', weekday: 1, holiday: true, windows: [] },
  ],
  weekdays: [
    { weekday: 0, windows: [morning, evening] },
    { weekday: 1, windows: [morning] },
    { weekday: 2, windows: [evening] },
    { weekday: 3, windows: [morning] },
    { weekday: 4, windows: [] },
    { weekday: 5, windows: [] },
    { weekday: 6, windows: [] },
  ],
};

describe('collection request form rules', () => {
  it('names the Iranian weekdays, Saturday first', () => {
    expect(iranWeekdayOf('2026-11-28')).toBe(0);
    expect(iranWeekdayOf('2026-12-04')).toBe(6);
    expect(weekdayName(0)).toBe('شنبه');
    expect(weekdayName(3)).toBe('سه‌شنبه');
    expect(weekdayName(6)).toBe('جمعه');
  });

  it('offers a day’s windows only once a day is chosen', () => {
    expect(windowsOfDay(options, null)).toEqual([]);
    expect(windowsOfDay(options, '2026-11-28')).toEqual([morning, evening]);
    expect(windowsOfDay(options, '2026-11-29')).toEqual([]);
  });

  it('lets a standing order repeat only on weekdays with the same window', () => {
    expect([...weekdaysOffering(options, morning)].sort()).toEqual([0, 1, 3]);
    expect([...weekdaysOffering(options, evening)].sort()).toEqual([0, 2]);
    expect(weekdaysOffering(options, null).size).toBe(0);
  });

  it('always repeats on the first day’s weekday and drops weekdays without the window', () => {
    const offering = weekdaysOffering(options, morning);
    expect(repeatWeekdays(new Set([3, 2]), offering, '2026-11-28')).toEqual([0, 3]);
    expect(repeatWeekdays(new Set(), offering, '2026-11-28')).toEqual([0]);
  });
});
