import { z } from 'zod';

/** A return's life: waiting for staff, then accepted (money, stock and points back) or refused. */
export const RETURN_STATUSES = ['waiting', 'accepted', 'refused'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** E-commerce Law, art. 37: goods may be returned within this many working days of delivery. */
export const RETURN_WORKING_DAYS = 7;
export const RETURN_MAX_PHOTOS = 3;

const reasonText = z.string().trim();

/** POST /api/v1/app/order/{id}/return: which lines (order line ids) and how many of each, why, and up to three photos. */
export const returnRequestBody = z.object({
  lines: z
    .array(
      z.object({
        line_id: z.number().int().positive(),
        count: z.number().int().positive(),
      }),
    )
    .min(1),
  reason: reasonText.min(3).max(500),
  photos: z.array(z.number().int().positive()).max(RETURN_MAX_PHOTOS).default([]),
});
export type ReturnRequestBody = z.infer<typeof returnRequestBody>;

/** POST /api/v1/staff/orders/{id}/return/refuse: the reason the customer is told. */
export const returnRefuseBody = z.object({ reason: reasonText.min(3).max(500) });

/** The return as the order shows it. */
export const orderReturn = z.object({
  status: z.enum(RETURN_STATUSES),
  status_title: z.string(),
  reason: z.string(),
  lines: z.array(
    z.object({
      line_id: z.number().int(),
      product_id: z.number().int(),
      name: z.string(),
      count: z.number().int(),
    }),
  ),
  photos: z.array(z.object({ id: z.number().int(), url: z.string() })),
  refusal_reason: z.string().nullable(),
  /** Toman given back to account credit; null until accepted. */
  refund: z.number().int().nullable(),
  points: z.number().int().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type OrderReturn = z.infer<typeof orderReturn>;
