/**
 * Writing and reporting product comments (spec §7 "Products and catalogue":
 * add comment, report comment), and the caller's own comment (a chosen path,
 * for the form that edits it). Reading published comments is in catalog.ts.
 */

import { commentCalls } from '@/lib/contract/calls/comment';
import { ApiError } from '@/server/errors/api-error';
import { apiMessages } from '@/server/errors/messages';
import { type Call, jsonCall } from '@/server/http/call';
import { addComment, ownCommentOn, reportComment } from '@/server/services/comment/comments';
import { markHelpful, ownHelpfulMarks, unmarkHelpful } from '@/server/services/comment/helpful';

const messages = apiMessages.comment;

export const commentRoutes: Call[] = [
  jsonCall(commentCalls.add, {
    access: 'customer',
    tag: 'comment',
    summary: 'Write (or edit) the caller’s one comment on a product: stars and plain text',
    description:
      '`star` 1–5 (absent: 1); `comment` 3–1000 characters of plain text (markup is refused); `photos`, up to 3 ids of the caller’s own uploads (POST /api/v1/upload), each once (else 400 naming `photos.{index}`); absent keeps an edited comment’s photos, [] removes them. `customer_id`, when sent, must be the caller (else 404). A second comment edits the first. By the shop setting comment_moderation it waits for staff (`pending`) or shows at once (`published`); the product’s rating counts published comments only.',
    handler: async ({ db, caller, params, body }) => {
      if (body.customer_id !== undefined && body.customer_id !== caller.customerId) {
        throw ApiError.notFound();
      }
      const { msg, ...data } = await addComment(db, caller.customerId, params.id, body);
      return { data, msg };
    },
  }),
  jsonCall(commentCalls.own, {
    access: 'customer',
    tag: 'comment',
    chosen: true,
    summary: 'The caller’s own comment on a product in any state (null when none)',
    handler: async ({ db, caller, params }) => ({
      data: { comment: await ownCommentOn(db, caller.customerId, params.id) },
      msg: messages.own,
    }),
  }),
  jsonCall(commentCalls.markHelpful, {
    access: 'customer',
    tag: 'comment',
    summary: 'Mark a comment helpful, once per customer',
    description:
      'The comment must be one of the product’s visible comments (else 404); one’s own comment is a 400. A repeat, or many at once, counts once. Answers the comment’s `helpful_count`, which orders `sort=helpful`.',
    handler: async ({ db, caller, params }) => ({
      data: await markHelpful(db, caller.customerId, {
        productId: params.id,
        commentId: params.commentId,
      }),
      msg: messages.helpfulMarked,
    }),
  }),
  jsonCall(commentCalls.unmarkHelpful, {
    access: 'customer',
    tag: 'comment',
    summary: 'Take back the caller’s helpful mark',
    description: 'Without a mark it changes nothing. Answers the comment’s `helpful_count`.',
    handler: async ({ db, caller, params }) => ({
      data: await unmarkHelpful(db, caller.customerId, {
        productId: params.id,
        commentId: params.commentId,
      }),
      msg: messages.helpfulUnmarked,
    }),
  }),
  jsonCall(commentCalls.ownHelpful, {
    access: 'customer',
    tag: 'comment',
    chosen: true,
    summary: 'Which of the product’s comments the caller marked helpful',
    handler: async ({ db, caller, params }) => ({
      data: await ownHelpfulMarks(db, caller.customerId, params.id),
      msg: messages.ownHelpfulList,
    }),
  }),
  jsonCall(commentCalls.report, {
    access: 'customer',
    tag: 'comment',
    summary: 'Report a comment with a reason, once per customer per comment',
    description:
      'The path’s first id is the caller’s own id (as the spec names it) or the comment’s product; `user_id`/`customer_id`, when sent, must be the caller; anything else, or a comment readers cannot see, is a 404. `comment` is the reason (3–500 characters). A repeat changes nothing. Reports from 3 customers hide the comment until staff decide. Reporting one’s own comment is a 400.',
    handler: async ({ db, caller, params, body }) => ({
      data: await reportComment(
        db,
        caller,
        {
          pathId: params.userId,
          commentId: params.commentId,
          userId: body.user_id,
          customerId: body.customer_id,
        },
        body.comment,
      ),
      msg: messages.reported,
    }),
  }),
];
