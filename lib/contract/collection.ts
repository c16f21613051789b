import { z } from 'zod';
import { PAGE_SIZE } from '@/lib/constants';
import {
  blankable,
  blankableId,
  blankOr,
  clockTime,
  idParam,
  isoDate,
  limitQuery,
  pageQuery,
} from './common';
import { order, orderStatus } from './order';
import { DELIVERY_TYPES } from './order-status';

/**
 * Collection requests: collection products (extra.collection) made ready for
 * a pickup day in a window, once or on chosen weekdays (a standing order), at
 * a branch or brought by a driver to the customer's address in a zone.
 */

/** 0 = Saturday … 6 = Friday, the Iranian week every schedule is written in. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export const weekday = z.coerce.number().int().min(0).max(6);

/** How many days ahead (after today) a first pickup may be asked for. */
export const COLLECTION_DAYS_AHEAD = 30;

/** A window of a pickup day, HH:mm in Tehran. */
export const collectionWindow = z.object({ start_time: z.string(), end_time: z.string() });
export type CollectionWindow = z.infer<typeof collectionWindow>;

/** Where the request is collected: the branch named by id, or delivery to the caller's address. */
export const collectionPlaceQuery = z.object({
  delivery_type: blankOr(z.enum(DELIVERY_TYPES), 'pickup'),
  branch_id: blankableId(),
  address_id: blankableId(),
});

/** One day the form may offer: its weekday, whether it is a holiday, and its windows (none when closed). */
export const collectionDay = z.object({
  date: z.string(),
  weekday: z.number().int(),
  holiday: z.boolean(),
  windows: z.array(collectionWindow),
});

/** GET collection-requests/options: the days and windows a request may take at that place. */
export const collectionOptions = z.object({
  delivery_type: z.enum(DELIVERY_TYPES),
  branch: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  address: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  days: z.array(collectionDay),
  /** The windows offered on each weekday (repeating requests keep one window on every chosen weekday). */
  weekdays: z.array(z.object({ weekday: z.number().int(), windows: z.array(collectionWindow) })),
});
export type CollectionOptions = z.infer<typeof collectionOptions>;

/** POST collection-requests: what to make ready, when, how often and where. */
export const collectionRequestBody = z.object({
  products: z
    .array(z.object({ product_id: idParam, count: z.coerce.number().int().min(1).max(99) }))
    .min(1)
    .max(20),
  pickup_date: isoDate,
  start_time: clockTime,
  end_time: clockTime,
  repeat: blankOr(z.boolean(), false),
  /** Required (one or more) when repeat is true; the pickup day's weekday must be among them. */
  weekdays: blankOr(z.array(weekday).max(7), []),
  delivery_type: blankOr(z.enum(DELIVERY_TYPES), 'pickup'),
  branch_id: blankableId(),
  address_id: blankableId(),
  description: blankOr(z.string().trim().max(500), ''),
});
export type CollectionRequestBody = z.input<typeof collectionRequestBody>;

/** How a request repeats and how far it has come. */
export const collectionSchedule = z.object({
  repeat: z.boolean(),
  weekdays: z.array(z.number().int()),
  /** The Persian weekday names, Saturday first. */
  weekday_titles: z.array(z.string()),
  pickups_done: z.number().int(),
  last_pickup_date: z.string().nullable(),
});

/**
 * Spec 3's collection request item: the order fields it names (order_id, id,
 * created_at, next_order_time and its timestamp in seconds, status,
 * status_title, msg, products with their nested product, zone_time), plus its schedule.
 */
export const collectionRequest = order.extend({ schedule: collectionSchedule });
export type CollectionRequest = z.infer<typeof collectionRequest>;

export const collectionRequestIdParams = z.object({ id: idParam });

/** GET collection-requests?page&limit&status: status is one status or a comma list (a tab's). */
export const collectionListQuery = z.object({
  page: pageQuery,
  limit: limitQuery(PAGE_SIZE.orders, 50),
  status: z
    .string()
    .transform((value) => value.split(',').filter((part) => part !== ''))
    .pipe(z.array(orderStatus).min(1).max(9))
    .optional(),
});

export const collectionPage = z.object({
  data: z.array(collectionRequest),
  page_number: z.number().int(),
  count: z.number().int(),
  page_count: z.number().int(),
});
export type CollectionPage = z.infer<typeof collectionPage>;

/** Staff: a pickup handed over (with the driver's note, when given). */
export const collectionPickupBody = z.object({ note: blankable(z.string().trim().max(500)) });

/** Staff: the driver's note alone; an empty note clears it. */
export const collectionNoteBody = z.object({ note: z.string().trim().max(500) });

/** Staff: the requests due on a day (today in Tehran by default). */
export const collectionDueQuery = z.object({ date: isoDate.optional() });
export const collectionDueList = z.array(collectionRequest);
