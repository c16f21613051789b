/**
 * Card-sized copies of the raster pictures (customers' uploads, re-encoded
 * JPEG/PNG/WebP): each is offered at a few fixed widths in AVIF and WebP, so a
 * phone downloads a 320 px AVIF for a 160 px card instead of a 2048 px JPEG.
 * The widths are fixed so nobody can make the server encode (and keep) a copy
 * per width they care to ask for.
 *
 * The demo pictures are SVG, smallest on the wire, but each SVG drawn by an
 * <img> is a document of its own on the phone's main thread (parsed, styled,
 * laid out and painted there, where a WebP is decoded off it): a trace of the
 * home page put about a quarter of its main-thread work in them. So a picture
 * that is not the page's largest paint is offered as WebP copies as well
 * (demoSrcSet); the largest paint stays the SVG, fetched at once and preloaded
 * under its own address.
 */

import { callPath } from '@/lib/contract/calls/call-path';
import { UPLOAD_VARIANT_PATH } from '@/lib/contract/calls/schema-free-paths';

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
  callPath({ path: UPLOAD_VARIANT_PATH }, { name, variant: `${width}.${format}` });

/** A demo picture's address: /images/<kind>/<name>.svg, drawn by server/images. */
const DEMO_URL = /^\/images\/([a-z]+)\/([a-z0-9.-]+)\.svg$/;

/** The widths a demo picture is copied at: a card (10–14rem) or a banner, at 2× density. */
export const DEMO_WIDTHS = [320, 640, 1280] as const;
export type DemoWidth = (typeof DEMO_WIDTHS)[number];

/** The WebP copy of /images/<kind>/<name>.svg at a width: /images/<kind>/<name>@<width>.webp. */
export const demoVariantUrl = (kind: string, name: string, width: DemoWidth) =>
  `/images/${kind}/${name}@${width}.webp`;

/** The file name `<name>@<width>.webp` read back: the SVG's file name and the width. */
export function parseDemoVariant(file: string): { svg: string; width: DemoWidth } | null {
  const match = /^([a-z0-9.-]+)@(\d+)\.webp$/.exec(file);
  const width = Number(match?.[2]);
  const offered = DEMO_WIDTHS.find((w) => w === width);
  return match && offered ? { svg: `${match[1]}.svg`, width: offered } : null;
}

/**
 * The srcset of WebP copies for a demo SVG whose intrinsic width is `width`:
 * two copies, the smaller for a phone's card and the larger for a dense or
 * wide screen (a card's 600 px picture: 320 and 640; a banner's: 640 and 1280).
 * Null for anything that is not a demo picture.
 */
export function demoSrcSet(src: string, width: number): string | null {
  const match = DEMO_URL.exec(src);
  if (!match?.[1] || !match[2]) return null;
  const [kind, name] = [match[1], match[2]];
  const copies: readonly DemoWidth[] = width > 640 ? [640, 1280] : [320, 640];
  return copies.map((w) => `${demoVariantUrl(kind, name, w)} ${w}w`).join(', ');
}

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
