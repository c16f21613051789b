import sharp from 'sharp';
import type { DemoWidth } from '@/lib/site/picture-variants';
import { IMAGE_SIZES, type ImageKind, renderImage } from './index';

/**
 * Copies already encoded, by address. The demo pictures are drawn from their
 * names, so a copy never changes; the catalogue's pictures at three widths are
 * a few thousand entries of a few KB at most, and the oldest go first past that.
 */
const copies = new Map<string, Promise<Buffer>>();
const MAX_COPIES = 3000;

function isKind(kind: string): kind is ImageKind {
  return Object.hasOwn(IMAGE_SIZES, kind);
}

/**
 * The WebP copy of a demo picture at `width` px wide, or null for a name no
 * seed produces. Rendered from the SVG at that width (not scaled from a bitmap),
 * so it is as sharp as the SVG at the size it is drawn.
 */
export function renderImageCopy(kind: string, svgFile: string, width: DemoWidth) {
  const key = `${kind}/${svgFile}@${width}`;
  const known = copies.get(key);
  if (known) return known;
  const svg = renderImage(kind, svgFile);
  if (svg === null || !isKind(kind)) return null;
  const [intrinsicWidth] = IMAGE_SIZES[kind];
  const copy = sharp(Buffer.from(svg), { density: (72 * width) / intrinsicWidth })
    .resize({ width })
    .webp({ quality: 75 })
    .toBuffer();
  // A failed encode is not kept: the next request tries again.
  copy.catch(() => copies.delete(key));
  copies.set(key, copy);
  if (copies.size > MAX_COPIES) {
    const oldest = copies.keys().next().value;
    if (oldest !== undefined) copies.delete(oldest);
  }
  return copy;
}
