import { z } from 'zod';
import fa from '@/messages/fa.json';
import { MAX_CART_LINES, MAX_LINE_COUNT } from './cart-limits';
import { productSummary } from './catalog';
import { blankable, blankOr, idParam } from './common';

const validation = fa.api.validation.generic;

export const lineTopping = z.object({
  id: idParam,
  count: z.coerce.number().int().min(1).max(MAX_LINE_COUNT),
});
export type LineTopping = z.infer<typeof lineTopping>;

/** A topping on a server cart line, priced by the server. */
export const cartTopping = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  count: z.number().int(),
});
/** A chosen topping with its name and price: what a cart line, the browser's or the server's, shows. */
export type PricedTopping = z.infer<typeof cartTopping>;

/** Spec 3: a cart item is the product, its count and its toppings; prices are the server's. */
export const cartLine = z.object({
  product: productSummary,
  count: z.number().int(),
  toppings: z.array(cartTopping),
  /** final_price plus every topping's price × count, per unit, in Toman. */
  unit_price: z.number().int(),
  total: z.number().int(),
  /** Units on hand when tracked; a line above it cannot be ordered. */
  stock: z.number().int().nullable(),
  order_limit: z.number().int().nullable(),
});
export type CartLine = z.infer<typeof cartLine>;

export const cart = z.object({
  items: z.array(cartLine),
  /** Units in the cart: what the badge shows. */
  count: z.number().int(),
  /** The lines' totals summed, in Toman, before coupon and shipping. */
  items_price: z.number().int(),
});
export type Cart = z.infer<typeof cart>;

const lineToppings = blankable(z.array(lineTopping).max(30));
const addCount = blankOr(z.coerce.number().int().min(1).max(MAX_LINE_COUNT), 1);

/** POST cart/add as the shop's own client sends it: the product by `product_id`. */
export const cartAddLine = z.object({
  product_id: idParam,
  count: addCount,
  toppings: lineToppings,
});

/**
 * POST cart/add: add `count` units (default 1) to the product's line; toppings,
 * when sent, replace the line's. The product is named by `product_id` or, in
 * spec 3's cart item shape, by `product: {id}`.
 */
export const cartAddBody = z
  .object({
    product_id: idParam.optional(),
    product: z.object({ id: idParam }).optional(),
    count: addCount,
    toppings: lineToppings,
  })
  .transform(({ product_id, product, ...line }, ctx) => {
    const id = product_id ?? product?.id;
    if (id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['product_id'], message: validation.required });
      return z.NEVER;
    }
    return { product_id: id, ...line };
  });
export type CartAddBody = z.infer<typeof cartAddBody>;

/** POST cart/update: set the line's count (0 deletes it) and, when sent, its toppings. */
export const cartUpdateBody = z.object({
  product_id: idParam,
  count: z.coerce.number().int().min(0).max(MAX_LINE_COUNT),
  toppings: lineToppings,
});
export type CartUpdateBody = z.infer<typeof cartUpdateBody>;

/** POST cart/remove: one unit fewer; a line at 1 or less is deleted (spec 4, as the browser cart). */
export const cartRemoveBody = z.object({ product_id: idParam });

/** POST cart/add/package: the pack's products; only those whose order_limit is above zero or null are added, 1 each. */
export const cartPackageBody = z.object({ products: z.array(idParam).min(1).max(MAX_CART_LINES) });

/**
 * POST cart/merge: the browser cart sent after login. Each line's count is added
 * to the server line (capped by stock and order_limit); products that no longer
 * exist or are out of stock are skipped, not refused, so one stale line never
 * loses the rest.
 */
export const cartMergeBody = z.object({
  items: z
    .array(
      z.object({
        product_id: idParam,
        count: z.coerce.number().int().min(1).max(MAX_LINE_COUNT),
        toppings: lineToppings,
      }),
    )
    .min(1)
    .max(MAX_CART_LINES),
});
export type CartMergeBody = z.infer<typeof cartMergeBody>;

/**
 * A browser line the merge could not take as sent: lowered to what stock,
 * order_limit or the line maximum allow, or left out (count 0) because the
 * product is gone, sold out or the cart is full. `msg` says so in Persian.
 */
export const cartMergeChange = z.object({
  product_id: z.number().int(),
  /** The units the line would have held: the server line's plus the browser's. */
  asked: z.number().int(),
  /** The units it holds now; 0 when the product was left out. */
  count: z.number().int(),
  reason: z.enum(['stock', 'order_limit', 'line_limit', 'sold_out', 'gone', 'cart_full']),
  msg: z.string(),
});
export type CartMergeChange = z.infer<typeof cartMergeChange>;

/** POST cart/merge's answer: the cart, and each browser line it lowered or left out. */
export const cartMergeResult = cart.extend({ changes: z.array(cartMergeChange) });
export type CartMergeResult = z.infer<typeof cartMergeResult>;
