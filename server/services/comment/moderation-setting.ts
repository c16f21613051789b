import { eq } from 'drizzle-orm';
import { type CommentModeration, commentModeration } from '@/lib/contract/comment';
import type { Executor } from '@/server/db/database';
import { shopSettings } from '@/server/db/schema';

const KEY = 'comment_moderation';

/** Until the shop says otherwise, a new comment waits for staff. */
export const DEFAULT_COMMENT_MODERATION: CommentModeration = 'wait';

/** The shop setting comment_moderation: `wait` for staff, or `publish` at once. */
export async function commentModerationMode(db: Executor): Promise<CommentModeration> {
  const [row] = await db
    .select({ value: shopSettings.value })
    .from(shopSettings)
    .where(eq(shopSettings.key, KEY))
    .limit(1);
  const parsed = commentModeration.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_COMMENT_MODERATION;
}

export async function setCommentModerationMode(
  db: Executor,
  mode: CommentModeration,
): Promise<CommentModeration> {
  await db
    .insert(shopSettings)
    .values({ key: KEY, value: mode })
    .onConflictDoUpdate({ target: shopSettings.key, set: { value: mode, updatedAt: new Date() } });
  return mode;
}
