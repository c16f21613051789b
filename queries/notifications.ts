import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { notifySuccess } from '@/lib/api/error-catalogue';
import {
  fetchNotifications,
  fetchUnreadCount,
  followUnreadStream,
  loadPushConfig,
  markAllNotificationsRead,
  markNotificationRead,
} from '@/lib/api/notifications';
import type { UnreadCount } from '@/lib/contract/notification';
import { useCustomerId } from './customer';

export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (page: number) => [...notificationKeys.lists(), page] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
};

/** How often the bell asks while its live stream is down. */
const POLL_MS = 15_000;
/** Waits before reopening a stream that failed, growing to the last. */
const RECONNECT_MS = [1000, 3000, 10_000, 30_000];

export function useNotifications(page: number) {
  const customerId = useCustomerId();
  return useQuery({
    queryKey: notificationKeys.list(page),
    queryFn: ({ signal }) => fetchNotifications(page, signal),
    enabled: customerId !== null,
    staleTime: 0,
  });
}

/**
 * The bell's count. A live stream (Server-Sent Events) sets it the moment a
 * notification is committed; while the stream is down the count is polled.
 */
export function useUnreadCount() {
  const customerId = useCustomerId();
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (customerId === null) return;
    const controller = new AbortController();
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      followUnreadStream((count) => {
        failures = 0;
        setLive(true);
        const previous = queryClient.getQueryData<UnreadCount>(notificationKeys.unread());
        queryClient.setQueryData<UnreadCount>(notificationKeys.unread(), { unread_count: count });
        // A new one (or a mark in another tab) changes the inbox too.
        if (previous?.unread_count !== count) {
          void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
        }
      }, controller.signal)
        .catch(() => {
          failures += 1;
        })
        .finally(() => {
          if (controller.signal.aborted) return;
          setLive(false);
          const wait = RECONNECT_MS[Math.min(failures, RECONNECT_MS.length - 1)] ?? POLL_MS;
          timer = setTimeout(open, wait);
        });
    };
    open();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [customerId, queryClient]);

  const query = useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => fetchUnreadCount(signal),
    enabled: customerId !== null,
    refetchInterval: live ? false : POLL_MS,
    meta: { errorHandling: 'manual' },
  });
  return { count: query.data?.unread_count ?? 0, live };
}

/**
 * The unread count as the bell last heard it (its live stream, or its
 * polling), without asking the server: for an island that wants to know the
 * moment a notification arrives. Undefined until the bell has heard.
 */
export function useHeardUnreadCount(): number | undefined {
  const customerId = useCustomerId();
  const query = useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => fetchUnreadCount(signal),
    enabled: false,
  });
  return customerId === null ? undefined : query.data?.unread_count;
}

/** Asks for the push config once per page load, when the storefront has a key for it. */
export function usePushConfig() {
  const customerId = useCustomerId();
  return useQuery({
    queryKey: [...notificationKeys.all, 'push-config'],
    queryFn: loadPushConfig,
    enabled: customerId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { errorHandling: 'manual' },
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (result) => {
      queryClient.setQueryData<UnreadCount>(notificationKeys.unread(), {
        unread_count: result.data.unread_count,
      });
      return queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
    },
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: (result) => {
      notifySuccess(result.msg);
      queryClient.setQueryData<UnreadCount>(notificationKeys.unread(), {
        unread_count: result.data.unread_count,
      });
      return queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
    },
  });
}
