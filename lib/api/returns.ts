import { returnCalls } from '@/lib/contract/calls/order-return';
import { uploadCalls } from '@/lib/contract/calls/upload';
import type { Order } from '@/lib/contract/order';
import type { ReturnRequestBody } from '@/lib/contract/order-return';
import type { UploadResult } from '@/lib/contract/upload';
import { type ApiResult, send } from './client';

/** Asks to return some or all lines of a delivered order; the answer is the order in rt_wait. */
export function requestReturn(id: number, body: ReturnRequestBody): Promise<ApiResult<Order>> {
  return send(returnCalls.request, { params: { id }, body });
}

/** Uploads one picture (a return's photo); the answer names it by id. */
export function uploadPicture(file: File): Promise<ApiResult<UploadResult>> {
  const form = new FormData();
  form.append('file', file);
  return send(uploadCalls.upload, { form });
}
