import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { UPLOAD_TYPES, type UploadResult, type UploadType } from '@/lib/contract/upload';
import {
  PICTURE_FORMATS,
  PICTURE_MIME,
  PICTURE_WIDTHS,
  type PictureFormat,
  type PictureWidth,
} from '@/lib/site/picture-variants';
import type { Database } from '@/server/db/database';
import { uploads } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import { pictureStore } from './chosen-picture-store';
import { assertHonest, EXTENSION, reencode, sniffType } from './picture';

const messages = apiMessages.upload;
type Env = Record<string, string | undefined>;

const MEGABYTE = 1024 * 1024;
const DEFAULT_MAX_MB = 5;

/** The largest picture taken, in bytes: UPLOAD_MAX_MB megabytes (5 by default). */
export function uploadMaxBytes(env: Env = process.env): number {
  const mb = Number(env.UPLOAD_MAX_MB);
  return Math.round((Number.isFinite(mb) && mb > 0 ? mb : DEFAULT_MAX_MB) * MEGABYTE);
}

export function tooLarge(env: Env = process.env): ApiError {
  const msg = fillMessage(messages.tooLarge, { size: uploadMaxBytes(env) / MEGABYTE });
  return ApiError.badRequest(msg, { file: [msg] });
}

type UploadRow = typeof uploads.$inferSelect;

function isUploadType(value: string): value is UploadType {
  return UPLOAD_TYPES.some((type) => type === value);
}

const fileName = (row: Pick<UploadRow, 'name' | 'contentType'>) =>
  isUploadType(row.contentType) ? `${row.name}.${EXTENSION[row.contentType]}` : row.name;

/** Where an upload is served. */
export const uploadUrl = (row: Pick<UploadRow, 'name' | 'contentType'>) =>
  `/api/v1/upload/${fileName(row)}`;

function toResult(row: UploadRow): UploadResult {
  if (!isUploadType(row.contentType)) throw new Error(`upload ${row.id}: unknown type`);
  return {
    id: row.id,
    url: uploadUrl(row),
    content_type: row.contentType,
    size: row.size,
    width: row.width,
    height: row.height,
    created_at: row.createdAt.toISOString(),
  };
}

export type IncomingFile = { bytes: Uint8Array; type: string; name: string };

/**
 * Takes a customer's picture: checked by its bytes (JPEG, PNG or WebP), its
 * stated type and name held to them, its size limited, and re-encoded without
 * metadata. Every check runs before anything is written, so a refused file
 * leaves neither a file nor a row.
 */
export async function storeUpload(
  db: Database,
  customerId: number,
  file: IncomingFile,
): Promise<UploadResult> {
  if (file.bytes.byteLength > uploadMaxBytes()) throw tooLarge();
  const type = sniffType(file.bytes);
  if (!type) throw ApiError.badRequest(messages.notImage, { file: [messages.notImage] });
  assertHonest(type, file.type, file.name);
  const encoded = await reencode(file.bytes, type);

  const name = randomBytes(16).toString('hex');
  const key = `${name}.${EXTENSION[type]}`;
  const store = pictureStore();
  // The bytes first: a row never points at a picture that is not there.
  await store.put(key, encoded.bytes, type);
  try {
    const [row] = await db
      .insert(uploads)
      .values({
        customerId,
        name,
        contentType: type,
        size: encoded.bytes.byteLength,
        width: encoded.width,
        height: encoded.height,
      })
      .returning();
    if (!row) throw new Error('upload row missing');
    return toResult(row);
  } catch (error) {
    await store.remove([key]);
    throw error;
  }
}

/** A stored picture by its file name, for serving; null when there is none. */
export async function readUpload(
  db: Database,
  file: string,
): Promise<{ bytes: Buffer; contentType: UploadType; fileName: string } | null> {
  const name = file.slice(0, file.indexOf('.'));
  const [row] = await db.select().from(uploads).where(eq(uploads.name, name));
  if (!row || !isUploadType(row.contentType) || fileName(row) !== file) return null;
  const bytes = await pictureStore().get(file);
  return bytes && { bytes, contentType: row.contentType, fileName: file };
}

export async function listUploads(db: Database, customerId: number): Promise<UploadResult[]> {
  const rows = await db
    .select()
    .from(uploads)
    .where(eq(uploads.customerId, customerId))
    .orderBy(desc(uploads.id));
  return rows.map(toResult);
}

/** Removes one of the caller's pictures, row and file; another's id is a 404. */
export async function deleteUpload(db: Database, customerId: number, id: number): Promise<void> {
  const [row] = await db
    .delete(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.customerId, customerId)))
    .returning();
  if (!row) throw ApiError.notFound();
  await pictureStore().remove([fileName(row), ...variantKeys(row.name)]);
}

/** Copies live beside the pictures, one object per width and format, made on first request. */
const variantKey = (name: string, width: PictureWidth, format: PictureFormat) =>
  `variants/${name}-${width}.${format}`;

const variantKeys = (name: string) =>
  PICTURE_WIDTHS.flatMap((width) =>
    PICTURE_FORMATS.map((format) => variantKey(name, width, format)),
  );

/**
 * Qualities picked by eye on photos at card size: AVIF 50 looks like WebP 75
 * at about two thirds of its bytes. effort 4 keeps a first AVIF encode of a
 * 2048 px picture around a tenth of a second.
 */
function encode(source: Buffer, width: PictureWidth, format: PictureFormat): Promise<Buffer> {
  const resized = sharp(source).resize({ width, withoutEnlargement: true });
  return format === 'avif'
    ? resized.avif({ quality: 50, effort: 4 }).toBuffer()
    : resized.webp({ quality: 75 }).toBuffer();
}

/**
 * One card-sized copy of a stored picture, encoded once and then read from
 * the store; null when there is no such picture.
 */
export async function readVariant(
  db: Database,
  name: string,
  width: PictureWidth,
  format: PictureFormat,
): Promise<Buffer | null> {
  const store = pictureStore();
  const key = variantKey(name, width, format);
  // The row is asked even for a stored copy: a deleted picture's copies go with it.
  const [[row], made] = await Promise.all([
    db.select().from(uploads).where(eq(uploads.name, name)),
    store.get(key),
  ]);
  if (!row || !isUploadType(row.contentType)) return null;
  if (made) return made;
  const source = await store.get(fileName(row));
  if (!source) return null;
  const bytes = await encode(source, width, format);
  await store.put(key, bytes, PICTURE_MIME[format]);
  return bytes;
}
