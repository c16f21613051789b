import { describe, expect, it } from 'vitest';
import type { CalendarDay } from '@/lib/contract/catalog';
import {
  daysByState,
  isChoosable,
  isoDay,
  jalaliMonthOf,
  localDay,
  roomFor,
  windowFits,
  withHold,
} from '@/lib/reservation/calendar';
import { bookingIcs } from '@/lib/reservation/ics';
import { calendarDayState } from '@/server/services/catalog/reservation-calendar';
import {
  chooseReserved,
  clearReservedList,
  clearReservedPrice,
  initialReservation,
  reservationSucceeded,
  restoreReservation,
  withExtraPeople,
} from '@/stores/parts/reservation';

const window = (remaining: number, held = 0) => ({
  start_time: '10:00',
  end_time: '12:00',
  remaining,
  held,
});

describe('calendar day states', () => {
  const today = '2026-11-25';
  it('says past before anything else, then holiday, closed, full, open', () => {
    expect(
      calendarDayState({ date: '2026-11-24', today, isHoliday: true, windows: [window(3)] }),
    ).toBe('past');
    expect(calendarDayState({ date: today, today, isHoliday: true, windows: [] })).toBe('holiday');
    expect(calendarDayState({ date: today, today, isHoliday: false, windows: [] })).toBe('closed');
    expect(calendarDayState({ date: today, today, isHoliday: false, windows: [window(0)] })).toBe(
      'full',
    );
    expect(
      calendarDayState({
        date: '2026-12-01',
        today,
        isHoliday: false,
        windows: [window(0), window(1)],
      }),
    ).toBe('open');
  });

  const day = (date: string, state: CalendarDay['state']): CalendarDay => ({
    date,
    state,
    is_holiday: state === 'holiday',
    available: state === 'open',
    windows: state === 'open' ? [window(2)] : [],
  });

  it('lets only open days be chosen, and marks full and holiday days', () => {
    expect(isChoosable(day('2026-11-26', 'open'))).toBe(true);
    for (const state of ['full', 'holiday', 'past', 'closed'] as const) {
      expect(isChoosable(day('2026-11-26', state))).toBe(false);
    }
    expect(isChoosable(undefined)).toBe(false);
    // A customer may pick a full day to wait in one of its windows' lines.
    expect(isChoosable(day('2026-11-26', 'full'), true)).toBe(true);
    expect(isChoosable(day('2026-11-26', 'holiday'), true)).toBe(false);
    const marks = daysByState([
      day('2026-11-26', 'full'),
      day('2026-11-27', 'holiday'),
      day('2026-11-28', 'open'),
    ]);
    expect(marks.full.map(isoDay)).toEqual(['2026-11-26']);
    expect(marks.holiday.map(isoDay)).toEqual(['2026-11-27']);
    expect(marks.open.map(isoDay)).toEqual(['2026-11-28']);
  });

  it('round-trips days and names their Jalali month', () => {
    expect(isoDay(localDay('2027-03-21'))).toBe('2027-03-21');
    // 4 Azar 1405 and 1 Farvardin 1406.
    expect(jalaliMonthOf(localDay('2026-11-25'))).toEqual({ year: 1405, month: 9 });
    expect(jalaliMonthOf(localDay('2027-03-21'))).toEqual({ year: 1406, month: 1 });
  });

  it('counts a day whose only room is the asker’s own held seats as open to them', () => {
    const today = '2026-11-25';
    expect(
      calendarDayState({ date: '2026-12-01', today, isHoliday: false, windows: [window(0, 2)] }),
    ).toBe('open');
  });

  it('takes the hold’s answer for its window and gives a replaced hold’s seats back', () => {
    const evening = { start_time: '16:00', end_time: '18:00', remaining: 3, held: 1 };
    const days: CalendarDay[] = [
      {
        date: '2026-12-01',
        state: 'open',
        is_holiday: false,
        available: true,
        // Asked before the hold: 8 free in the morning, 1 of the evening's seats held earlier.
        windows: [window(8), evening],
      },
      {
        date: '2026-12-02',
        state: 'open',
        is_holiday: false,
        available: true,
        windows: [window(4)],
      },
    ];
    const [mine, other] = withHold(days, {
      reserve_date: '2026-12-01',
      start_time: '10:00',
      end_time: '12:00',
      count: 2,
      remaining: 6,
    });
    // Never 8 + 2: the answer's remaining already counts the new hold.
    expect(mine?.windows).toEqual([window(6, 2), { ...evening, remaining: 4, held: 0 }]);
    expect(mine?.windows.map(roomFor)).toEqual([8, 4]);
    expect(other).toBe(days[1]);

    const full: CalendarDay = {
      date: '2026-12-03',
      state: 'open',
      is_holiday: false,
      available: true,
      windows: [window(1)],
    };
    const [taken] = withHold([full], {
      reserve_date: '2026-12-03',
      start_time: '10:00',
      end_time: '12:00',
      count: 1,
      remaining: 0,
    });
    // The last seat is the holder's: theirs to take, so the day stays open to them.
    expect(taken?.state).toBe('open');
    expect(taken?.windows).toEqual([window(0, 1)]);
  });

  it('fits a count only into a window with that many seats free or held by the asker', () => {
    expect(windowFits(window(3), 3)).toBe(true);
    expect(windowFits(window(3), 4)).toBe(false);
    expect(windowFits(window(2, 2), 4)).toBe(true);
    expect(windowFits(window(2, 2), 5)).toBe(false);
  });
});

