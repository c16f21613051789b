import type { z } from 'zod';
import { cartCalls } from '@/lib/contract/calls/cart';
import { catalogCalls } from '@/lib/contract/calls/catalog';
import type {
  Cart,
  CartMergeResult,
  cartAddLine,
  cartMergeBody,
  cartUpdateBody,
} from '@/lib/contract/cart';
import type { ProductDetail } from '@/lib/contract/catalog';
import { type ApiResult, receive, send } from './client';

export type CartAddPayload = z.input<typeof cartAddLine>;
export type CartUpdatePayload = z.input<typeof cartUpdateBody>;
export type CartMergePayload = z.input<typeof cartMergeBody>;

/** The logged-in customer's cart, kept on the server. */
export function fetchCart(signal?: AbortSignal): Promise<Cart> {
  return receive(cartCalls.get, {}, { signal });
}

/** Adds units to the product's line (a new line when absent). Every cart call answers the whole cart. */
export function addToCart(body: CartAddPayload): Promise<ApiResult<Cart>> {
  return send(cartCalls.add, { body });
}

/** Sets the line's count; 0 deletes the line. */
export function updateCartLine(body: CartUpdatePayload): Promise<ApiResult<Cart>> {
  return send(cartCalls.update, { body });
}

/** One unit fewer; a line at 1 is deleted. */
export function removeFromCart(productId: number): Promise<ApiResult<Cart>> {
  return send(cartCalls.remove, { body: { product_id: productId } });
}

export function clearCart(): Promise<ApiResult<Cart>> {
  return send(cartCalls.clear, {});
}

/** The browser cart sent after login: its counts are added to the server's lines; `changes` says what was lowered or left out. */
export function mergeCart(body: CartMergePayload): Promise<ApiResult<CartMergeResult>> {
  return send(cartCalls.merge, { body });
}

/** A product as its page has it (price, in stock or not, stock and order_limit), for a guest's cart line. */
export function fetchCartProduct(productId: number, signal?: AbortSignal): Promise<ProductDetail> {
  return receive(catalogCalls.product, { params: { id: productId } }, { signal });
}
