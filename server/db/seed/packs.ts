import type { Executor } from '../database';
import { posterItems, posters } from '../schema';
import { categoryPicture } from './categories';
import { reserveIds } from './ids';
import type { ProductDraft } from './product-generator';

type PackSpec = {
  title: string;
  description: string;
  categories: string[];
  /** Per item: the product's order limit (null: none; 0: left out when the pack goes to the cart). */
  limits: (number | null)[];
};

export const PACKS: readonly PackSpec[] = [
  {
    title: 'سبد صبحانه‌ی اصفهانی',
    description: 'نان سنگک داغ، پنیر لیقوان، ماست محلی و چای لاهیجان برای یک صبحانه‌ی کامل.',
    categories: ['fresh-bread', 'cheese-butter', 'milk-yogurt', 'herbal-tea'],
    limits: [null, 2, 0, null],
  },
  {
    title: 'جعبه‌ی سوغات اصفهان',
    description: 'گز، پولکی، سوهان و شیرینی سنتی؛ همه‌ی سوغات اصفهان در یک سفارش.',
    categories: ['gaz', 'poolaki', 'sohan-nabat', 'traditional-sweets'],
    limits: [null, 3, null, 0],
  },
  {
    title: 'مهمانی پیتزا',
    description: 'دو پیتزای داغ، نوشیدنی خنک و بستنی برای یک شب دورهمی.',
    categories: ['pizza', 'pizza', 'cold-drinks', 'ice-cream'],
    limits: [null, null, 4, 1],
  },
  {
    title: 'سفره‌ی شب یلدا',
    description: 'انار، آجیل شب یلدا و شیرینی برای بلندترین شب سال.',
    categories: ['fresh-fruit', 'nuts', 'nuts', 'traditional-sweets'],
    limits: [0, null, 5, null],
  },
  {
    title: 'قهوه و کیک عصرانه',
    description: 'قهوه‌ی تازه‌دم با دو برش کیک خانگی.',
    categories: ['hot-drinks', 'cakes', 'cakes'],
    limits: [null, 2, null],
  },
];

export type PackPlan = { spec: PackSpec; draftPositions: number[] };

/**
 * Chooses each pack's products among the demo drafts (in stock, ordinary
 * products, each used once) and sets their order limits, before they are inserted.
 */
export function planPacks(drafts: ProductDraft[]): PackPlan[] {
  const used = new Set<number>();
  return PACKS.map((spec) => {
    const draftPositions: number[] = [];
    spec.categories.forEach((slug, i) => {
      const position = drafts.findIndex(
        (draft, at) =>
          !used.has(at) &&
          draft.categorySlug === slug &&
          draft.stock !== 0 &&
          !draft.extra.collection &&
          !draft.extra.reservable,
      );
      const draft = drafts[position];
      if (!draft) return;
      used.add(position);
      draft.orderLimit = spec.limits[i] ?? null;
      draftPositions.push(position);
    });
    return { spec, draftPositions };
  });
}

/** A pack's poster shows its products' kinds side by side (bread, cheese, milk, tea). */
export function posterImage(categorySlugs: readonly string[], id: number): string {
  return `/images/posters/${categorySlugs.map(categoryPicture).join('.')}-${id}.svg`;
}

export async function seedPacks(
  db: Executor,
  plans: PackPlan[],
  productIds: number[],
): Promise<void> {
  const ids = await reserveIds(db, 'posters', plans.length);
  await db.insert(posters).values(
    plans.map((plan, i) => {
      const id = ids[i];
      if (id === undefined) throw new Error('too few poster ids were reserved');
      return {
        id,
        title: plan.spec.title,
        description: plan.spec.description,
        image: posterImage(plan.spec.categories, id),
      };
    }),
  );
  const items = plans.flatMap((plan, i) =>
    plan.draftPositions.map((position, itemPosition) => {
      const posterId = ids[i];
      const productId = productIds[position];
      if (posterId === undefined || productId === undefined) {
        throw new Error('a pack item lost its product');
      }
      return { posterId, productId, position: itemPosition };
    }),
  );
  await db.insert(posterItems).values(items);
}
