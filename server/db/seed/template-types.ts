import type { PropertyName } from './properties';

/** One choice on an axis: `label` goes into the name, `value` (default: label) into the filters. */
export type Option = {
  label: string;
  factor: number;
  value?: string;
  /** Overrides the axis's property for this option; null keeps it out of the filters. */
  property?: PropertyName | null;
};

export type Axis = { property: PropertyName | null; options: Option[] };

export type ToppingSet = 'pizza' | 'ice-cream' | 'coffee' | 'burger';

export type ReservableKind = 'workshop' | 'table';

/** A base product; the generator combines it with variants, sizes and brands. */
export type Item = {
  name: string;
  /** Toman for the axis options whose factor is 1. */
  price: number;
  about: string;
  keywords?: string[];
  variants?: Axis;
  sizes?: Axis;
  brands?: string[];
  material?: string[];
  /** null: no toppings even where the category has them (coffee beans in the cafe). */
  toppings?: ToppingSet | null;
  /** Picked up by the customer on a chosen day (a collection request). */
  collection?: boolean;
};

export type Template = {
  category: string;
  /** Share of the catalogue, relative to the other templates. */
  weight: number;
  keywords: string[];
  items: Item[];
  variants?: Axis;
  sizes?: Axis;
  brands?: string[];
  packaging?: string[];
  material?: string[];
  toppings?: ToppingSet;
  reservable?: ReservableKind;
  stock: [number, number];
  /** Share of products whose stock is not tracked (made to order). */
  untracked: number;
  orderLimits: number[];
  /** Share of products that get one of `orderLimits`. */
  limited: number;
  /** Closing sentences for descriptions; one is picked per product. */
  notes: string[];
};

export function opt(label: string, factor = 1, value?: string): Option {
  return value === undefined ? { label, factor } : { label, factor, value };
}

export function axis(property: PropertyName | null, ...options: Option[]): Axis {
  return { property, options };
}

/** An axis with no options: the item has no variants (or sizes) at all. */
export const NONE: Axis = { property: null, options: [] };
