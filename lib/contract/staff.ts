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
