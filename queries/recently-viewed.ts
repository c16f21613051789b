import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  clearRecentlyViewed,
  fetchProductsByIds,
  fetchRecentlyViewed,
  recordViews,
} from '@/lib/api/recently-viewed';
import type { ProductSummary } from '@/lib/contract/catalog';
import type { ProductCards } from '@/lib/contract/recently-viewed';
import { browserViewed, replaceViewed } from '@/lib/recently-viewed/browser-list';
import { useBrowserViewed } from '@/lib/recently-viewed/use-browser-viewed';
import { useStoreHydrated } from '@/stores/root-store';
import { useCustomerId } from './customer';
import { sharedQueryClient } from './query-client';

export const recentlyViewedKeys = {
  all: ['recently-viewed'] as const,
  /** The customer's list, kept on the server. */
  own: () => [...recentlyViewedKeys.all, 'own'] as const,
  /** A guest's browser list drawn as cards. */
  cards: (ids: readonly number[]) => [...recentlyViewedKeys.all, 'cards', ids.join(',')] as const,
};

const NONE: ProductSummary[] = [];

/**
 * The products to show in «بازدیدهای اخیر», newest first, without the one
 * being looked at: a customer's from the server (every device of theirs), a
 * guest's from this browser's list. Nothing is asked before the store says
 * which of the two it is.
 */
export function useRecentlyViewedProducts(exclude?: number): ProductSummary[] {
  const hydrated = useStoreHydrated();
  const customerId = useCustomerId();
  const guestIds = useBrowserViewed().filter((id) => id !== exclude);
  const own = useQuery({
    queryKey: recentlyViewedKeys.own(),
    queryFn: ({ signal }) => fetchRecentlyViewed(signal),
    enabled: customerId !== null,
  });
  const guest = hydrated && customerId === null && guestIds.length > 0;
  const cards = useQuery({
    queryKey: recentlyViewedKeys.cards(guestIds),
    queryFn: ({ signal }) => fetchProductsByIds(guestIds, signal),
    enabled: guest,
    // A product opened by a tap on the row changes the list: keep the row up while it reloads.
    placeholderData: keepPreviousData,
  });
  const shown = customerId !== null ? own.data : guest ? cards.data : undefined;
  return (shown?.results ?? NONE).filter(({ id }) => id !== exclude);
}

/**
 * «پاک کردن»: this browser's list goes at once, and a customer's server list
 * with it; if the server refuses, its list comes back (the shared toast says
 * why). The browser's list is the device's own and stays empty.
 */
export function useClearRecentlyViewed() {
  const client = useQueryClient();
  const customerId = useCustomerId();
  return useMutation({
    mutationFn: async () => {
      if (customerId !== null) await clearRecentlyViewed();
    },
    onMutate: () => {
      replaceViewed([]);
      client.setQueryData<ProductCards>(recentlyViewedKeys.own(), { results: [] });
    },
    onError: () => client.invalidateQueries({ queryKey: recentlyViewedKeys.own() }),
  });
}

/**
 * A customer opened a product: the server keeps it for their other devices.
 * Quiet on failure: the view is in this browser's list already, and a missed
 * one is not worth a message.
 */
export async function sendView(productId: number): Promise<void> {
  try {
    const { data } = await recordViews([productId]);
    sharedQueryClient().setQueryData(recentlyViewedKeys.own(), data);
  } catch {
    // Kept in this browser already; the next view or login sends it again.
  }
}

/**
 * After login, beside the cart's merge: the products this browser opened as
 * a guest join the customer's list on the server (newest first, ahead of
 * what it held), and the browser then keeps the server's answer. A failed
 * merge leaves the browser's list for the next login, without a message: the
 * shopper has nothing to do about it.
 */
export async function mergeBrowserViewed(queryClient: QueryClient): Promise<void> {
  const ids = browserViewed();
  if (ids.length === 0) return;
  try {
    const { data } = await recordViews(ids);
    replaceViewed(data.results.map(({ id }) => id));
    queryClient.setQueryData(recentlyViewedKeys.own(), data);
  } catch {
    // The browser keeps its list; the next login merges it.
  }
}
