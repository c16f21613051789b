import { and, eq, inArray } from 'drizzle-orm';
import type { CommentPhoto } from '@/lib/contract/product';
import type { Executor } from '@/server/db/database';
import { uploads } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { apiMessages } from '@/server/errors/messages';
import { uploadUrl } from './uploads';

const messages = apiMessages.upload;

/**
 * Photos attached to a comment or a return must be the customer's own
 * uploads, each once; another's id is as unknown as a missing one. Errors
 * name the offending item as `photos.{index}`.
 */
export async function checkedPhotos(
  tx: Executor,
  customerId: number,
  photoIds: readonly number[],
): Promise<number[]> {
  const repeated = photoIds.findIndex((id, index) => photoIds.indexOf(id) !== index);
  if (repeated >= 0) {
    throw ApiError.badRequest(messages.photoRepeated, {
      [`photos.${repeated}`]: [messages.photoRepeated],
    });
  }
  if (photoIds.length === 0) return [];
  const own = await tx
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.customerId, customerId), inArray(uploads.id, [...photoIds])));
  const ownIds = new Set(own.map((row) => row.id));
  const missing = photoIds.findIndex((id) => !ownIds.has(id));
  if (missing >= 0) {
    throw ApiError.badRequest(messages.photoUnknown, {
      [`photos.${missing}`]: [messages.photoUnknown],
    });
  }
  return [...photoIds];
}

/** The photos behind these upload ids, by id: one statement however many are asked. */
export async function photosById(
  tx: Executor,
  ids: readonly number[],
): Promise<Map<number, CommentPhoto>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      id: uploads.id,
      name: uploads.name,
      contentType: uploads.contentType,
      width: uploads.width,
      height: uploads.height,
    })
    .from(uploads)
    .where(inArray(uploads.id, [...new Set(ids)]));
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, url: uploadUrl(row), width: row.width, height: row.height },
    ]),
  );
}

/** The photos of one owner, in its order; an upload since deleted is left out. */
export function photosOf(ids: readonly number[], found: Map<number, CommentPhoto>): CommentPhoto[] {
  return ids.flatMap((id) => {
    const photo = found.get(id);
    return photo ? [photo] : [];
  });
}
