import type { z } from 'zod';
import { catalogCalls } from '@/lib/contract/calls/catalog';
import { commentCalls } from '@/lib/contract/calls/comment';
import { favoriteCalls } from '@/lib/contract/calls/favorite';
import { reminderCalls } from '@/lib/contract/calls/reminder';
import type { commentAddBody } from '@/lib/contract/comment';
import type { CommentSort } from '@/lib/contract/comment-sorts';
import { receive, send } from './client';

export type CommentPayload = z.input<typeof commentAddBody>;

/* ───────── favourites (spec 7 "Customer") ───────── */

export function fetchFavorites(page: number, limit: number, signal?: AbortSignal) {
  return receive(favoriteCalls.list, { query: { page, limit } }, { signal });
}

export function addFavorite(productId: number) {
  return send(favoriteCalls.add, { body: { product_id: productId } });
}

export function removeFavorite(productId: number) {
  return send(favoriteCalls.remove, { body: { product_id: productId } });
}

/* ───────── back-in-stock reminders (spec 7 "Products and catalogue") ───────── */

export function checkReminder(productId: number, signal?: AbortSignal) {
  return receive(reminderCalls.check, { params: { id: productId } }, { signal });
}

export function addReminder(productId: number, sms: boolean) {
  return send(reminderCalls.add, { params: { id: productId }, body: { sms } });
}

export function removeReminder(productId: number) {
  return send(reminderCalls.remove, { params: { id: productId } });
}

export function fetchReminders(page: number, limit: number, signal?: AbortSignal) {
  return receive(reminderCalls.list, { query: { page, limit } }, { signal });
}

/* ───────── comments ───────── */

export function fetchComments(productId: number, sort: CommentSort, signal?: AbortSignal) {
  return receive(
    catalogCalls.productComments,
    { params: { id: productId }, query: { sort } },
    { signal },
  );
}

export function fetchOwnHelpful(productId: number, signal?: AbortSignal) {
  return receive(commentCalls.ownHelpful, { params: { id: productId } }, { signal });
}

/** Marks a comment helpful, or takes the mark back. */
export function setHelpful(productId: number, commentId: number, marked: boolean) {
  const call = marked ? commentCalls.markHelpful : commentCalls.unmarkHelpful;
  return send(call, { params: { id: productId, commentId } });
}

export function fetchOwnComment(productId: number, signal?: AbortSignal) {
  return receive(commentCalls.own, { params: { id: productId } }, { signal });
}

export function addComment(productId: number, body: CommentPayload) {
  return send(commentCalls.add, { params: { id: productId }, body });
}

/** Spec 7: POST product/{userId}/comments/{commentId}/report {user_id, customer_id, comment}. */
export function reportComment(customerId: number, commentId: number, reason: string) {
  return send(commentCalls.report, {
    params: { userId: customerId, commentId },
    body: { user_id: customerId, customer_id: customerId, comment: reason },
  });
}

/** The product as the signed-in customer sees it: only is_favorite is read from it here. */
export function fetchProductForCustomer(
  productId: number,
  customerId: number,
  signal?: AbortSignal,
) {
  return receive(
    catalogCalls.product,
    { params: { id: productId }, query: { customer: customerId } },
    { signal },
  );
}
