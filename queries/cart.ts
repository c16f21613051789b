import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod';
import {
  addToCart,
  type CartAddPayload,
  clearCart,
  fetchCart,
  mergeCart,
  removeFromCart,
  updateCartLine,
} from '@/lib/api/cart';
import type { ApiResult } from '@/lib/api/client';
import { handleApiError } from '@/lib/api/error-catalogue';
import { isApiFailure } from '@/lib/api/failure';
import { mergePayloadOf } from '@/lib/cart/merge-payload';
import {
  cartWithAdded,
  cartWithCount,
  cartWithLine,
  cartWithRemoved,
  EMPTY_CART,
} from '@/lib/cart/server-cart-optimistic';
import { TIMING_MS } from '@/lib/constants';
import {
  type Cart,
  type CartLine,
  type CartMergeChange,
  cartMergeChange,
  type PricedTopping,
} from '@/lib/contract/cart';
import type { ProductSummary } from '@/lib/contract/catalog';
import { notify } from '@/lib/ui/toast';
import { cartActions, getCartLines } from '@/stores/cart';
import { useCustomerId } from './customer';

export const cartKeys = {
  all: ['cart'] as const,
  detail: () => [...cartKeys.all, 'detail'] as const,
  /** What the last login's merge lowered or left out; kept only in this tab's memory. */
  mergeChanges: () => ['cart-merge-changes'] as const,
};

const CART_MUTATION_KEY = [...cartKeys.all, 'change'] as const;
/** Cart changes reach the server one at a time, in the order the customer made them. */
const CART_SCOPE = { id: 'server-cart' };

/**
 * The logged-in customer's server cart; nothing for guests, whose cart is the
 * browser's. The header badge reads it quietly (`report: false`): a count in
 * the corner must not toast, or log someone out from under the login screen
 * with an expired token. The cart and checkout pages report failures through
 * the shared handler (spec 8), once per failure. The query itself is always
 * 'manual', so which observer fetched it does not decide who is told.
 */
export function useServerCart({ report = true }: { report?: boolean } = {}) {
  const customerId = useCustomerId();
  const query = useQuery({
    queryKey: cartKeys.detail(),
    queryFn: ({ signal }) => fetchCart(signal),
    enabled: customerId !== null,
    staleTime: 30_000,
    meta: { errorHandling: 'manual' },
  });
  const { error } = query;
  useEffect(() => {
    if (report && error) handleApiError(error);
  }, [report, error]);
  return query;
}

/** A 400 to a cart add: the server refused this product or count, and said why. */
export function isRefusedAdd(error: unknown): boolean {
  return isApiFailure(error) && error.kind === 'http' && error.status === 400;
}

type CartChange<V> = {
  call: (variables: V) => Promise<ApiResult<Cart>>;
  /** The cart as it will look once the change lands, shown while the call is out. */
  preview: (cart: Cart, variables: V) => Cart;
  /** Failures this change shows itself rather than through the shared toast. */
  manual?: boolean;
  onFailure?: (error: unknown) => void;
};

/**
 * One cart change, applied to the cached cart at once. Only the last change
 * still out writes the server's answer (or, after a failure, reloads the
 * cart): an earlier answer would wipe the later changes still being shown.
 */
function useCartChange<V>({ call, preview, manual = false, onFailure }: CartChange<V>) {
  const queryClient = useQueryClient();
  const isLast = () => queryClient.isMutating({ mutationKey: CART_MUTATION_KEY }) <= 1;
  return useMutation({
    mutationKey: CART_MUTATION_KEY,
    scope: CART_SCOPE,
    mutationFn: call,
    meta: manual ? { errorHandling: 'manual' } : undefined,
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: cartKeys.detail() });
      queryClient.setQueryData<Cart>(cartKeys.detail(), (cart) =>
        cart ? preview(cart, variables) : cart,
      );
    },
    onSuccess: (result) => {
      if (isLast()) queryClient.setQueryData(cartKeys.detail(), result.data);
    },
    onError: (error) => {
      onFailure?.(error);
      if (isLast()) void queryClient.invalidateQueries({ queryKey: cartKeys.detail() });
    },
  });
}

export type CartAddVariables = CartAddPayload & {
  product: ProductSummary;
  /** The toppings with names and prices, for the line shown before the server answers. */
  pricedToppings?: PricedTopping[];
};

/**
 * Spec 8: a cart add answered 400 is rethrown without the shared handler, so
 * the screen shows the server's reason where the customer added; any other
 * failure gets the shared toast.
 */
