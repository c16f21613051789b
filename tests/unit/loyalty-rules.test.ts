import { describe, expect, it } from 'vitest';
import { drawPrize, type RandomInt, secureRandomInt } from '@/server/services/loyalty/prize-draw';
import { nextPeriodStart, spinPeriod } from '@/server/services/loyalty/wheel-period';

/** mulberry32: a fixed-seed source, so the statistics below are the same on every run. */
function seeded(seed: number): RandomInt {
  let state = seed >>> 0;
  return (max) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    const unit = ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
    return Math.floor(unit * max);
  };
}

const PRIZES = [
  { id: 1, weight: 30 },
  { id: 2, weight: 15 },
  { id: 3, weight: 3 },
  { id: 4, weight: 8 },
  { id: 5, weight: 4 },
  { id: 6, weight: 25 },
  { id: 7, weight: 15 },
  { id: 8, weight: 0 },
];

/** χ² critical value for 6 degrees of freedom at p = 0.001. */
const CHI_SQUARE_6_DF_999 = 22.458;

function chiSquare(random: RandomInt, draws: number) {
  const counts = new Map<number, number>();
  for (let i = 0; i < draws; i++) {
    const prize = drawPrize(PRIZES, random);
    if (prize) counts.set(prize.id, (counts.get(prize.id) ?? 0) + 1);
  }
  const total = PRIZES.reduce((sum, p) => sum + p.weight, 0);
  let statistic = 0;
  for (const prize of PRIZES.filter((p) => p.weight > 0)) {
    const expected = (draws * prize.weight) / total;
    statistic += ((counts.get(prize.id) ?? 0) - expected) ** 2 / expected;
  }
  return { statistic, counts };
}

describe('the wheel’s prize draw', () => {
  it('follows the weights (χ² over 100 000 draws from a fixed seed)', () => {
    const { statistic, counts } = chiSquare(seeded(20261125), 100_000);
    expect(statistic).toBeLessThan(CHI_SQUARE_6_DF_999);
    expect(counts.get(8)).toBeUndefined();
  });

  it('a biased source fails the same test, so the test can fail', () => {
    const biased: RandomInt = (max) => Math.floor(Math.random() * max * 0.5);
    expect(chiSquare(biased, 20_000).statistic).toBeGreaterThan(CHI_SQUARE_6_DF_999);
  });

  it('the secure source also follows the weights', () => {
    expect(chiSquare(secureRandomInt, 50_000).statistic).toBeLessThan(CHI_SQUARE_6_DF_999 * 1.5);
  });

  it('draws nothing when no prize has weight, and maps the edges of the range', () => {
    expect(drawPrize([{ weight: 0 }], seeded(1))).toBeNull();
    expect(drawPrize([], seeded(1))).toBeNull();
    expect(drawPrize(PRIZES, () => 0)?.id).toBe(1);
    expect(drawPrize(PRIZES, () => 29)?.id).toBe(1);
    expect(drawPrize(PRIZES, () => 30)?.id).toBe(2);
    expect(drawPrize(PRIZES, (max) => max - 1)?.id).toBe(7);
    expect(() => drawPrize(PRIZES, (max) => max)).toThrow(RangeError);
  });
});

describe('spin periods', () => {
  it('count Tehran days: 23:59 and 00:01 Tehran are different days', () => {
    const late = new Date('2026-11-25T20:29:00Z'); // 23:59 in Tehran
    const early = new Date('2026-11-25T20:31:00Z'); // 00:01 the next Tehran day
    expect(spinPeriod(early, 1)).toBe(spinPeriod(late, 1) + 1);
    expect(nextPeriodStart(spinPeriod(late, 1), 1).toISOString()).toBe('2026-11-25T20:30:00.000Z');
  });

  it('a longer period spans several days', () => {
    const day = new Date('2026-11-25T08:00:00Z');
    const period = spinPeriod(day, 7);
    const next = nextPeriodStart(period, 7);
    expect(next.getTime()).toBeGreaterThan(day.getTime());
    expect(next.getTime() - day.getTime()).toBeLessThanOrEqual(7 * 86_400_000);
    expect(spinPeriod(next, 7)).toBe(period + 1);
  });
});

describe('the loyalty month', () => {
  it('starts on the first of the Jalali month at Tehran midnight', async () => {
    const { jalaliMonthStart } = await import('@/server/services/loyalty/scoring');
    // 4 Azar 1405 is 25 November 2026; 1 Azar is 22 November.
    expect(jalaliMonthStart(new Date('2026-11-25T10:00:00Z')).toISOString()).toBe(
      '2026-11-21T20:30:00.000Z',
    );
  });
});
