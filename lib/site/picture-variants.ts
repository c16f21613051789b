/**
 * Card-sized copies of the raster pictures (customers' uploads, re-encoded
 * JPEG/PNG/WebP): each is offered at a few fixed widths in AVIF and WebP, so a
 * phone downloads a 320 px AVIF for a 160 px card instead of a 2048 px JPEG.
 * The widths are fixed so nobody can make the server encode (and keep) a copy
 * per width they care to ask for. The demo pictures are SVG, already the best
 * format at any size, and are drawn as they are.
 */
export const PICTURE_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

export const PICTURE_FORMATS = ['avif', 'webp'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

export const PICTURE_MIME: Record<PictureFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
};

/** An upload's own address: /api/v1/upload/<32 hex digits>.<jpg|png|webp>. */
const UPLOAD_URL = /^\/api\/v1\/upload\/([0-9a-f]{32})\.(?:jpg|png|webp)$/;

/**
 * The address of one copy. An upload never changes under its name (a new
 * picture gets a new name), so the copy's address names its content for good
 * and is served as immutable.
 */
export const variantUrl = (name: string, width: PictureWidth, format: PictureFormat) =>
  `/api/v1/upload/${name}/${width}.${format}`;

export function isPictureWidth(width: number): width is PictureWidth {
  return PICTURE_WIDTHS.some((offered) => offered === width);
}

/**
 * A raster upload drawn at most `width` CSS pixels wide: the srcset of each
 * format (copies up to twice that width, for dense screens) and the largest
 * copy of each, for an <img> src and a preload's href. Null when the picture
 * is not an upload and is drawn as it is.
 */
export function pictureSources(
  src: string,
  width: number,
): { srcSet: Record<PictureFormat, string>; largest: Record<PictureFormat, string> } | null {
  const name = UPLOAD_URL.exec(src)?.[1];
  if (!name) return null;
  const largest = PICTURE_WIDTHS.find((offered) => offered >= width * 2) ?? 1280;
  const widths = PICTURE_WIDTHS.filter((offered) => offered <= largest);
  const srcSet = (format: PictureFormat) =>
    widths.map((w) => `${variantUrl(name, w, format)} ${w}w`).join(', ');
  return {
    srcSet: { avif: srcSet('avif'), webp: srcSet('webp') },
    largest: { avif: variantUrl(name, largest, 'avif'), webp: variantUrl(name, largest, 'webp') },
  };
}
