import {
  bannerImage,
  categoryImage,
  giftImage,
  IMAGE_SIZES,
  type ImageKind,
  posterImage,
  productImage,
} from './compose';

export { IMAGE_SIZES, type ImageKind } from './compose';

const PRODUCT_FILE = /^([1-9]\d{0,8})-([1-3])\.svg$/;
const PLAIN_FILE = /^([1-9]\d{0,8})\.svg$/;

function isKind(kind: string): kind is ImageKind {
  return Object.hasOwn(IMAGE_SIZES, kind);
}

/**
 * The SVG for `/images/{kind}/{file}`, or null for a name no seed ever
 * produces: products are `{id}-{1..3}.svg`, everything else `{id}.svg`.
 */
export function renderImage(kind: string, file: string): string | null {
  if (!isKind(kind)) return null;
  if (kind === 'products') {
    const match = PRODUCT_FILE.exec(file);
    return match ? productImage(Number(match[1]), Number(match[2])) : null;
  }
  const match = PLAIN_FILE.exec(file);
  if (!match) return null;
  const id = Number(match[1]);
  switch (kind) {
    case 'banners':
      return bannerImage(id);
    case 'posters':
      return posterImage(id);
    case 'categories':
      return categoryImage(id);
    case 'gifts':
      return giftImage(id);
  }
}
