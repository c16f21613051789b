import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { UPLOAD_TYPES, type UploadResult, type UploadType } from '@/lib/contract/upload';
import {
  PICTURE_FORMATS,
  PICTURE_WIDTHS,
  type PictureFormat,
  type PictureWidth,
} from '@/lib/site/picture-variants';
import type { Database } from '@/server/db/database';
import { uploads } from '@/server/db/schema';
import { ApiError } from '@/server/http/api-error';
import { fillMessage } from '@/server/http/fill-message';
import { apiMessages } from '@/server/http/messages';
import { assertHonest, EXTENSION, reencode, sniffType } from './picture';

const messages = apiMessages.upload;
type Env = Record<string, string | undefined>;

const MEGABYTE = 1024 * 1024;
const DEFAULT_MAX_MB = 5;

/** Where pictures are kept: UPLOAD_DIR, else .data/uploads beside the embedded database. */
export function uploadDir(env: Env = process.env): string {
  return resolve(/*turbopackIgnore: true*/ env.UPLOAD_DIR?.trim() || '.data/uploads');
}

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

function toResult(row: UploadRow): UploadResult {
  if (!isUploadType(row.contentType)) throw new Error(`upload ${row.id}: unknown type`);
  return {
    id: row.id,
    url: `/api/v1/upload/${fileName(row)}`,
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
  const dir = uploadDir();
  const path = join(dir, `${name}.${EXTENSION[type]}`);
  await mkdir(dir, { recursive: true });
  await writeFile(path, encoded.bytes, { flag: 'wx' });
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
    await rm(path, { force: true });
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
  try {
    return {
      bytes: await readFile(join(uploadDir(), file)),
      contentType: row.contentType,
      fileName: file,
    };
  } catch {
    return null;
  }
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
  await rm(join(uploadDir(), fileName(row)), { force: true });
  await removeVariants(row.name);
}

/** Copies live beside the pictures, one file per width and format, made on first request. */
const variantsDir = () => join(uploadDir(), 'variants');
const variantFile = (name: string, width: PictureWidth, format: PictureFormat) =>
  join(variantsDir(), `${name}-${width}.${format}`);

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
 * disk; null when there is no such picture.
 */
export async function readVariant(
  db: Database,
  name: string,
  width: PictureWidth,
  format: PictureFormat,
): Promise<Buffer | null> {
  const path = variantFile(name, width, format);
  const made = await readFile(path).catch(() => null);
  // The row is asked even for a copy on disk: a deleted picture's copies go with it.
  const [row] = await db.select().from(uploads).where(eq(uploads.name, name));
  if (!row || !isUploadType(row.contentType)) return null;
  if (made) return made;
  const source = await readFile(join(uploadDir(), fileName(row))).catch(() => null);
  if (!source) return null;
  const bytes = await encode(source, width, format);
  await mkdir(variantsDir(), { recursive: true });
  // Written aside and renamed, so a concurrent request never reads half a file.
  const partial = `${path}.${process.pid}.${Date.now()}.part`;
  await writeFile(partial, bytes);
  await rename(partial, path);
  return bytes;
}

/** Removes every copy of a picture, with the picture. */
export async function removeVariants(name: string): Promise<void> {
  await Promise.all(
    PICTURE_WIDTHS.flatMap((width) =>
      PICTURE_FORMATS.map((format) => rm(variantFile(name, width, format), { force: true })),
    ),
  );
}
