import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { handleApiError } from '@/lib/api/error-catalogue';
import { isApiFailure } from '@/lib/api/failure';
import { onLogoutForget } from '@/lib/auth/forget-on-logout';

/**
 * `meta.errorHandling: 'manual'` keeps a query or mutation away from the
 * shared toast, for calls that show their errors themselves (forms, dialogs,
 * the cart add that rethrows a 400) or that fail quietly (suggestions).
 */
type ErrorHandlingMeta = { errorHandling?: 'shared' | 'manual' };

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ErrorHandlingMeta;
    mutationMeta: ErrorHandlingMeta;
  }
}

const MAX_RETRIES = 2;

/** Answers that will not change by asking again: the client's own 4xx and contract mismatches. */
function isFinal(error: unknown): boolean {
  if (!isApiFailure(error)) return true;
  if (error.kind === 'invalid' || error.kind === 'cancelled') return true;
  return error.kind === 'http' && error.status >= 400 && error.status < 500;
}

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.errorHandling !== 'manual') handleApiError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _onMutateResult, mutation) => {
        if (mutation.meta?.errorHandling !== 'manual') handleApiError(error);
      },
    }),
    defaultOptions: {
      queries: {
        // Catalogue data changes slowly and the server pages are already fresh on arrival.
        staleTime: 60_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => !isFinal(error) && failureCount < MAX_RETRIES,
      },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | null = null;

/**
 * The one query client of a browser tab, shared by every island that loads
 * customer data (the header's cart badge and menu, the product page's add,
 * the customer's pages), so they read one cache. A server render gets a fresh
 * one each time: a client kept across requests would carry one customer's
 * data to the next.
 */
export function sharedQueryClient(): QueryClient {
  if (typeof window === 'undefined') return makeQueryClient();
  if (!browserClient) {
    const client = makeQueryClient();
    // Whatever was loaded for the old token must not be shown to the next one.
    onLogoutForget(() => client.removeQueries());
    browserClient = client;
  }
  return browserClient;
}
