import { bread, burger, cake, cheese, donut, fruit, pizza, stack } from './food-shapes';
import { bowl, cup, giftBox, glass, jar, milk, vase } from './object-shapes';
import type { Shape } from './shape-kit';

/**
 * Every kind of thing the demo draws, by name. An image's address names its
 * subject (`/images/products/pizza-12-1.svg`), set by the seed from what the
 * product, category or banner is, so a pizza is always drawn as a pizza.
 */
export const SUBJECTS = {
  cake,
  pastry: donut,
  coffee: cup,
  pizza,
  fruit,
  gift: giftBox,
  gaz: stack,
  'ice-cream': bowl,
  jar,
  handicraft: vase,
  bread,
  'cold-drink': glass,
  burger,
  cheese,
  milk,
} as const satisfies Record<string, Shape>;

export type Subject = keyof typeof SUBJECTS;

export function isSubject(name: string): name is Subject {
  return Object.hasOwn(SUBJECTS, name);
}

export const GIFT_SHAPE = giftBox;
