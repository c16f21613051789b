import { FIRST_PAGE, PAGE_SIZE } from '@/lib/constants';
import {
  markedAll,
  markedOne,
  type NotificationPage,
  notificationPage,
  type PushConfig,
  pushConfig,
  type UnreadCount,
  unreadCount,
} from '@/lib/contract/notification';
import { defaultBaseUrl } from './base-url';
import { apiCall, apiGet } from './client';
import { providedApiToken } from './token-source';

/** GET /api/v1/get/notifications/: one page (10) of the caller's notifications, newest first. */
export function fetchNotifications(page: number, signal?: AbortSignal): Promise<NotificationPage> {
  return apiGet('/api/v1/get/notifications/', notificationPage, {
    signal,
    searchParams: { page: page || FIRST_PAGE, limit: PAGE_SIZE.notifications },
  });
}

export function fetchUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return apiGet('/api/v1/notification/unread_count', unreadCount, { signal });
}

export function markNotificationRead(id: number) {
  return apiCall('post', `/api/v1/notification/${id}/mark-as-read/`, markedOne);
}

export function markAllNotificationsRead() {
  return apiCall('post', '/api/v1/notification/mark-all-read/', markedAll);
}

const STREAM_PATH = '/api/v1/notification/stream';

/**
 * Follows the bell's Server-Sent Events until the server ends the stream or
 * `signal` aborts, calling `onCount` with each unread count. Read with fetch
 * because EventSource cannot send the bearer token. Resolves when the stream
 * ends; rejects when it could not be opened.
 */
export async function followUnreadStream(
  onCount: (count: number) => void,
  signal: AbortSignal,
): Promise<void> {
  const token = providedApiToken();
  if (!token) throw new Error('no token');
  const response = await fetch(`${defaultBaseUrl()}${STREAM_PATH}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
    cache: 'no-store',
    signal,
  });
  if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const lines = block.split('\n');
      const data = lines.find((line) => line.startsWith('data: '))?.slice('data: '.length);
      if (lines.includes('event: unread') && data) {
        const parsed = unreadCount.safeParse(JSON.parse(data));
        if (parsed.success) onCount(parsed.data.unread_count);
      }
      end = buffer.indexOf('\n\n');
    }
  }
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
  const result = await apiCall('get', '/api/v1/push/config', pushConfig, { headers: { key } });
  window.localStorage.setItem(PUSH_CONFIG_STORAGE_KEY, JSON.stringify(result.data));
  return result.data;
}
