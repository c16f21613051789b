import { describe, expect, it } from 'vitest';
import { withinDeadline } from '@/server/services/returns/return-deadline';
import { isWorkingDay, lastWorkingDay } from '@/server/services/returns/working-days';

const NONE = new Set<string>();

describe('seven working days to return (E-commerce Law, art. 37)', () => {
  it('passes over Fridays: delivered on a Saturday, the last day is the next Sunday', () => {
    // 2026-11-28 is a Saturday; 2026-12-04 a Friday.
    expect(isWorkingDay('2026-12-04', NONE)).toBe(false);
    expect(isWorkingDay('2026-12-03', NONE)).toBe(true);
    expect(lastWorkingDay('2026-11-28', 7, NONE)).toBe('2026-12-06');
  });

  it('does not count the day of delivery, and never ends on a Friday', () => {
    // Delivered on a Friday: Saturday to Thursday are six, the next Friday is off, Saturday the seventh.
    expect(lastWorkingDay('2026-11-27', 7, NONE)).toBe('2026-12-05');
    // Delivered on a Wednesday: Thursday, then Saturday to Wednesday (Friday skipped).
    expect(lastWorkingDay('2026-12-02', 7, NONE)).toBe('2026-12-10');
  });

  it('passes over holidays as well, a run of them included (Nowruz 1406)', () => {
    const nowruz = new Set([
      '2027-03-21',
      '2027-03-22',
      '2027-03-23',
      '2027-03-24',
      '2027-04-01',
      '2027-04-02',
    ]);
    // Delivered Saturday 1405/12/28 (2027-03-20): Sunday–Wednesday holidays, Friday 26 March off,
    // then Thu 25, Sat 27, Sun 28, Mon 29, Tue 30, Wed 31, and Saturday 3 April (1–2 April holidays).
    expect(lastWorkingDay('2027-03-20', 7, nowruz)).toBe('2027-04-03');
  });

  it('lets the whole last day count, in Tehran', () => {
    // 23:59 in Tehran on 2026-12-06 is 20:29 UTC.
    expect(withinDeadline('2026-12-06', new Date('2026-12-06T20:29:00Z'))).toBe(true);
    expect(withinDeadline('2026-12-06', new Date('2026-12-06T20:31:00Z'))).toBe(false);
  });
});
