import { sql } from 'drizzle-orm';
import { rngFor } from '@/lib/seeded-random';
import type { Executor } from '../database';
import { commentReports, comments, products } from '../schema';
import { inBatches } from './batch';
import { FAMILY_NAMES, MEN_NAMES, WOMEN_NAMES } from './names';
import type { SeededPerson } from './people';

const TEXTS: Record<1 | 2 | 3 | 4 | 5, string[]> = {
  5: [
    'عالی بود، حتماً دوباره سفارش می‌دهم.',
    'کیفیتش فوق‌العاده بود و به‌موقع رسید.',
    'دقیقاً همان چیزی بود که می‌خواستم. ممنون از فروشگاه.',
    'بسته‌بندی تمیز و برخورد خیلی خوب.',
    'برای هدیه گرفتم و همه خیلی پسندیدند.',
  ],
  4: [
    'خوب بود، فقط کمی دیر رسید.',
    'کیفیت خوبی داشت ولی قیمتش کمی بالاست.',
    'راضی بودم؛ به دوستانم هم پیشنهاد کردم.',
    'خوب بود، ولی بسته‌بندی می‌توانست بهتر باشد.',
  ],
  3: [
    'معمولی بود، انتظار بیشتری داشتم.',
    'بد نبود ولی با عکسش کمی فرق داشت.',
    'نسبت به قیمت می‌توانست بهتر باشد.',
  ],
  2: ['کیفیتش پایین‌تر از انتظارم بود.', 'دیر رسید و کمی آسیب دیده بود.'],
  1: ['اصلاً راضی نبودم.', 'با چیزی که سفارش داده بودم فرق داشت.'],
};

/** Stars lean positive, as real shop reviews do. */
const STAR_WEIGHTS: [1 | 2 | 3 | 4 | 5, number][] = [
  [1, 5],
  [2, 7],
  [3, 15],
  [4, 33],
  [5, 40],
];

const DAY = 86_400_000;

function star(roll: number): 1 | 2 | 3 | 4 | 5 {
  let left = roll * 100;
  for (const [value, weight] of STAR_WEIGHTS) {
    if (left < weight) return value;
    left -= weight;
  }
  return 5;
}

/**
 * Comments on about half of the demo products, then rating_sum and
 * rating_count recomputed from them so the two always agree.
 */
export async function seedComments(
  db: Executor,
  productIds: number[],
  people: SeededPerson[],
  now: Date,
): Promise<number> {
  const rows: (typeof comments.$inferInsert)[] = [];
  // One comment per customer per product, as the shop allows.
  const commented = new Set<string>();
  productIds.forEach((productId, index) => {
    const rng = rngFor('comments', index);
    if (!rng.chance(0.55)) return;
    const count = rng.int(1, 6);
    for (let i = 0; i < count; i++) {
      const stars = star(rng.next());
      const picked = rng.chance(0.4) ? rng.pick(people) : null;
      const person = picked && !commented.has(`${productId}:${picked.id}`) ? picked : null;
      if (person) commented.add(`${productId}:${person.id}`);
      const authorName = person
        ? `${person.firstName} ${person.lastName}`
        : `${rng.pick(rng.chance(0.5) ? WOMEN_NAMES : MEN_NAMES)} ${rng.pick(FAMILY_NAMES)}`;
      rows.push({
        productId,
        customerId: person?.id ?? null,
        authorName,
        star: stars,
        comment: rng.pick(TEXTS[stars]),
        createdAt: new Date(now.getTime() - rng.int(1, 120) * DAY - rng.int(0, 86_000) * 1000),
      });
    }
  });
  await inBatches(rows, (chunk) => db.insert(comments).values(chunk));

  const [reported] = await db
    .select({ id: comments.id })
    .from(comments)
    .where(sql`${comments.star} = 1`)
    .limit(1);
  const reporter = people[1];
  if (reported && reporter) {
    await db.insert(commentReports).values({
      commentId: reported.id,
      customerId: reporter.id,
      reason: 'این نظر به محصول ربطی ندارد.',
    });
  }

  await db.execute(sql`
    update ${products} set
      rating_sum = agg.star_sum,
      rating_count = agg.star_count
    from (
      select ${comments.productId} as product_id, sum(${comments.star})::int as star_sum, count(*)::int as star_count
      from ${comments}
      where ${comments.status} = 'published' and ${comments.hiddenAt} is null
      group by ${comments.productId}
    ) as agg
    where ${products.id} = agg.product_id`);
  return rows.length;
}
