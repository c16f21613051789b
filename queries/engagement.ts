import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import {
  addComment,
  addFavorite,
  addReminder,
  type CommentPayload,
  checkReminder,
  fetchFavorites,
  fetchOwnComment,
  fetchProductForCustomer,
  fetchReminders,
  removeFavorite,
  removeReminder,
  reportComment,
} from '@/lib/api/engagement';
import { notifySuccess } from '@/lib/api/error-catalogue';
import { TIMING_MS } from '@/lib/constants';
import type { OwnComment } from '@/lib/contract/comment';
import type { FavoriteList } from '@/lib/contract/favorite';
import type { ReminderState } from '@/lib/contract/reminder';
import { offerPush } from '@/lib/pwa/push-offer';
import { useCustomerId } from './customer';

export const FAVORITES_PAGE_SIZE = 20;
export const REMINDERS_PAGE_SIZE = 20;

export const engagementKeys = {
  favorites: ['favorites'] as const,
  /** Every favourite's id: what the hearts on cards read. */
  favoriteIds: () => [...engagementKeys.favorites, 'ids'] as const,
  favoritePage: (page: number) => [...engagementKeys.favorites, 'page', page] as const,
  /** One product's is_favorite, read from the product itself (the product page). */
  productFavorite: (id: number) => [...engagementKeys.favorites, 'product', id] as const,
  reminders: ['reminders'] as const,
  reminder: (id: number) => [...engagementKeys.reminders, 'product', id] as const,
  reminderPage: (page: number) => [...engagementKeys.reminders, 'page', page] as const,
  ownComment: (id: number) => ['comments', 'own', id] as const,
};

/** Spec 6: favourites load only for a customer (token, customer id, non-guest role). */
export function useFavoriteIds() {
  const customerId = useCustomerId();
  return useQuery({
    queryKey: engagementKeys.favoriteIds(),
    queryFn: async ({ signal }) => (await fetchFavorites(1, 1, signal)).product_ids,
    enabled: customerId !== null,
  });
}

export function useFavoritesPage(page: number) {
  const customerId = useCustomerId();
  return useQuery({
    queryKey: engagementKeys.favoritePage(page),
    queryFn: ({ signal }) => fetchFavorites(page, FAVORITES_PAGE_SIZE, signal),
    enabled: customerId !== null,
    staleTime: 0,
  });
}

/**
 * Spec 2: the product page does not reload favourites. Its heart reads the
 * list already loaded elsewhere when there is one, else the product's own
 * is_favorite for this customer.
 */
export function useProductFavorite(productId: number) {
  const customerId = useCustomerId();
  const client = useQueryClient();
  const ids = client.getQueryData<number[]>(engagementKeys.favoriteIds());
  return useQuery({
    queryKey: engagementKeys.productFavorite(productId),
    queryFn: async ({ signal }) =>
      (await fetchProductForCustomer(productId, customerId ?? 0, signal)).is_favorite,
    enabled: customerId !== null,
    initialData: ids ? ids.includes(productId) : undefined,
  });
}

type Toggle = { productId: number; on: boolean };

/**
 * A heart turns at once: every cached view of the product's favourite state
 * changes before the call goes out, and goes back (with the shared failure
 * toast saying why) if the server refuses.
 */
export function useFavoriteToggle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, on }: Toggle) =>
      on ? addFavorite(productId) : removeFavorite(productId),
    onMutate: async ({ productId, on }: Toggle) => {
      await client.cancelQueries({ queryKey: engagementKeys.favorites });
      const ids = client.getQueryData<number[]>(engagementKeys.favoriteIds());
      const single = client.getQueryData<boolean>(engagementKeys.productFavorite(productId));
      if (ids) {
        client.setQueryData<number[]>(
          engagementKeys.favoriteIds(),
          on
            ? [productId, ...ids.filter((id) => id !== productId)]
            : ids.filter((id) => id !== productId),
        );
      }
      client.setQueryData<boolean>(engagementKeys.productFavorite(productId), on);
      return { ids, single };
    },
    onError: (_error, { productId }, snapshot) => {
      if (snapshot?.ids) client.setQueryData(engagementKeys.favoriteIds(), snapshot.ids);
      client.setQueryData(engagementKeys.productFavorite(productId), snapshot?.single);
    },
    onSuccess: () => {
      // Pages of the list are stale now; the ids and the product's flag are already right.
      client.removeQueries({ queryKey: [...engagementKeys.favorites, 'page'] });
    },
  });
}

