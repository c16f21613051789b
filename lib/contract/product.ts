import { z } from 'zod';

/* ───────── products and categories: the shapes every catalogue answer shares ───────── */

export const productExtra = z.object({
  reservable: z.enum(['true', 'false']).optional(),
  collection: z.enum(['true', 'false']).optional(),
});

/** A product as lists and cards show it. Money is whole Toman. */
export const productSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  image: z.string(),
  price: z.number().int(),
  /** The price after discount; equals `price` when there is none. */
  final_price: z.number().int(),
  discount_percent: z.number().int(),
  is_exist: z.boolean(),
  category_id: z.number().int(),
  rating: z.number(),
  rating_count: z.number().int(),
  extra: productExtra,
});
export type ProductSummary = z.infer<typeof productSummary>;

export const categoryRef = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

export const category = categoryRef.extend({
  description: z.string(),
  image: z.string().nullable(),
  parent_id: z.number().int().nullable(),
  base_category: z.boolean(),
  step: z.number().int().nullable(),
  product_count: z.number().int(),
});
export type Category = z.infer<typeof category>;

export const categoryTreeNode = category.extend({ children: z.array(category) });
export type CategoryTreeNode = z.infer<typeof categoryTreeNode>;

export const topping = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  max_count: z.number().int(),
});
export type Topping = z.infer<typeof topping>;

export const productProperty = z.object({
  id: z.number().int(),
  name: z.string(),
  value_id: z.number().int(),
  value: z.string(),
});

/**
 * A booking window of one day. `remaining`: seats nobody has booked or holds,
 * the same for every asker. `held`: seats the asking customer holds themselves
 * (0 for anyone else); they may take remaining + held.
 */
export const reservationWindow = z.object({
  start_time: z.string(),
  end_time: z.string(),
  remaining: z.number().int(),
  held: z.number().int(),
});

export const productDetail = productSummary.extend({
  description: z.string(),
  images: z.array(z.string()),
  category: categoryRef,
  /** Units on hand; null when stock is not tracked. */
  stock: z.number().int().nullable(),
  order_limit: z.number().int().nullable(),
  toppings: z.array(topping),
  properties: z.array(productProperty),
  score_factor: z.number().int(),
  /** Only ever true for the calling customer's own favourites. */
  is_favorite: z.boolean(),
  related: z.array(productSummary),
  /** For reservable products asked with reserve_date: that day's windows. */
  reservation: z
    .object({ reserve_date: z.string(), windows: z.array(reservationWindow) })
    .nullable(),
});
export type ProductDetail = z.infer<typeof productDetail>;

export const productSeo = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  canonical: z.string(),
  image: z.string(),
  keywords: z.array(z.string()),
});
export type ProductSeo = z.infer<typeof productSeo>;

export const poster = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  products: z.array(productSummary.extend({ limit: z.number().int().nullable() })),
});
export type Poster = z.infer<typeof poster>;

/** A photo on a comment: its address and size, so the page keeps its place before it loads. */
export const commentPhoto = z.object({
  id: z.number().int(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type CommentPhoto = z.infer<typeof commentPhoto>;

export const productComment = z.object({
  id: z.number().int(),
  star: z.number().int().min(1).max(5),
  comment: z.string(),
  author: z.string(),
  /** The author's customer id (null for a comment left without an account). */
  customer_id: z.number().int().nullable(),
  /** «خریدار این کالا»: the author received this product (a delivered order held it). */
  is_buyer: z.boolean(),
  /** Up to three, in the author's order. */
  photos: z.array(commentPhoto),
  /** How many other customers marked it helpful. */
  helpful_count: z.number().int(),
  created_at: z.string(),
});
export type ProductComment = z.infer<typeof productComment>;

export const productComments = z.object({
  results: z.array(productComment),
  count: z.number().int(),
  average: z.number(),
});

export const banner = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  link: z.string(),
});
export type Banner = z.infer<typeof banner>;
