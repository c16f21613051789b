/**
 * Notifications (spec 7 "Loyalty, gifts, notifications": the four calls), the
 * bell's live stream, and the push-notification config (spec 7 "External";
 * path chosen). Every call answers only about the caller's own notifications.
 */
import { streamSSE } from 'hono/streaming';
import { notificationCalls } from '@/lib/contract/calls/notification';
import { ApiError } from '@/server/errors/api-error';
import { apiMessages } from '@/server/errors/messages';
import { type Call, jsonCall, rawCall } from '@/server/http/call';
import type { Caller } from '@/server/http/context';
import { whenClosing } from '@/server/lifecycle/closing.mjs';
import {
  listNotifications,
  markAllRead,
  markRead,
  unreadCountOf,
} from '@/server/services/notification/inbox';
import { listenForNews } from '@/server/services/notification/news-bus';
import { pushConfigFor, savePushSubscription } from '@/server/services/notification/push-config';
import { issueStreamTicket, readStreamTicket } from '@/server/services/notification/stream-ticket';

const messages = apiMessages.notification;

/** Whose stream this is: a ticket's customer, else the bearer token's; anyone else is refused. */
function streamCustomer(caller: Caller | null, ticket: string | undefined): number {
  if (ticket !== undefined) {
    const customerId = readStreamTicket(ticket);
    if (customerId === null) throw ApiError.unauthorized(messages.streamTicketInvalid);
    return customerId;
  }
  if (!caller) throw ApiError.unauthorized();
  if (caller.role !== 'customer' || caller.customerId === null) throw ApiError.forbidden();
  return caller.customerId;
}

/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 20_000;
/** A stream ends after this; the browser reconnects, so a revoked token stops being heard. */
const STREAM_LIFETIME_MS = 5 * 60_000;
/** What EventSource-style clients wait before reconnecting. */
const RETRY_MS = 3000;

export const notificationRoutes: Call[] = [
  jsonCall(notificationCalls.list, {
    access: 'customer',
    tag: 'notification',
    summary:
      'The caller’s notifications, newest first, paged (10 a page); each with message, variant and code',
    description:
      'page (default 1) and limit (default 10, at most 50); offset, when sent, wins over page. page_count is count ÷ limit rounded up (spec 9: count ÷ 10). unread_count counts all unread ones, on any page.',
    handler: async ({ db, caller, query }) => ({
      data: await listNotifications(db, caller.customerId, query),
      msg: messages.listed,
    }),
  }),
  jsonCall(notificationCalls.markRead, {
    access: 'customer',
    tag: 'notification',
    summary: 'Mark one of the caller’s notifications read; another customer’s id is a 404',
    description: 'Marking a read one again changes nothing (its first read time stays).',
    handler: async ({ db, caller, params }) => ({
      data: await markRead(db, caller.customerId, params.id),
      msg: messages.markedRead,
    }),
  }),
  jsonCall(notificationCalls.markAllRead, {
    access: 'customer',
    tag: 'notification',
    summary: 'Mark every unread notification of the caller read',
    description:
      'Marks those unread when the call runs; one arriving meanwhile stays unread and is counted in unread_count. marked says how many this call marked.',
    handler: async ({ db, caller }) => ({
      data: await markAllRead(db, caller.customerId),
      msg: messages.markedAllRead,
    }),
  }),
  jsonCall(notificationCalls.unreadCount, {
    access: 'customer',
    tag: 'notification',
    summary: 'How many of the caller’s notifications are unread',
    handler: async ({ db, caller }) => ({
      data: { unread_count: await unreadCountOf(db, caller.customerId) },
      msg: messages.unreadCounted,
    }),
  }),
  jsonCall(notificationCalls.streamTicket, {
    access: 'customer',
    cache: 'no-store',
    tag: 'notification',
    chosen: true,
    summary: 'A ticket, valid a minute, to open the notification stream with EventSource',
    description:
      'EventSource cannot send the bearer token: the browser buys a signed ticket naming the caller and opens /api/v1/notification/stream?ticket=… with it, so no token sits in a URL.',
    handler: async ({ caller }) => ({
      data: issueStreamTicket(caller.customerId),
      msg: messages.streamTicket,
    }),
  }),
  rawCall(notificationCalls.stream, {
    access: 'optional',
    cache: 'private',
    tag: 'notification',
    chosen: true,
    summary:
      'Server-Sent Events for the header bell: an `unread` event with {unread_count} at once and after every new notification or mark',
    description:
      'text/event-stream, for a customer: `ticket` from POST /api/v1/notification/stream/ticket (for EventSource), or the bearer token. A bad or expired ticket is a Persian 401. Each instance hears of notifications written on any instance through Redis pub/sub when REDIS_URL is set. A comment line every 20 s keeps it open; it ends after 5 minutes and the client reconnects; a client that cannot stream polls unread_count.',
    handler: ({ c, db, caller, query }) => {
      const customerId = streamCustomer(caller, query.ticket);
      c.header('X-Accel-Buffering', 'no');
      return streamSSE(c, async (stream) => {
        let sending = Promise.resolve();
        const sendCount = () => {
          // One count at a time, in order: a burst of news ends on the latest count.
          sending = sending
            .then(async () => {
              const count = await unreadCountOf(db, customerId);
              await stream.writeSSE({
                event: 'unread',
                data: JSON.stringify({ unread_count: count }),
                retry: RETRY_MS,
              });
            })
            .catch((error: unknown) => console.error('[notifications] stream write:', error));
        };
        const stop = await listenForNews(customerId, sendCount);
        sendCount();
        const heartbeat = setInterval(() => {
          stream.write(': ping\n\n').catch(() => undefined);
        }, HEARTBEAT_MS);
        let forgetClosing = () => {};
        await new Promise<void>((resolve) => {
          const lifetime = setTimeout(resolve, STREAM_LIFETIME_MS);
          // A stopping instance ends the stream, not its drain deadline: the browser reconnects elsewhere.
          forgetClosing = whenClosing(resolve);
          stream.onAbort(() => {
            clearTimeout(lifetime);
            resolve();
          });
        });
        forgetClosing();
        clearInterval(heartbeat);
        stop();
        await sending;
      });
    },
  }),
  jsonCall(notificationCalls.pushConfig, {
    access: 'none',
    cache: 'no-store',
    tag: 'notification',
    chosen: true,
    summary:
      'The push-notification config: fcmConfig (null unless configured) to a caller whose `key` header holds the configured key',
    description:
      'FCM_CONFIG (a JSON object) is answered only with the header `key` equal to PUSH_CONFIG_KEY; a wrong or missing key is a Persian 403. With no key configured the answer has no fcmConfig. vapid_public_key is the Web Push key browsers subscribe with (PUSH_PROVIDER=webpush), else null. The client keeps the answer in localStorage.',
    handler: async ({ c }) => ({
      data: pushConfigFor(c.req.header('key')),
      msg: apiMessages.push.config,
    }),
  }),
  jsonCall(notificationCalls.pushSubscribe, {
    access: 'customer',
    tag: 'notification',
    chosen: true,
    summary: 'Keep this browser’s Web Push subscription (PushSubscription.toJSON()) for the caller',
    description:
      'An endpoint belongs to one browser: subscribing it again, as the same or another customer, moves it to the caller.',
    handler: async ({ db, caller, body }) => {
      await savePushSubscription(db, caller.customerId, body);
      return { data: { endpoint: body.endpoint }, msg: apiMessages.push.subscribed };
    },
  }),
];
