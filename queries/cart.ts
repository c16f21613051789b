import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
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
  cartWithRemoved,
  EMPTY_CART,
} from '@/lib/cart/server-cart-optimistic';
import { TIMING_MS } from '@/lib/constants';
import type { Cart, PricedTopping } from '@/lib/contract/cart';
import type { ProductSummary } from '@/lib/contract/catalog';
import { cartActions, getCartLines } from '@/stores/root-store';
import { useCustomerId } from './customer';

export const cartKeys = {
  all: ['cart'] as const,
  detail: () => [...cartKeys.all, 'detail'] as const,
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

/** Spec 4: a failed clear also refreshes the cart, so what shows is what the server holds. */
export function useCartClear() {
  return useCartChange<void>({
    call: () => clearCart(),
    preview: () => EMPTY_CART,
  });
}

/**
 * Spec 4, after login: a non-empty browser cart goes to the server, is
 * emptied here only once the server has it, and the cart is reloaded after
 * TIMING_MS.loginCartReload. A failed merge keeps the browser cart for the
 * next login and says why through the shared handler.
 */
export async function mergeBrowserCart(queryClient: QueryClient): Promise<void> {
  const payload = mergePayloadOf(getCartLines());
  if (!payload) return;
  try {
    const result = await mergeCart(payload);
    cartActions.clear();
    queryClient.setQueryData(cartKeys.detail(), result.data);
  } catch (error) {
    handleApiError(error);
    return;
  }
  setTimeout(() => {
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
  }, TIMING_MS.loginCartReload);
}
