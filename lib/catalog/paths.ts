/** Where catalogue pages live, and their absolute addresses for metadata and JSON-LD. */
import { publicUrl } from '@/lib/site/public-origin';

/** An absolute, percent-encoded address on this site. */
export function absoluteUrl(path: string): string {
  return publicUrl(path);
}

export function productPath(product: { id: number; slug: string }): string {
  return `/product/${product.id}/${encodeURIComponent(product.slug)}`;
}

export function categoryPath(category: { id: number; slug: string }): string {
  return `/category/${category.id}/${encodeURIComponent(category.slug)}`;
}

/**
 * Whether the slug segments of an address are exactly the record's slug. Next
 * may hand the segment over still percent-encoded, so both forms are accepted.
 */
export function isCanonicalSlug(segments: string[] | undefined, slug: string): boolean {
  if (segments?.length !== 1) return false;
  const [segment = ''] = segments;
  if (segment === slug || segment === encodeURIComponent(slug)) return true;
  try {
    return decodeURIComponent(segment) === slug;
  } catch {
    return false;
  }
}

/** A route id segment as a positive whole number, or undefined when it is not one. */
export function parseId(segment: string): number | undefined {
  if (!/^\d{1,10}$/.test(segment)) return undefined;
  const id = Number(segment);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}
