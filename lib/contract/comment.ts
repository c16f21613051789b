import { z } from 'zod';
import { STAR_DEFAULT } from '@/lib/constants';
import { toPersianDigits } from '@/lib/format/digits';
import fa from '@/messages/fa.json';
import { blankableId, blankOr, idParam, limitQuery, paged, pageQuery } from './common';
import { typedText } from './customer';
import { commentPhoto } from './product';

const validation = fa.api.validation;

/** A comment's text is at most this long, and at least this. */
export const COMMENT_MAX_LENGTH = 1000;
export const COMMENT_MIN_LENGTH = 3;
/** A report's reason. */
export const REPORT_REASON_MAX_LENGTH = 500;
/**
 * This many reports from different customers hide a comment until staff
 * decide: one unhappy reader cannot silence a review, a few agreeing can.
 */
export const REPORT_HIDE_THRESHOLD = 3;
/** Photos a comment may carry. */
export const COMMENT_MAX_PHOTOS = 3;

export const COMMENT_STATUSES = ['pending', 'published', 'rejected'] as const;
export const commentStatus = z.enum(COMMENT_STATUSES);
export type CommentStatusName = z.infer<typeof commentStatus>;

/** The shop setting: comments wait for staff, or show at once. */
export const commentModeration = z.enum(['wait', 'publish']);
export type CommentModeration = z.infer<typeof commentModeration>;

/** Markup is refused rather than stored: comments are plain text everywhere they show. */
const HTML_TAG = /<\/?[a-z!][^>]*>/i;

function plainText(max: number, min: number) {
  return typedText(max)
    .refine(
      (text) => text.length >= min,
      validation.textTooShort.replace('{min}', toPersianDigits(min)),
    )
    .refine((text) => !HTML_TAG.test(text), validation.noMarkup);
}

/** Stars 1–5; absent, "" or null is the spec's default 1. */
const star = blankOr(z.coerce.number().int().min(1).max(5), STAR_DEFAULT.productComment);

/**
 * POST product/{id}/add/comment {customer_id, star, comment, photos}:
 * customer_id, when sent, must be the caller. `photos` are ids of the
 * caller's own uploads; absent keeps an edited comment's photos, [] removes them.
 */
export const commentAddBody = z.object({
  customer_id: blankableId(),
  star,
  comment: plainText(COMMENT_MAX_LENGTH, COMMENT_MIN_LENGTH),
  photos: z.array(idParam).max(COMMENT_MAX_PHOTOS).optional(),
});
export type CommentAddBody = z.input<typeof commentAddBody>;

/** POST product/{userId}/comments/{commentId}/report {user_id, customer_id, comment}: `comment` is the reason. */
export const commentReportBody = z.object({
  user_id: blankableId(),
  customer_id: blankableId(),
  comment: plainText(REPORT_REASON_MAX_LENGTH, COMMENT_MIN_LENGTH),
});
export type CommentReportBody = z.input<typeof commentReportBody>;

export const commentReportParams = z.object({ userId: idParam, commentId: idParam });

/** The caller's own comment on a product, in whatever state it is. */
export const ownComment = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  star: z.number().int().min(1).max(5),
  comment: z.string(),
  status: commentStatus,
  /** Out of sight after reports, until staff decide. */
  hidden: z.boolean(),
  photos: z.array(commentPhoto),
  helpful_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OwnComment = z.infer<typeof ownComment>;

export const commentAddResult = z.object({
  comment: ownComment,
  /** The first comment of this customer on the product (false: the earlier one was edited). */
  created: z.boolean(),
});

export const ownCommentResult = z.object({ comment: ownComment.nullable() });

export const commentReportResult = z.object({
  comment_id: z.number().int(),
  reported: z.literal(true),
});

/** POST/DELETE product/{id}/comments/{commentId}/helpful: the comment must be one of the product's visible comments. */
export const commentHelpfulParams = z.object({ id: idParam, commentId: idParam });

export const commentHelpfulResult = z.object({
  comment_id: z.number().int(),
  /** Whether the caller's mark now stands. */
  marked: z.boolean(),
  helpful_count: z.number().int(),
});
export type CommentHelpfulResult = z.infer<typeof commentHelpfulResult>;

/** GET product/{id}/my/helpful: which of the product's comments the caller marked helpful. */
export const ownHelpfulResult = z.object({ comment_ids: z.array(z.number().int()) });

/* ───────── staff ───────── */

export const staffCommentsQuery = z.object({
  status: blankOr(z.enum([...COMMENT_STATUSES, 'hidden', 'reported']), 'pending'),
  page: pageQuery,
  limit: limitQuery(20),
});

export const staffComment = ownComment.extend({
  product_name: z.string(),
  customer_id: z.number().int().nullable(),
  author: z.string(),
  reports: z.array(z.object({ reason: z.string(), created_at: z.string() })),
});
export type StaffComment = z.infer<typeof staffComment>;

export const staffCommentList = paged(staffComment);

export const commentModerateBody = z.object({ status: z.enum(['published', 'rejected']) });

export const commentModerationBody = z.object({ mode: commentModeration });
export const commentModerationResult = z.object({ mode: commentModeration });
