import { rngFor } from '@/lib/seeded-random';
import type { PropertyName, PropertyValueRef } from './properties';
import type { Axis, Item, Option, Template } from './template-types';
import { CAFE_TEMPLATES } from './templates-cafe';
import { FRESH_TEMPLATES } from './templates-fresh';
import { GOODS_TEMPLATES } from './templates-goods';
import { SWEET_TEMPLATES } from './templates-sweets';

export const TEMPLATES: readonly Template[] = [
  ...SWEET_TEMPLATES,
  ...FRESH_TEMPLATES,
  ...CAFE_TEMPLATES,
  ...GOODS_TEMPLATES,
];

/** One concrete product shape: an item with at most one variant, size and brand. */
export type Combo = {
  item: Item;
  variant: { option: Option; property: PropertyName | null } | null;
  size: { option: Option; property: PropertyName | null } | null;
  brand: string | null;
};

function choices(axisOf: Axis | undefined) {
  if (!axisOf || axisOf.options.length === 0) return [null];
  return axisOf.options.map((option) => ({
    option,
    property: option.property === undefined ? axisOf.property : option.property,
  }));
}

function combosOf(template: Template): Combo[] {
  const perItem = template.items.map((item, itemIndex) => {
    const combos: Combo[] = [];
    const brands = item.brands ?? template.brands ?? [];
    for (const variant of choices(item.variants ?? template.variants)) {
      for (const size of choices(item.sizes ?? template.sizes)) {
        for (const brand of brands.length > 0 ? brands : [null]) {
          combos.push({ item, variant, size, brand });
        }
      }
    }
    return rngFor('combos', template.category, itemIndex).shuffle(combos);
  });
  // Items take turns, so even a small catalogue shows every item of a category.
  const out: Combo[] = [];
  const longest = Math.max(...perItem.map((list) => list.length));
  for (let round = 0; round < longest; round++) {
    for (const list of perItem) {
      const combo = list[round];
      if (combo) out.push(combo);
    }
  }
  return out;
}

type Plan = {
  /** Template index at each position of one cycle. */
  cycle: number[];
  /** prefix[t][p]: how often template t occurs in cycle positions before p. */
  prefix: number[][];
  combos: Combo[][];
};

let cachedPlan: Plan | undefined;

/**
 * The catalogue is an endless, deterministic sequence: product number k comes
 * from the template at cycle position k mod L (a smooth weighted round robin,
 * so categories interleave) and takes that template's next combination.
 */
function plan(): Plan {
  if (cachedPlan) return cachedPlan;
  const weights = TEMPLATES.map((template) => template.weight);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const current = weights.map(() => 0);
  const cycle: number[] = [];
  for (let step = 0; step < total; step++) {
    let best = 0;
    for (let t = 0; t < weights.length; t++) {
      current[t] = (current[t] ?? 0) + (weights[t] ?? 0);
      if ((current[t] ?? 0) > (current[best] ?? 0)) best = t;
    }
    current[best] = (current[best] ?? 0) - total;
    cycle.push(best);
  }
  const prefix = TEMPLATES.map((_, t) => {
    const counts = [0];
    let seen = 0;
    for (const entry of cycle) {
      if (entry === t) seen++;
      counts.push(seen);
    }
    return counts;
  });
  cachedPlan = { cycle, prefix, combos: TEMPLATES.map(combosOf) };
  return cachedPlan;
}

/** The template and combination of catalogue product number `index` (0-based). */
export function comboAt(index: number): { template: Template; combo: Combo } {
  const { cycle, prefix, combos } = plan();
  const length = cycle.length;
  const position = index % length;
  const t = cycle[position];
  const template = t === undefined ? undefined : TEMPLATES[t];
  const list = t === undefined ? undefined : combos[t];
  if (t === undefined || !template || !list) throw new Error('catalogue plan is empty');
  const occurrence = Math.floor(index / length) * template.weight + (prefix[t]?.[position] ?? 0);
  const combo = list[occurrence % list.length];
  if (!combo) throw new Error(`template ${template.category} has no combinations`);
  return { template, combo };
}

/** Every property value any catalogue product can carry. */
export function allPropertyValues(): PropertyValueRef[] {
  const refs: PropertyValueRef[] = [];
  const fromAxis = (axisOf: Axis | undefined) => {
    for (const choice of choices(axisOf)) {
      if (choice?.property) {
        refs.push({ property: choice.property, value: choice.option.value ?? choice.option.label });
      }
    }
  };
  for (const template of TEMPLATES) {
    fromAxis(template.variants);
    fromAxis(template.sizes);
    for (const brand of template.brands ?? []) refs.push({ property: 'برند', value: brand });
    for (const pack of template.packaging ?? []) refs.push({ property: 'بسته‌بندی', value: pack });
    for (const material of template.material ?? []) refs.push({ property: 'جنس', value: material });
    for (const item of template.items) {
      fromAxis(item.variants);
      fromAxis(item.sizes);
      for (const brand of item.brands ?? []) refs.push({ property: 'برند', value: brand });
      for (const material of item.material ?? []) refs.push({ property: 'جنس', value: material });
    }
  }
  return refs;
}
