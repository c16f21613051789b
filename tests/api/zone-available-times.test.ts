import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTimes as availableTimesSchema } from '@/lib/contract/zone';
import { tehranDate } from '@/lib/format/jalali';
import { holidays, orders } from '@/server/db/schema';
import { addDays, availableTimes, tehranClock } from '@/server/services/zone/available-times';
import {
  expectBadRequest,
  insertPeopleFixture,
  msgOf,
  okData,
  type PeopleFixture,
  POINTS,
} from '../helpers/people-fixture';
import { createTestApp } from '../helpers/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let f: PeopleFixture;

/** Tuesday 2031-03-25, 10:30 in Tehran (UTC+03:30). */
const NOW = new Date('2031-03-25T07:00:00Z');
const TODAY = '2031-03-25';
/** Thursday, an Iranian holiday; Friday is another country's. */
const IR_HOLIDAY = '2031-03-27';
const OTHER_HOLIDAY = '2031-03-28';
/** Wednesday. */
const BUSY_DAY = '2031-03-26';
const WEDNESDAY = 4;

/** The real today's tomorrow, for the HTTP call (which reads the clock). */
const realTomorrow = addDays(tehranDate(new Date()), 1);

beforeAll(async () => {
  t = await createTestApp();
  f = await insertPeopleFixture(t.db);
  await t.db.insert(holidays).values([
    { date: IR_HOLIDAY, country: 'IR', title: 'تعطیل رسمی' },
    { date: OTHER_HOLIDAY, country: 'AF', title: 'تعطیل کشور دیگر' },
    { date: realTomorrow, country: 'IR', title: 'تعطیل فردا' },
  ]);
  const window = (start: string) => {
    const found = f.centralTimes.find(
      (time) => time.weekday === WEDNESDAY && time.startTime === start,
    );
    if (!found) throw new Error(`no Wednesday ${start} window`);
    return found.id;
  };
  const order = (
    code: string,
    zoneTimeId: number,
    reserveDate: string,
    canceled = false,
  ): typeof orders.$inferInsert => ({
    trackingCode: code,
    customerId: f.customer.a,
    itemsPrice: 100_000,
    price: 125_000,
    zoneTimeId,
    reserveDate,
    status: canceled ? 'canceled' : 'created',
  });
  await t.db
    .insert(orders)
    .values([
      order('Z-1', window('16:00'), BUSY_DAY),
      order('Z-2', window('16:00'), BUSY_DAY),
      order('Z-3', window('16:00'), BUSY_DAY, true),
      order('Z-4', window('09:00'), BUSY_DAY),
      order('Z-5', window('09:00'), '2031-04-02'),
    ]);
});
afterAll(async () => t.close());