/** Removing from /profile/favorites: the row goes at once, and comes back if the call fails. */
export function useFavoriteRemove(page: number) {
  const client = useQueryClient();
  const toggle = useFavoriteToggle();
  return (productId: number) => {
    const key = engagementKeys.favoritePage(page);
    const before = client.getQueryData<FavoriteList>(key);
    if (before) {
      client.setQueryData<FavoriteList>(key, {
        ...before,
        results: before.results.filter((item) => item.id !== productId),
        count: Math.max(0, before.count - 1),
      });
    }
    toggle.mutate(
      { productId, on: false },
      {
        onError: () => {
          if (before) client.setQueryData(key, before);
        },
      },
    );
  };
}

export function useReminderState(productId: number) {
  const customerId = useCustomerId();
  return useQuery({
    queryKey: engagementKeys.reminder(productId),
    queryFn: ({ signal }) => checkReminder(productId, signal),
    enabled: customerId !== null,
    staleTime: 0,
  });
}

export function useRemindersPage(page: number) {
  const customerId = useCustomerId();
  return useQuery({
    queryKey: engagementKeys.reminderPage(page),
    queryFn: ({ signal }) => fetchReminders(page, REMINDERS_PAGE_SIZE, signal),
    enabled: customerId !== null,
    staleTime: 0,
  });
}

/**
 * Spec 4: adding or removing a reminder counts as done only when the answer
 * says success (the client rejects any other), and then the product (or the
 * search) is reloaded after 500 ms.
 */
export function useReminderChange(productId: number) {
  const client = useQueryClient();
  const router = useRouter();
  return useMutation({
    mutationFn: ({ on, sms }: { on: boolean; sms: boolean }) =>
      on ? addReminder(productId, sms) : removeReminder(productId),
    onSuccess: ({ data, msg }, { on }) => {
      client.setQueryData<ReminderState>(engagementKeys.reminder(productId), data);
      client.removeQueries({ queryKey: [...engagementKeys.reminders, 'page'] });
      notifySuccess(msg);
      if (on) offerPush('restock');
      setTimeout(() => router.refresh(), TIMING_MS.reminderRefresh);
    },
  });
}

export function useOwnComment(productId: number) {
  const customerId = useCustomerId();
  return useQuery({
    queryKey: engagementKeys.ownComment(productId),
    queryFn: async ({ signal }) => (await fetchOwnComment(productId, signal)).comment,
    enabled: customerId !== null,
    staleTime: 0,
  });
}

/** Writing (or editing) the customer's comment: the server's words say whether it waits for review. */
export function useAddComment(productId: number) {
  const client = useQueryClient();
  const router = useRouter();
  return useMutation({
    mutationFn: (body: CommentPayload) => addComment(productId, body),
    meta: { errorHandling: 'manual' },
    onSuccess: ({ data, msg }) => {
      client.setQueryData<OwnComment | null>(engagementKeys.ownComment(productId), data.comment);
      notifySuccess(msg);
      if (data.comment.status === 'published') router.refresh();
    },
  });
}

export function useReportComment() {
  const customerId = useCustomerId();
  return useMutation({
    mutationFn: ({ commentId, reason }: { commentId: number; reason: string }) =>
      reportComment(customerId ?? 0, commentId, reason),
    meta: { errorHandling: 'manual' },
    onSuccess: ({ msg }) => notifySuccess(msg),
  });
}
