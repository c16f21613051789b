import { FIRST_PAGE, PAGE_SIZE } from '@/lib/constants';
import { callPath } from '@/lib/contract/calls/call-path';
import { notificationCalls } from '@/lib/contract/calls/notification';
import {
  type NotificationPage,
  type PushConfig,
  type UnreadCount,
  unreadCount,
} from '@/lib/contract/notification';
import { defaultBaseUrl } from './base-url';
import { receive, send } from './client';

/** GET /api/v1/get/notifications/: one page (10) of the caller's notifications, newest first. */
export function fetchNotifications(page: number, signal?: AbortSignal): Promise<NotificationPage> {
  const query = { page: page || FIRST_PAGE, limit: PAGE_SIZE.notifications };
  return receive(notificationCalls.list, { query }, { signal });
}

export function fetchUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return receive(notificationCalls.unreadCount, {}, { signal });
}

export function markNotificationRead(id: number) {
  return send(notificationCalls.markRead, { params: { id } });
}

export function markAllNotificationsRead() {
  return send(notificationCalls.markAllRead, {});
}

/**
 * Follows the bell's Server-Sent Events until the server ends the stream or
 * `signal` aborts, calling `onCount` with each unread count. EventSource
 * cannot send the bearer token, so the token first buys a minute's ticket and
 * the stream is opened with that. Resolves when an open stream ends (the
 * caller reconnects with a fresh ticket); rejects when it could not be opened.
 */
export async function followUnreadStream(
  onCount: (count: number) => void,
  signal: AbortSignal,
): Promise<void> {
  const { data } = await send(notificationCalls.streamTicket, {}, { signal });
  const stream = callPath(notificationCalls.stream);
  const url = `${defaultBaseUrl()}${stream}?ticket=${encodeURIComponent(data.ticket)}`;
  await new Promise<void>((resolve, reject) => {
    const source = new EventSource(url);
    let opened = false;
    const finish = (error?: Error) => {
      source.close();
      signal.removeEventListener('abort', abort);
      if (error) reject(error);
      else resolve();
    };
    const abort = () => finish();
    signal.addEventListener('abort', abort);
    source.addEventListener('open', () => {
      opened = true;
    });
    source.addEventListener('unread', (event: MessageEvent<string>) => {
      try {
        const parsed = unreadCount.safeParse(JSON.parse(event.data));
        if (parsed.success) onCount(parsed.data.unread_count);
      } catch {
        // A malformed event is skipped; the next one carries the count again.
      }
    });
    // EventSource would retry with the same ticket, which expires: the caller reconnects instead.
    source.addEventListener('error', () =>
      finish(opened ? undefined : new Error('stream refused')),
    );
  });
}

/** Where the push config is kept in the browser (spec 7: stored locally). */
export const PUSH_CONFIG_STORAGE_KEY = 'fcmConfig';

/**
 * GET /api/v1/push/config with the configured `key` header, kept in
 * localStorage. Nothing is asked when the storefront has no key configured.
 */
export async function loadPushConfig(): Promise<PushConfig | null> {
  const key = process.env.NEXT_PUBLIC_PUSH_CONFIG_KEY;
  if (!key) return null;
  const result = await send(notificationCalls.pushConfig, {}, { headers: { key } });
  window.localStorage.setItem(PUSH_CONFIG_STORAGE_KEY, JSON.stringify(result.data));
  return result.data;
}
