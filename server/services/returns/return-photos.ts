import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/server/db/database';
import { uploads } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { apiMessages } from '@/server/errors/messages';
import { uploadUrl } from '@/server/services/upload/uploads';

const messages = apiMessages.returns;

/** The photos must be the customer's own uploads, each once; another's id is as unknown as a missing one. */
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

/** The addresses of the photos of these returns, by upload id. */
export async function photoUrls(
  tx: Executor,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: uploads.id, name: uploads.name, contentType: uploads.contentType })
    .from(uploads)
    .where(inArray(uploads.id, [...ids]));
  return new Map(rows.map((row) => [row.id, uploadUrl(row)]));
}
