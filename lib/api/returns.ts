import { returnCalls } from '@/lib/contract/calls/order-return';
import type { Order } from '@/lib/contract/order';
import type { ReturnRequestBody } from '@/lib/contract/order-return';
import { type ApiResult, send } from './client';

/** Asks to return some or all lines of a delivered order; the answer is the order in rt_wait. */
export function requestReturn(id: number, body: ReturnRequestBody): Promise<ApiResult<Order>> {
  return send(returnCalls.request, { params: { id }, body });
}