export function useCartAdd() {
  return useCartChange<CartAddVariables>({
    call: ({ product_id, count, toppings }) =>
      addToCart({ product_id, count, ...(toppings ? { toppings } : {}) }),
    preview: (cart, { product, count, pricedToppings }) =>
      cartWithAdded(cart, product, Number(count ?? 1), pricedToppings),
    manual: true,
    onFailure: (error) => {
      if (!isRefusedAdd(error)) handleApiError(error);
    },
  });
}

/** One unit fewer (the line goes at 1). */
export function useCartRemove() {
  return useCartChange<number>({
    call: removeFromCart,
    preview: cartWithRemoved,
  });
}

/** The line's count set outright; 0 deletes the line. */
export function useCartSetCount() {
  return useCartChange<{ productId: number; count: number }>({
    call: ({ productId, count }) => updateCartLine({ product_id: productId, count }),
    preview: (cart, { productId, count }) => cartWithCount(cart, productId, count),
  });
}

/**
 * A removed line put back as it was (undo): its count and toppings set again
 * with cart/update, shown at its old place at once.
 */
export function useCartRestore() {
  return useCartChange<{ line: CartLine; index: number }>({
    call: ({ line }) =>
      updateCartLine({
        product_id: line.product.id,
        count: line.count,
        toppings: line.toppings.map(({ id, count }) => ({ id, count })),
      }),
    preview: (cart, { line, index }) => cartWithLine(cart, line, index),
  });
}

/**
 * What the last login's merge lowered or left out is kept in this tab's
 * session storage as well as in memory: the login opens its next page with a
 * new page load, and the customer must still be told there.
 */
const MERGE_CHANGES_KEY = 'cart-merge-changes';
const storedChanges = z.array(cartMergeChange);

function readStoredChanges(): CartMergeChange[] {
  if (typeof window === 'undefined') return [];
  try {
    const parsed = storedChanges.safeParse(
      JSON.parse(window.sessionStorage.getItem(MERGE_CHANGES_KEY) ?? '[]'),
    );
    return parsed.success ? parsed.data : [];
  } catch {
    // Storage refused (private mode) or a hand-edited value: nothing to tell.
    return [];
  }
}

function storeChanges(changes: CartMergeChange[]): void {
  try {
    if (changes.length > 0) {
      window.sessionStorage.setItem(MERGE_CHANGES_KEY, JSON.stringify(changes));
    } else window.sessionStorage.removeItem(MERGE_CHANGES_KEY);
  } catch {
    // Without storage the notice lives only until the next page load.
  }
}

/**
 * The lines the last login's merge lowered or left out, for the cart and
 * checkout to list until the customer closes the notice. Only ever set by
 * mergeBrowserCart.
 */
export function useMergeChanges() {
  const queryClient = useQueryClient();
  const query = useQuery<CartMergeChange[]>({
    queryKey: cartKeys.mergeChanges(),
    queryFn: readStoredChanges,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  return {
    changes: query.data ?? [],
    dismiss: () => {
      storeChanges([]);
      queryClient.setQueryData<CartMergeChange[]>(cartKeys.mergeChanges(), []);
    },
  };
}

/** Spec 4: a failed clear also refreshes the cart, so what shows is what the server holds. */
export function useCartClear() {
  return useCartChange<void>({
    call: () => clearCart(),
    preview: () => EMPTY_CART,
  });
}

const MERGE_TOAST = 'cart-merge-changes';

/**
 * Spec 4, after login: a non-empty browser cart goes to the server, is
 * emptied here only once the server has it, and the cart is reloaded after
 * TIMING_MS.loginCartReload. Lines the server lowered to its stock or order
 * limit, or left out, are told: a toast while the login screen still shows,
 * and a notice on the cart and at checkout, wherever the login leads (kept in
 * session storage across its page load). A failed merge keeps the browser
 * cart for the next login and says why through the shared handler.
 */
export async function mergeBrowserCart(queryClient: QueryClient): Promise<void> {
  const payload = mergePayloadOf(getCartLines());
  if (!payload) return;
  try {
    const result = await mergeCart(payload);
    const { changes, ...cart } = result.data;
    cartActions.clear();
    queryClient.setQueryData(cartKeys.detail(), cart);
    storeChanges(changes);
    queryClient.setQueryData(cartKeys.mergeChanges(), changes);
    if (changes.length > 0 && result.msg) {
      notify.info(result.msg, {
        id: MERGE_TOAST,
        description: changes.map((change) => change.msg).join('\n'),
        duration: Number.POSITIVE_INFINITY,
      });
    }
  } catch (error) {
    handleApiError(error);
    return;
  }
  setTimeout(() => {
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
  }, TIMING_MS.loginCartReload);
}
