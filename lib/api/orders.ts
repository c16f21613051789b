import { CUSTOMER_API_PREFIX, FIRST_PAGE, PAGE_SIZE } from '@/lib/constants';
import {
  type Order,
  type OrderPage,
  order,
  orderPage,
  type PrimaryProduct,
  primaryProductList,
} from '@/lib/contract/order';
import type { OrderStatus } from '@/lib/contract/order-status';
import { type ApiResult, apiCall, apiGet } from './client';

/** How many of the customer's usual products the cart offers to buy again. */
const PRIMARY_PRODUCTS_SHOWN = 6;

export type OrdersRequest = { page?: number; statuses: readonly OrderStatus[] };

export type OrderRating = { star: number; comment: string };

/** GET orders?page&limit&status&sort=-created_at: one page of the caller's orders, newest first. */
export function fetchOrders(request: OrdersRequest, signal?: AbortSignal): Promise<OrderPage> {
  return apiGet(`${CUSTOMER_API_PREFIX}/orders`, orderPage, {
    signal,
    searchParams: {
      page: request.page ?? FIRST_PAGE,
      limit: PAGE_SIZE.orders,
      status: request.statuses.length > 0 ? request.statuses.join(',') : undefined,
      sort: '-created_at',
    },
  });
}

export function fetchOrder(id: number, signal?: AbortSignal): Promise<Order> {
  return apiGet(`${CUSTOMER_API_PREFIX}/order/${id}`, order, { signal });
}

/** Cancel (created → canceled) or re-request (canceled → created); the server refuses anything else. */
export function changeOrderStatus(id: number, status: OrderStatus): Promise<ApiResult<Order>> {
  return apiCall('post', `${CUSTOMER_API_PREFIX}/order/${id}/status/`, order, {
    json: { status },
  });
}

export function rateOrder(id: number, rating: OrderRating): Promise<ApiResult<Order>> {
  return apiCall('post', `/api/v1/order/${id}/rate/create`, order, { json: rating });
}

export type OrderEdit = { description: string };

/** While created and unpaid, the customer may change what they asked for (the description here). */
export function editOrder(id: number, edit: OrderEdit): Promise<ApiResult<Order>> {
  return apiCall('post', `/api/v1/order/${id}/edit`, order, { json: edit });
}

/** POST /api/v1/orders/primary_product: the products the caller orders most, for buying again. */
export function fetchPrimaryProducts(signal?: AbortSignal): Promise<PrimaryProduct[]> {
  return apiCall('post', '/api/v1/orders/primary_product', primaryProductList, {
    json: { limit: PRIMARY_PRODUCTS_SHOWN },
    signal,
  }).then((result) => result.data);
}
