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
  'points',
  'comment',
] as const;
export type NotificationCode = (typeof NOTIFICATION_CODES)[number];

/** Spec 3's notification message variant: how the inbox and a toast colour it. */
export const NOTIFICATION_VARIANTS = ['info', 'success', 'warning', 'error'] as const;
export type NotificationVariant = (typeof NOTIFICATION_VARIANTS)[number];
