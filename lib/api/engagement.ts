import type { z } from 'zod';
import { CUSTOMER_API_PREFIX } from '@/lib/constants';
import { productComments, productDetail } from '@/lib/contract/catalog';
import {
  type commentAddBody,
  commentAddResult,
  commentReportResult,
  ownCommentResult,
} from '@/lib/contract/comment';
import { favoriteList, favoriteResult } from '@/lib/contract/favorite';
import { reminderList, reminderState } from '@/lib/contract/reminder';
import { apiCall, apiGet } from './client';

export type CommentPayload = z.input<typeof commentAddBody>;

/* ───────── favourites (spec 7 "Customer") ───────── */

export function fetchFavorites(page: number, limit: number, signal?: AbortSignal) {
  return apiGet(`${CUSTOMER_API_PREFIX}/favorites`, favoriteList, {
    signal,
    searchParams: { page, limit },
  });
}

export function addFavorite(productId: number) {
  return apiCall('post', `${CUSTOMER_API_PREFIX}/add/favorite`, favoriteResult, {
    json: { product_id: productId },
  });
}

export function removeFavorite(productId: number) {
  return apiCall('post', `${CUSTOMER_API_PREFIX}/delete/favorite`, favoriteResult, {
    json: { product_id: productId },
  });
}

/* ───────── back-in-stock reminders (spec 7 "Products and catalogue") ───────── */

export function checkReminder(productId: number, signal?: AbortSignal) {
  return apiGet(`/api/v1/product/${productId}/observe/check`, reminderState, { signal });
}

export function addReminder(productId: number, sms: boolean) {
  return apiCall('post', `/api/v1/product/${productId}/observe/add`, reminderState, {
    json: { sms },
  });
}

export function removeReminder(productId: number) {
  return apiCall('post', `/api/v1/product/${productId}/observe/delete`, reminderState);
}

export function fetchReminders(page: number, limit: number, signal?: AbortSignal) {
  return apiGet('/api/v1/product/observe/list', reminderList, {
    signal,
    searchParams: { page, limit },
  });
}

/* ───────── comments ───────── */

export function fetchComments(productId: number, signal?: AbortSignal) {
  return apiGet(`/api/v1/product/${productId}/comments`, productComments, { signal });
}

export function fetchOwnComment(productId: number, signal?: AbortSignal) {
  return apiGet(`/api/v1/product/${productId}/my/comment`, ownCommentResult, { signal });
}

export function addComment(productId: number, body: CommentPayload) {
  return apiCall('post', `/api/v1/product/${productId}/add/comment`, commentAddResult, {
    json: body,
  });
}

/** Spec 7: POST product/{userId}/comments/{commentId}/report {user_id, customer_id, comment}. */
export function reportComment(customerId: number, commentId: number, reason: string) {
  return apiCall(
    'post',
    `/api/v1/product/${customerId}/comments/${commentId}/report`,
    commentReportResult,
    { json: { user_id: customerId, customer_id: customerId, comment: reason } },
  );
}

/** The product as the signed-in customer sees it: only is_favorite is read from it here. */
export function fetchProductForCustomer(
  productId: number,
  customerId: number,
  signal?: AbortSignal,
) {
  return apiGet(`/api/v1/app/product/${productId}`, productDetail, {
    signal,
    searchParams: { customer: customerId },
  });
}
