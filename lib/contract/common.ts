import { z } from 'zod';

/** The v1/v2 success envelope around a call's data. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), code: z.number().int(), msg: z.string(), data });
}

export const failureEnvelope = z.object({
  success: z.literal(false),
  code: z.number().int(),
  msg: z.string(),
  data: z.null(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type FailureEnvelope = z.infer<typeof failureEnvelope>;

/** Query strings arrive as text: whole numbers are coerced, bad ones refused. */
export const idParam = z.coerce.number().int().positive().max(2_147_483_647);

export const pageQuery = z.coerce.number().int().min(1).max(100_000).default(1);

export function limitQuery(defaultLimit: number, max = 100) {
  return z.coerce.number().int().min(1).max(max).default(defaultLimit);
}

/** Gregorian `YYYY-MM-DD`, as dates travel on the wire. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** `HH:mm`, or a window `HH:mm/HH:mm`. */
export const reserveTime = z.string().regex(/^\d{2}:\d{2}(\/\d{2}:\d{2})?$/);

export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    results: z.array(item),
    count: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    page_count: z.number().int(),
  });
}
