import type { ProductSeo } from '@/lib/contract/catalog';
import type { Executor } from '@/server/db/database';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import { tomanText } from '@/server/http/toman';
import { findListedProduct, productProperties } from './product-detail';

/** Search engines cut meta descriptions near this length. */
export const SEO_DESCRIPTION_MAX = 160;

/** Collapses whitespace and cuts at a word boundary, marking the cut with an ellipsis. */
export function clipDescription(text: string, max = SEO_DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const room = flat.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? room.slice(0, lastSpace) : room).trimEnd()}…`;
}

/** GET /app/seo/product/{id}: what the product page's <head> needs, without the rest of the page. */
export async function getProductSeo(db: Executor, id: number): Promise<ProductSeo> {
  const [product, propertyRows] = await Promise.all([
    findListedProduct(db, id),
    productProperties(db, id),
  ]);
  const fallback = fillMessage(apiMessages.seoProductDescription, {
    name: product.name,
    category: product.category.name,
    price: tomanText(product.finalPrice),
  });
  return {
    id: product.id,
    title: product.name,
    description: clipDescription(product.description || fallback),
    canonical: `/product/${product.id}/${product.slug}`,
    image: product.images[0] ?? '',
    keywords: [
      ...new Set([product.name, product.category.name, ...propertyRows.map((row) => row.value)]),
    ],
  };
}