describe('reservation store rules (spec 3 and 4)', () => {
  const item = {
    id: 7,
    count: 2,
    times: [{ reserve_date: '2026-12-01', start_time: '10:00', end_time: '12:00' }],
  };

  it('replaces the list with the chosen product and sets step 1', () => {
    const other = chooseReserved(initialReservation, { ...item, id: 3 });
    const state = chooseReserved(other, item);
    expect(state.reservedList).toEqual([item]);
    expect(state.reservStep).toBe(1);
  });

  it('sets step 0 when the price or the list is cleared', () => {
    const chosen = chooseReserved(initialReservation, item);
    expect(clearReservedPrice(chosen)).toEqual({ ...chosen, reservStep: 0 });
    expect(clearReservedList(chosen)).toEqual({ ...chosen, reservedList: [], reservStep: 0 });
  });

  it('clears the list on success', () => {
    const chosen = withExtraPeople(chooseReserved(initialReservation, item), 3);
    expect(chosen.extraPeople).toBe(3);
    expect(reservationSucceeded(chosen)).toEqual(initialReservation);
  });

  it('restores only well-formed state from storage', () => {
    expect(restoreReservation({ reservedList: [item], extraPeople: 2, reservStep: 1 })).toEqual({
      reservedList: [item],
      extraPeople: 2,
      reservStep: 1,
    });
    expect(restoreReservation({ reservedList: [], reservStep: 1, extraPeople: -1 })).toEqual(
      initialReservation,
    );
    expect(
      restoreReservation({ reservedList: [{ id: 'x', count: 1, times: [] }], reservStep: 1 }),
    ).toEqual(initialReservation);
    expect(
      restoreReservation({
        reservedList: [
          { ...item, times: [{ reserve_date: '1405/09/10', start_time: '10', end_time: '12:00' }] },
        ],
      }).reservedList[0]?.times,
    ).toEqual([]);
  });
});

describe('the calendar file', () => {
  const booking = {
    uid: 'reservation-1@shop',
    title: 'میز، کافه; دو نفر',
    description: 'کد: ABC',
    date: '2026-12-01',
    start: '10:00',
    end: '12:30',
    location: null,
    url: null,
    now: new Date('2026-11-25T08:00:00Z'),
  };

  it('writes the booking in UTC from Tehran wall-clock time, with text escaped', () => {
    const ics = bookingIcs(booking);
    expect(ics).toContain('DTSTART:20261201T063000Z');
    expect(ics).toContain('DTEND:20261201T090000Z');
    expect(ics).toContain('SUMMARY:میز، کافه\\; دو نفر');
    expect(ics.split('\r\n')[0]).toBe('BEGIN:VCALENDAR');
    expect(ics).not.toContain('LOCATION');
  });

  it('names the place and its point, folding long lines at 75 octets', () => {
    const ics = bookingIcs({
      ...booking,
      description: 'کد پیگیری سفارش: RS14050001\nنفرات: ۲ نفر',
      location: {
        text: 'شعبه‌ی بازار، اصفهان، میدان امام، بازار قیصریه، روبه‌روی سردر قیصریه',
        lat: 32.66,
        lng: 51.6776,
      },
      url: 'https://shop.example/reservation/1',
    });
    const lines = ics.split('\r\n');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    // Unfolded (RFC 5545 §3.1) the values come back whole.
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(
      'LOCATION:شعبه‌ی بازار، اصفهان، میدان امام، بازار قیصریه، روبه‌روی سردر قیصریه',
    );
    expect(unfolded).toContain('GEO:32.66;51.6776');
    expect(unfolded).toContain('DESCRIPTION:کد پیگیری سفارش: RS14050001\\nنفرات: ۲ نفر');
    expect(unfolded).toContain('URL:https://shop.example/reservation/1');
  });
});
