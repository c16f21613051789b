import type { z } from 'zod';
import { CUSTOMER_API_PREFIX } from '@/lib/constants';
import {
  type Cart,
  type CartMergeResult,
  cart,
  type cartAddLine,
  type cartMergeBody,
  cartMergeResult,
  type cartUpdateBody,
} from '@/lib/contract/cart';
import { type ProductDetail, productDetail } from '@/lib/contract/catalog';
import { type ApiResult, apiCall, apiGet } from './client';

export type CartAddPayload = z.input<typeof cartAddLine>;
export type CartUpdatePayload = z.input<typeof cartUpdateBody>;
export type CartMergePayload = z.input<typeof cartMergeBody>;

const CART = `${CUSTOMER_API_PREFIX}/cart`;

/** The logged-in customer's cart, kept on the server. */
export function fetchCart(signal?: AbortSignal): Promise<Cart> {
  return apiGet(CART, cart, { signal });
}

/** Adds units to the product's line (a new line when absent). Every cart call answers the whole cart. */
export function addToCart(body: CartAddPayload): Promise<ApiResult<Cart>> {
  return apiCall('post', `${CART}/add`, cart, { json: body });
}

/** Sets the line's count; 0 deletes the line. */
export function updateCartLine(body: CartUpdatePayload): Promise<ApiResult<Cart>> {
  return apiCall('post', `${CART}/update`, cart, { json: body });
}

/** One unit fewer; a line at 1 is deleted. */
export function removeFromCart(productId: number): Promise<ApiResult<Cart>> {
  return apiCall('post', `${CART}/remove`, cart, { json: { product_id: productId } });
}

export function clearCart(): Promise<ApiResult<Cart>> {
  return apiCall('post', `${CART}/clear`, cart);
}

/** The browser cart sent after login: its counts are added to the server's lines; `changes` says what was lowered or left out. */
export function mergeCart(body: CartMergePayload): Promise<ApiResult<CartMergeResult>> {
  return apiCall('post', `${CART}/merge`, cartMergeResult, { json: body });
}

/** A product as its page has it (price, in stock or not, stock and order_limit), for a guest's cart line. */
export function fetchCartProduct(productId: number, signal?: AbortSignal): Promise<ProductDetail> {
  return apiGet(`/api/v1/app/product/${productId}`, productDetail, { signal });
}
