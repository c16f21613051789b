import { z } from 'zod';
import fa from '@/messages/fa.json';

const validation = fa.api.validation;

/** The v1/v2 success envelope around a call's data. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), code: z.number().int(), msg: z.string(), data });
}

/**
 * Any success envelope, its data unchecked: for reading the envelope before its
 * data. Built once here, not at every answer read.
 */
export const anyEnvelope = envelope(z.unknown());

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
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, validation.dateShape);

/** `HH:mm`. */
export const clockTime = z.string().regex(/^\d{2}:\d{2}$/, validation.timeShape);

/** `HH:mm`, or a window `HH:mm/HH:mm`. */
export const reserveTime = z.string().regex(/^\d{2}:\d{2}(\/\d{2}:\d{2})?$/, validation.timeShape);

/** What the spec's client sends for a field it has no value for. */
const BLANKS = [z.literal(''), z.null()] as const;

function isBlank(value: unknown): value is '' | null | undefined {
  return value === '' || value === null || value === undefined;
}

/**
 * An optional field the spec's client may send as "" or null: both mean not
 * given, as leaving it out does. Anything else must fit the schema.
 */
export function blankable<T extends z.ZodType>(schema: T) {
  return z
    .union([...BLANKS, schema])
    .transform((value) => (isBlank(value) ? undefined : value))
    .optional();
}

/** As blankable, with a default for a value not given. */
export function blankOr<T extends z.ZodType>(schema: T, fallback: z.output<T>) {
  return z
    .union([...BLANKS, schema])
    .optional()
    .transform((value) => (isBlank(value) ? fallback : value));
}

export function blankableId() {
  return z
    .union([...BLANKS, z.literal(0), idParam])
    .transform((value) => (isBlank(value) || value === 0 ? undefined : value))
    .optional();
}

export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    results: z.array(item),
    count: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    page_count: z.number().int(),
  });
}
