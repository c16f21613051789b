import { rngFor } from '@/lib/seeded-random';
import type { ProductExtra } from '../schema';
import { comboAt } from './catalogue-plan';
import type { PropertyValueRef } from './properties';
import { type WindowDraft, windowsFor } from './reservable';
import { type ToppingDraft, toppingsFor } from './toppings';

/** How many products the demo's generator makes (the reservation demo adds its own few). */
export const GENERATED_PRODUCT_COUNT = 320;

export type ProductDraft = {
  index: number;
  categorySlug: string;
  name: string;
  slug: string;
  description: string;
  price: number;
  discountPrice: number | null;
  stock: number | null;
  orderLimit: number | null;
  imageCount: number;
  extra: ProductExtra;
  scoreFactor: number;
  salesCount: number;
  values: PropertyValueRef[];
  keywords: string[];
  toppings: ToppingDraft[];
  windows: WindowDraft[];
};

const DISCOUNT_SHARE = 0.22;
const OUT_OF_STOCK_SHARE = 0.1;
const DISCOUNT_PERCENTS = [10, 15, 20, 25, 30, 40];
const SCORE_FACTORS = [5, 10, 20, 50];

/** Whole Toman, rounded the way a shop prices: to 500, 1 000 or 10 000 by size. */
export function roundPrice(toman: number): number {
  const step = toman < 50_000 ? 500 : toman < 1_000_000 ? 1_000 : 10_000;
  return Math.max(step, Math.round(toman / step) * step);
}

const SLUG_DROP = /[^\p{L}\p{N}\s\u200c-]/gu;

export function slugify(name: string): string {
  return name
    .replace(SLUG_DROP, ' ')
    .trim()
    .replace(/[\s\u200c]+/g, '-')
    .replace(/-+/g, '-');
}

function sizeSentence(property: string | null, value: string): string {
  if (property === 'وزن') return `وزن خالص: ${value}.`;
  if (property === 'حجم') return `حجم: ${value}.`;
  if (property === 'اندازه') return `اندازه: ${value}.`;
  return '';
}

/** Catalogue product number `index`: the same index always gives the same product. */
export function generateProduct(index: number): ProductDraft {
  const { template, combo } = comboAt(index);
  const { item, variant, size, brand } = combo;
  const rng = rngFor('product', index);

  const name = [item.name, variant?.option.label, size?.option.label, brand]
    .filter((part): part is string => Boolean(part))
    .join(' ');
  const price = roundPrice(item.price * (variant?.option.factor ?? 1) * (size?.option.factor ?? 1));

  let discountPrice: number | null = null;
  if (rng.chance(DISCOUNT_SHARE)) {
    const percent = rng.pick(DISCOUNT_PERCENTS);
    const discounted = roundPrice((price * (100 - percent)) / 100);
    discountPrice = discounted < price ? discounted : null;
  }

  const reservable = template.reservable !== undefined;
  let stock: number | null;
  if (reservable) stock = null;
  else if (rng.chance(OUT_OF_STOCK_SHARE)) stock = 0;
  else if (rng.chance(template.untracked)) stock = null;
  else stock = rng.int(template.stock[0], template.stock[1]);

  const orderLimit = rng.chance(template.limited) ? rng.pick(template.orderLimits) : null;

  const values: PropertyValueRef[] = [];
  if (variant?.property) {
    values.push({
      property: variant.property,
      value: variant.option.value ?? variant.option.label,
    });
  }
  const sizeValue = size ? (size.option.value ?? size.option.label) : '';
  if (size?.property) values.push({ property: size.property, value: sizeValue });
  if (brand) values.push({ property: 'برند', value: brand });
  const packaging = template.packaging ?? [];
  if (packaging.length > 0) values.push({ property: 'بسته‌بندی', value: rng.pick(packaging) });
  const materials = item.material ?? template.material ?? [];
  if (materials.length > 0) values.push({ property: 'جنس', value: rng.pick(materials) });

  const extra: ProductExtra = {};
  if (reservable) extra.reservable = 'true';
  if (item.collection) extra.collection = 'true';

  const toppingSet = item.toppings === null ? undefined : (item.toppings ?? template.toppings);

  const description = [
    item.about,
    size ? sizeSentence(size.property, sizeValue) : '',
    rng.pick(template.notes),
  ]
    .filter(Boolean)
    .join(' ');

  return {
    index,
    categorySlug: template.category,
    name,
    slug: slugify(name),
    description,
    price,
    discountPrice,
    stock,
    orderLimit,
    imageCount: rng.int(1, 3),
    extra,
    scoreFactor: rng.chance(0.25) ? rng.pick(SCORE_FACTORS) : 0,
    // Skewed: most products sell a little, a few sell a lot.
    salesCount: Math.floor(Math.exp(rng.next() * 7.5)) - 1,
    values,
    keywords: [...template.keywords, ...(item.keywords ?? [])],
    toppings: toppingSet ? toppingsFor(toppingSet, rng) : [],
    windows: template.reservable ? windowsFor(template.reservable, rng) : [],
  };
}

export function generateProducts(from: number, to: number): ProductDraft[] {
  const drafts: ProductDraft[] = [];
  for (let index = from; index < to; index++) drafts.push(generateProduct(index));
  return drafts;
}
