import { z } from 'zod';
import { productSummary } from './catalog';
import { blankOr, limitQuery, paged, pageQuery } from './common';

/** POST observe/add: an optional SMS besides the notification when the product is back. */
export const reminderAddBody = z
  .object({
    sms: blankOr(
      z.union([z.boolean(), z.enum(['true', 'false', '1', '0']), z.literal(1), z.literal(0)]),
      false,
    ),
  })
  .transform(({ sms }) => ({ sms: sms === true || sms === 'true' || sms === '1' || sms === 1 }));

export const reminderState = z.object({
  product_id: z.number().int(),
  /** A reminder is waiting: the customer will hear once when the product is back. */
  is_observed: z.boolean(),
  by_sms: z.boolean(),
});
export type ReminderState = z.infer<typeof reminderState>;

export const remindersQuery = z.object({ page: pageQuery, limit: limitQuery(20) });

export const reminderItem = z.object({
  product: productSummary,
  by_sms: z.boolean(),
  created_at: z.string(),
  /** When the reminder fired; null while it waits. */
  notified_at: z.string().nullable(),
});
export type ReminderItem = z.infer<typeof reminderItem>;

export const reminderList = paged(reminderItem);
export type ReminderList = z.infer<typeof reminderList>;
