import { z } from 'zod';
import { PAGE_SIZE } from '@/lib/constants';
import { blankable, idParam, limitQuery, pageQuery } from './common';

/**
 * What a notification is about, in one list: the shop writes each of these
 * (server/services/notification/notify.ts) and the inbox shows them.
 */
export const NOTIFICATION_CODES = [
  'order_status',
  'payment_paid',
  'payment_failed',
  'restock',
  'reservation_reminder',
  'gift_request',
  'wheel_prize',
  'referral_reward',
  'referral_welcome',
  'referral_joined',
  'points',
  'comment',
] as const;
export type NotificationCode = (typeof NOTIFICATION_CODES)[number];

/** Spec 3's notification message variant: how the inbox and a toast colour it. */
export const NOTIFICATION_VARIANTS = ['info', 'success', 'warning', 'error'] as const;
export type NotificationVariant = (typeof NOTIFICATION_VARIANTS)[number];

export const notificationCode = z.enum(NOTIFICATION_CODES);
export const notificationVariant = z.enum(NOTIFICATION_VARIANTS);

/**
 * GET /api/v1/get/notifications/?offset&limit&page: the caller's own, newest
 * first. `offset`, when sent, wins over `page` (the first item is number offset + 1).
 */
export const notificationListQuery = z.object({
  page: pageQuery,
  limit: limitQuery(PAGE_SIZE.notifications, 50),
  offset: blankable(z.coerce.number().int().min(0).max(10_000_000)),
});

/** Spec 3's notification message (message, variant, code), with what the inbox needs around it. */
export const notification = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  variant: notificationVariant,
  code: notificationCode.nullable(),
  /** The storefront path of its subject, or null. */
  link: z.string().nullable(),
  is_read: z.boolean(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notification>;

/** Spec 3's notifications: results, count, unread count; page_count is count ÷ limit (10) rounded up. */
export const notificationPage = z.object({
  results: z.array(notification),
  count: z.number().int(),
  unread_count: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  page_count: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPage>;

export const notificationIdParams = z.object({ id: idParam });

/** GET /api/v1/notification/unread_count, and the count after a mark. */
export const unreadCount = z.object({ unread_count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCount>;

/** POST /api/v1/notification/{id}/mark-as-read/: the notification, now read, and what is left unread. */
export const markedOne = z.object({ notification, unread_count: z.number().int() });

/** POST /api/v1/notification/mark-all-read/: how many this call marked, and what is left unread. */
export const markedAll = z.object({ marked: z.number().int(), unread_count: z.number().int() });

/** POST /api/v1/notification/stream/ticket: a minute's ticket to open the stream with EventSource. */
export const streamTicket = z.object({ ticket: z.string(), expires_at: z.string() });

/** GET /api/v1/notification/stream?ticket: the ticket, when no bearer token is sent. */
export const streamQuery = z.object({ ticket: blankable(z.string().max(200)) });

/** The push-notification config: the configured fcmConfig (null when none) and the Web Push key. */
export const pushConfig = z.object({
  fcmConfig: z.record(z.string(), z.unknown()).nullable(),
  vapid_public_key: z.string().nullable(),
});
export type PushConfig = z.infer<typeof pushConfig>;

/** A browser's Web Push subscription, as PushSubscription.toJSON() gives it. */
export const pushSubscriptionBody = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(1000),
  keys: z.object({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
});
