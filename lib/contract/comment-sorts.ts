/**
 * How a product's comments can be ordered; newest is the spec's order. Kept
 * free of zod, so the product page's sort chips do not bring it to the browser.
 */
export const COMMENT_SORTS = ['newest', 'highest', 'helpful'] as const;
export type CommentSort = (typeof COMMENT_SORTS)[number];
