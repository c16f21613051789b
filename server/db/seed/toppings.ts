import type { Rng } from '@/lib/seeded-random';
import type { ToppingSet } from './template-types';

export type ToppingDraft = { name: string; price: number; maxCount: number };

const TOPPINGS: Record<ToppingSet, ToppingDraft[]> = {
  pizza: [
    { name: 'پنیر اضافه', price: 45_000, maxCount: 2 },
    { name: 'قارچ', price: 30_000, maxCount: 2 },
    { name: 'زیتون', price: 25_000, maxCount: 1 },
    { name: 'هالوپینو', price: 20_000, maxCount: 1 },
    { name: 'سوسیس آلمانی', price: 40_000, maxCount: 1 },
    { name: 'ذرت', price: 15_000, maxCount: 1 },
  ],
  'ice-cream': [
    { name: 'سس شکلات', price: 20_000, maxCount: 2 },
    { name: 'خامه', price: 25_000, maxCount: 1 },
    { name: 'پودر پسته', price: 45_000, maxCount: 2 },
    { name: 'مغز گردو', price: 35_000, maxCount: 1 },
    { name: 'زعفران', price: 30_000, maxCount: 1 },
  ],
  coffee: [
    { name: 'شات اضافه‌ی اسپرسو', price: 35_000, maxCount: 2 },
    { name: 'سیروپ کارامل', price: 20_000, maxCount: 1 },
    { name: 'سیروپ فندق', price: 20_000, maxCount: 1 },
    { name: 'شیر جو دوسر', price: 30_000, maxCount: 1 },
    { name: 'خامه', price: 15_000, maxCount: 1 },
  ],
  burger: [
    { name: 'پنیر چدار', price: 35_000, maxCount: 2 },
    { name: 'قارچ سوخاری', price: 40_000, maxCount: 1 },
    { name: 'سیب‌زمینی سرخ‌کرده', price: 60_000, maxCount: 1 },
    { name: 'سس مخصوص', price: 10_000, maxCount: 3 },
  ],
};

/** Three to all of a set's toppings, in the set's order. */
export function toppingsFor(set: ToppingSet, rng: Rng): ToppingDraft[] {
  const all = TOPPINGS[set];
  const count = rng.int(Math.min(3, all.length), all.length);
  const chosen = new Set(rng.shuffle(all).slice(0, count));
  return all.filter((topping) => chosen.has(topping));
}
