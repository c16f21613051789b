import { describe, expect, it } from 'vitest';
import {
  nextPickupDay,
  type PickupPlan,
  tehranInstant,
} from '@/server/services/collection/next-pickup';
import { branchWindows } from '@/server/services/collection/places';

// 2026-11-28 is a Saturday (weekday 0); 2026-12-01 a Tuesday (3).
const SATURDAY = '2026-11-28';
const plan = (more: Partial<PickupPlan> = {}): PickupPlan => ({
  repeat: true,
  weekdays: [0, 3],
  firstDate: SATURDAY,
  startTime: '08:00',
  lastPickupDate: null,
  ...more,
});
const none = new Set<string>();
/** A moment given as Tehran wall-clock time. */
const at = (day: string, time: string) => tehranInstant(day, time);

describe('next pickup of a collection request', () => {
  it('reads today and the clock in Tehran, not in UTC', () => {
    // 21:00 UTC on Friday the 27th is already 00:30 on Saturday the 28th in Tehran.
    const lateFriday = new Date('2026-11-27T21:00:00Z');
    expect(nextPickupDay(plan(), lateFriday, none)).toBe(SATURDAY);
    // 04:29 UTC is 07:59 in Tehran: the 08:00 window has not started.
    expect(nextPickupDay(plan(), new Date('2026-11-28T04:29:00Z'), none)).toBe(SATURDAY);
    // 04:30 UTC is 08:00 in Tehran: it has, so Tuesday is next.
    expect(nextPickupDay(plan(), new Date('2026-11-28T04:30:00Z'), none)).toBe('2026-12-01');
  });

  it('repeats on the chosen weekdays only', () => {
    expect(nextPickupDay(plan(), at('2026-11-29', '12:00'), none)).toBe('2026-12-01');
    expect(nextPickupDay(plan(), at('2026-12-01', '09:00'), none)).toBe('2026-12-05');
    expect(nextPickupDay(plan({ weekdays: [6] }), at(SATURDAY, '07:00'), none)).toBe('2026-12-04');
  });

  it('skips holidays, however many in a row', () => {
    const closed = new Set(['2026-11-28', '2026-12-01', '2026-12-05']);
    expect(nextPickupDay(plan(), at('2026-11-27', '10:00'), closed)).toBe('2026-12-08');
  });

  it('comes after the last pickup handed over and not before the first day', () => {
    expect(nextPickupDay(plan({ lastPickupDate: SATURDAY }), at(SATURDAY, '07:00'), none)).toBe(
      '2026-12-01',
    );
    expect(nextPickupDay(plan({ firstDate: '2026-12-08' }), at(SATURDAY, '07:00'), none)).toBe(
      '2026-12-08',
    );
  });

  it('is the day itself for a one-off request, until it starts or is handed over', () => {
    const once = plan({ repeat: false, weekdays: [], firstDate: '2026-12-02' });
    expect(nextPickupDay(once, at(SATURDAY, '10:00'), none)).toBe('2026-12-02');
    expect(nextPickupDay(once, at('2026-12-02', '08:00'), none)).toBeNull();
    expect(
      nextPickupDay({ ...once, lastPickupDate: '2026-12-02' }, at(SATURDAY, '10:00'), none),
    ).toBeNull();
  });

  it('finds none when no chosen weekday is open within reach', () => {
    const closed = new Set(
      Array.from({ length: 70 }, (_, i) => {
        const day = new Date(Date.UTC(2026, 10, 28 + i));
        return day.toISOString().slice(0, 10);
      }),
    );
    expect(nextPickupDay(plan(), at('2026-11-27', '10:00'), closed)).toBeNull();
  });

  it('is due at the window start in Tehran (+03:30), whatever the server zone', () => {
    expect(tehranInstant(SATURDAY, '08:00').toISOString()).toBe('2026-11-28T04:30:00.000Z');
  });
});

describe('branch windows', () => {
  it('cuts opening hours into two-hour windows, the last ending at closing', () => {
    expect(branchWindows('09:00', '14:30').map((w) => `${w.startTime}-${w.endTime}`)).toEqual([
      '09:00-11:00',
      '11:00-13:00',
      '13:00-14:30',
    ]);
    expect(branchWindows(null, '14:00')).toEqual([]);
  });
});
