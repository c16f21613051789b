import sharp, { type Sharp } from 'sharp';
import type { UploadType } from '@/lib/contract/upload';
import { ApiError } from '@/server/errors/api-error';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';

const messages = apiMessages.upload;

/** The longest side a stored picture keeps: enough for a comment or a profile, no more. */
const MAX_SIDE_PX = 2048;
/** Pictures larger than this many pixels are refused before decoding (decompression bombs). */
const MAX_INPUT_PIXELS = 40_000_000;

export const EXTENSION: Record<UploadType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);

/** The type the bytes say they are (their magic numbers), or null for anything else. */
export function sniffType(bytes: Uint8Array): UploadType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF····WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

const DECLARED_ALIASES: Record<string, UploadType> = {
  'image/jpeg': 'image/jpeg',
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/webp': 'image/webp',
};
const EXTENSION_TYPES: Record<string, UploadType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jfif: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};
/** What a client sends when it does not know the type: the bytes decide. */
const UNDECLARED = new Set(['', 'application/octet-stream']);

/**
 * Refuses a file whose stated type or name says something its bytes do not:
 * a PNG sent as image/jpeg, a JPEG named .png or .html, HTML sent as a picture.
 */
export function assertHonest(actual: UploadType, declaredType: string, fileName: string): void {
  const declared = declaredType.split(';')[0]?.trim().toLowerCase() ?? '';
  const refuse = (what: string) =>
    ApiError.badRequest(fillMessage(messages.typeMismatch, { declared: what, actual }), {
      file: [fillMessage(messages.typeMismatch, { declared: what, actual })],
    });
  if (!UNDECLARED.has(declared) && DECLARED_ALIASES[declared] !== actual) throw refuse(declared);
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return;
  const extension = fileName.slice(dot + 1).toLowerCase();
  if (EXTENSION_TYPES[extension] !== actual) throw refuse(`.${extension}`);
}

export type Encoded = { bytes: Buffer; width: number; height: number };

/**
 * Decodes the picture and encodes it anew in its own format: orientation
 * applied, at most 2048 px a side, and no metadata kept (EXIF, GPS, XMP,
 * comments: sharp writes none unless asked). Anything sharp cannot decode as
 * that type is a Persian 400.
 */
export async function reencode(bytes: Uint8Array, type: UploadType): Promise<Encoded> {
  const unreadable = () =>
    ApiError.badRequest(messages.unreadable, { file: [messages.unreadable] });
  let image: Sharp;
  try {
    image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if (EXTENSION[type] !== (meta.format === 'jpeg' ? 'jpg' : meta.format)) throw unreadable();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw ApiError.badRequest(messages.tooManyPixels, { file: [messages.tooManyPixels] });
    }
    throw unreadable();
  }
  const resized = image
    .rotate()
    .resize({ width: MAX_SIDE_PX, height: MAX_SIDE_PX, fit: 'inside', withoutEnlargement: true });
  const encoder =
    type === 'image/jpeg'
      ? resized.jpeg({ quality: 85, mozjpeg: true })
      : type === 'image/png'
        ? resized.png({ compressionLevel: 9 })
        : resized.webp({ quality: 85 });
  try {
    const { data, info } = await encoder.toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    throw unreadable();
  }
}
