import { z } from 'zod';
import { idParam } from './common';

/** The picture types an upload may be, told by their bytes, not by what the client claims. */
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

/**
 * POST /api/v1/upload's form: the picture in the field `file` (or the form's
 * only file). The handler reads the form itself, to refuse a picture by its bytes.
 */
export const uploadForm = z.object({ file: z.file() });

/** POST /api/v1/upload (multipart, field `file`): the stored, re-encoded picture. */
export const uploadResult = z.object({
  id: z.number().int(),
  /** Where the picture is served: an unguessable address under /api/v1/upload/. */
  url: z.string(),
  content_type: z.enum(UPLOAD_TYPES),
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  created_at: z.string(),
});
export type UploadResult = z.infer<typeof uploadResult>;

export const uploadList = z.object({ results: z.array(uploadResult) });

/** A stored picture's file name: 32 hex digits and its type's extension. */
export const uploadFileParams = z.object({
  name: z.string().regex(/^[0-9a-f]{32}\.(jpg|png|webp)$/),
});

/** A card-sized copy of a stored picture: its 32 hex digits, then `<width>.<avif|webp>`. */
export const uploadVariantParams = z.object({
  name: z.string().regex(/^[0-9a-f]{32}$/),
  variant: z.string().regex(/^[0-9]{2,4}\.(avif|webp)$/),
});

export const uploadIdParams = z.object({ id: idParam });
