/**
 * Pictures customers upload for a comment or their profile (spec 7: POST
 * /api/v1/upload, multipart). Served back by an unguessable address with
 * headers that keep a browser from treating one as anything but a picture.
 */
import { uploadCalls } from '@/lib/contract/calls/upload';
import { isPictureWidth, PICTURE_FORMATS, PICTURE_MIME } from '@/lib/site/picture-variants';
import { ApiError } from '@/server/errors/api-error';
import { apiMessages } from '@/server/errors/messages';
import { type Call, jsonCall, rawCall } from '@/server/http/call';
import {
  deleteUpload,
  listUploads,
  readUpload,
  readVariant,
  storeUpload,
  tooLarge,
  uploadMaxBytes,
} from '@/server/services/upload/uploads';

const messages = apiMessages.upload;

/** What keeps a served picture a picture, whichever copy it is. */
const PICTURE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/** Room for the multipart envelope around the picture itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

export const uploadRoutes: Call[] = [
  jsonCall(uploadCalls.upload, {
    access: 'customer',
    tag: 'upload',
    summary:
      'Upload a picture (multipart/form-data, field `file`, or the form’s only file): JPEG, PNG or WebP, re-encoded',
    description:
      'Customers only. The type is told by the bytes (JPEG, PNG, WebP); a stated Content-Type or file name that says otherwise, anything else, a damaged picture or one over UPLOAD_MAX_MB (5 MB by default) is a Persian 400 and nothing is stored. The picture is re-encoded in its own format (at most 2048 px a side) with no EXIF, GPS or other metadata, and kept under UPLOAD_DIR (.data/uploads). url is where it is served.',
    handler: async ({ c, db, caller }) => {
      // A body announced as too big is refused before any picture in it is decoded.
      if (Number(c.req.header('content-length') ?? 0) > uploadMaxBytes() + MULTIPART_OVERHEAD) {
        throw tooLarge();
      }
      const contentType = c.req.header('content-type') ?? '';
      if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
        throw ApiError.badRequest(messages.notMultipart);
      }
      const form = await c.req.formData().catch(() => {
        throw ApiError.badRequest(messages.notMultipart);
      });
      // The spec does not name the field: `file`, else the one file the form holds.
      const files = [...form.values()].filter((value) => value instanceof File);
      const named = form.get('file');
      const file = named instanceof File ? named : files.length === 1 ? files[0] : undefined;
      if (!(file instanceof File)) {
        throw ApiError.badRequest(messages.fileRequired, { file: [messages.fileRequired] });
      }
      const stored = await storeUpload(db, caller.customerId, {
        bytes: new Uint8Array(await file.arrayBuffer()),
        type: file.type,
        name: file.name,
      });
      return { data: stored, msg: messages.stored };
    },
  }),
  rawCall(uploadCalls.file, {
    access: 'none',
    // A picture's name never points at other bytes: a new picture gets a new name.
    cache: 'immutable',
    tag: 'upload',
    chosen: true,
    summary: 'An uploaded picture, as the picture it is and nothing else',
    description:
      'The address is unguessable (128 random bits). Served with its own Content-Type, X-Content-Type-Options: nosniff, Content-Disposition: inline and a sandboxing Content-Security-Policy, so a picture can never run as a page. An unknown name is a 404.',
    handler: async ({ c, db, params }) => {
      const found = await readUpload(db, params.name);
      if (!found) throw ApiError.notFound();
      return c.body(new Uint8Array(found.bytes), 200, {
        ...PICTURE_HEADERS,
        'Content-Type': found.contentType,
        'Content-Length': String(found.bytes.byteLength),
        'Content-Disposition': `inline; filename="${found.fileName}"`,
      });
    },
  }),
  rawCall(uploadCalls.variant, {
    access: 'none',
    cache: 'immutable',
    tag: 'upload',
    chosen: true,
    summary: 'A stored picture resized to a card’s width, in AVIF or WebP',
    description:
      'The variant is `<width>.<avif|webp>` with a width of 160, 320, 480, 640, 960 or 1280 (never wider than the picture itself). Made on the first request and kept; served as immutable with the same protective headers as the picture. Any other width or format, or an unknown name, is a 404.',
    handler: async ({ c, db, params }) => {
      const [digits, format] = params.variant.split('.');
      const width = Number(digits);
      const known = PICTURE_FORMATS.find((offered) => offered === format);
      if (!known || !isPictureWidth(width)) throw ApiError.notFound();
      const bytes = await readVariant(db, params.name, width, known);
      if (!bytes) throw ApiError.notFound();
      return c.body(new Uint8Array(bytes), 200, {
        ...PICTURE_HEADERS,
        'Content-Type': PICTURE_MIME[known],
        'Content-Length': String(bytes.byteLength),
      });
    },
  }),
  jsonCall(uploadCalls.list, {
    access: 'customer',
    tag: 'upload',
    chosen: true,
    summary: 'The caller’s own uploaded pictures, newest first',
    handler: async ({ db, caller }) => ({
      data: { results: await listUploads(db, caller.customerId) },
    }),
  }),
  jsonCall(uploadCalls.remove, {
    access: 'customer',
    tag: 'upload',
    chosen: true,
    summary: 'Delete one of the caller’s pictures (file and record); another’s id is a 404',
    handler: async ({ db, caller, params }) => {
      await deleteUpload(db, caller.customerId, params.id);
      return { data: { id: params.id }, msg: messages.deleted };
    },
  }),
];
