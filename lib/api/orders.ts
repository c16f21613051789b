import { FIRST_PAGE, PAGE_SIZE } from '@/lib/constants';
import { orderCalls } from '@/lib/contract/calls/order';
import type { Order, OrderPage, PrimaryProduct } from '@/lib/contract/order';
import type { OrderStatus } from '@/lib/contract/order-status';
import { type ApiResult, receive, send } from './client';

/** How many of the customer's usual products the cart offers to buy again. */
const PRIMARY_PRODUCTS_SHOWN = 6;

export type OrdersRequest = { page?: number; statuses: readonly OrderStatus[] };

export type OrderRating = { star: number; comment: string };

/** GET orders?page&limit&status&sort=-created_at: one page of the caller's orders, newest first. */
export function fetchOrders(request: OrdersRequest, signal?: AbortSignal): Promise<OrderPage> {
  const query = {
    page: request.page ?? FIRST_PAGE,
    limit: PAGE_SIZE.orders,
    status: request.statuses.length > 0 ? request.statuses.join(',') : undefined,
    sort: '-created_at' as const,
  };
  return receive(orderCalls.list, { query }, { signal });
}

export function fetchOrder(id: number, signal?: AbortSignal): Promise<Order> {
  return receive(orderCalls.get, { params: { id } }, { signal });
}

/** Cancel (created → canceled) or re-request (canceled → created); the server refuses anything else. */
export function changeOrderStatus(id: number, status: OrderStatus): Promise<ApiResult<Order>> {
  return send(orderCalls.setStatus, { params: { id }, body: { status } });
}

export function rateOrder(id: number, rating: OrderRating): Promise<ApiResult<Order>> {
  return send(orderCalls.rate, { params: { id }, body: rating });
}

export type OrderEdit = { description: string };

/** While created and unpaid, the customer may change what they asked for (the description here). */
export function editOrder(id: number, edit: OrderEdit): Promise<ApiResult<Order>> {
  return send(orderCalls.edit, { params: { id }, body: edit });
}

/** POST /api/v1/orders/primary_product: the products the caller orders most, for buying again. */
export function fetchPrimaryProducts(signal?: AbortSignal): Promise<PrimaryProduct[]> {
  return receive(
    orderCalls.primaryProducts,
    { body: { limit: PRIMARY_PRODUCTS_SHOWN } },
    { signal },
  );
}
