import { z } from 'zod';

/** Units on hand never go above this from a staff change (a typo guard, not a business rule). */
export const MAX_STOCK = 1_000_000;

/** POST staff/products/{id}/stock: units on hand, or null for not tracked. */
export const productStockBody = z.object({
  stock: z.union([z.number().int().min(0).max(MAX_STOCK), z.null()]),
});

export const productStockResult = z.object({
  product_id: z.number().int(),
  name: z.string(),
  stock: z.number().int().nullable(),
  /** Customers told the product is back by this change. */
  notified: z.number().int(),
});

/** Prices never go above this from a staff change (a typo guard, not a business rule). */
export const MAX_PRICE = 2_000_000_000;

const toman = z.number().int().min(1).max(MAX_PRICE);

/**
 * POST staff/products/{id}/price: the price in Toman and, while a discount
 * runs, the lower price customers pay (null or left out: no discount).
 */
export const productPriceBody = z.object({
  price: toman,
  discount_price: toman.nullable().optional(),
});

export const productPriceResult = z.object({
  product_id: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  discount_price: z.number().int().nullable(),
  /** What a customer pays per unit from now on. */
  final_price: z.number().int(),
});