describe('available times of a zone (the service, at a fixed moment)', () => {
  it('lists the coming seven days’ windows: no holiday, none already started today', async () => {
    const { inZone, times } = await availableTimes(t.db, POINTS.centre, NOW);
    expect(inZone).toBe(true);
    expect(times.map((time) => `${time.date} ${time.start_time}`)).toEqual([
      '2031-03-25 16:00',
      '2031-03-26 09:00',
      '2031-03-26 16:00',
      // 27th: Iranian holiday
      '2031-03-28 09:00',
      '2031-03-28 16:00',
      '2031-03-29 09:00',
      '2031-03-29 16:00',
      '2031-03-30 09:00',
      '2031-03-30 16:00',
      '2031-03-31 09:00',
      '2031-03-31 16:00',
    ]);
    expect(times.every((time) => time.zone_id === f.zone.central)).toBe(true);
  });

  it('counts live orders against capacity, not cancelled ones', async () => {
    const { times } = await availableTimes(t.db, POINTS.centre, NOW);
    const busy = times.filter((time) => time.date === BUSY_DAY);
    expect(
      busy.map((time) => [time.start_time, time.end_time, time.capacity, time.remaining]),
    ).toEqual([
      ['09:00', '12:00', 3, 2],
      ['16:00', '19:00', 2, 0],
    ]);
    expect(times.find((time) => time.date === '2031-03-29')?.remaining).toBe(3);
  });

  it('names each day’s weekday in Persian and gives the window id orders use', async () => {
    const { times } = await availableTimes(t.db, POINTS.centre, NOW);
    expect(times[0]).toMatchObject({ date: TODAY, weekday: 'سه‌شنبه' });
    expect(times.find((time) => time.date === BUSY_DAY)?.weekday).toBe('چهارشنبه');
    expect(times.find((time) => time.date === '2031-03-28')?.weekday).toBe('جمعه');
    const ids = new Set(f.centralTimes.map((time) => time.id));
    expect(times.every((time) => ids.has(time.id))).toBe(true);
  });

  it('drops a window the moment it starts', async () => {
    const atFour = new Date('2031-03-25T12:30:00Z');
    expect(tehranClock(atFour)).toBe('16:00');
    const { times } = await availableTimes(t.db, POINTS.centre, atFour);
    expect(times[0]?.date).toBe(BUSY_DAY);
    const beforeFour = new Date('2031-03-25T12:29:00Z');
    expect((await availableTimes(t.db, POINTS.centre, beforeFour)).times[0]).toMatchObject({
      date: TODAY,
      start_time: '16:00',
    });
  });

  it('reads the day in Tehran, not in the server’s zone', async () => {
    // 21:00 UTC on the 24th is 00:30 on the 25th in Tehran.
    const lateNight = new Date('2031-03-24T21:00:00Z');
    expect(tehranDate(lateNight)).toBe(TODAY);
    const { times } = await availableTimes(t.db, POINTS.centre, lateNight);
    expect(times[0]).toMatchObject({ date: TODAY, start_time: '09:00' });
    expect(times.at(-1)?.date).toBe('2031-03-31');
  });

  it('uses the windows of the zone that serves the point, and none outside every zone', async () => {
    const wide = await availableTimes(t.db, POINTS.wideOnly, NOW);
    expect(new Set(wide.times.map((time) => `${time.start_time}-${time.end_time}`))).toEqual(
      new Set(['10:00-13:00']),
    );
    expect(wide.times.every((time) => time.zone_id === f.zone.wide && time.capacity === 5)).toBe(
      true,
    );
    expect(await availableTimes(t.db, POINTS.outside, NOW)).toEqual({ inZone: false, times: [] });
    expect(await availableTimes(t.db, POINTS.retiredZone, NOW)).toEqual({
      inZone: false,
      times: [],
    });
  });
});

describe('GET /api/v2/zones/available_times/', () => {
  const call = (query: string) => t.call('GET', `/api/v2/zones/available_times/${query}`);

  it('answers the v2 envelope with the next seven days’ windows, skipping holidays', async () => {
    const res = await call(`?latitude=${POINTS.centre.lat}&longitude=${POINTS.centre.lng}`);
    const times = okData(res, availableTimesSchema);
    const today = tehranDate(new Date());
    const last = addDays(today, 6);
    expect(times.length).toBeGreaterThan(0);
    expect(times.every((time) => time.date >= today && time.date <= last)).toBe(true);
    expect(times.some((time) => time.date === realTomorrow)).toBe(false);
    const keys = times.map((time) => `${time.date} ${time.start_time}`);
    expect(keys).toEqual([...keys].sort());
    expect(msgOf(res)).toBe('زمان‌های ارسال در هفت روز آینده');
  });

  it('answers without the trailing slash and with Persian digits', async () => {
    const res = await t.call(
      'GET',
      `/api/v2/zones/available_times?latitude=${encodeURIComponent('۳۲٫۶')}&longitude=51.6`,
    );
    const times = okData(res, availableTimesSchema);
    expect(times.every((time) => time.zone_id === f.zone.wide)).toBe(true);
  });

  it('answers an empty list and a Persian msg outside every zone', async () => {
    const res = await call(`?latitude=${POINTS.outside.lat}&longitude=${POINTS.outside.lng}`);
    expect(okData(res, availableTimesSchema)).toEqual([]);
    expect(msgOf(res)).toContain('خارج از محدودهٔ ارسال');
  });

  it('answers 400 for a missing or bad coordinate', async () => {
    expectBadRequest(await call(''), 'latitude', 'longitude');
    expectBadRequest(await call('?latitude=32.6'), 'longitude');
    expectBadRequest(await call('?latitude=x&longitude=51'), 'latitude');
    expectBadRequest(await call('?latitude=-91&longitude=51'), 'latitude');
  });
});
