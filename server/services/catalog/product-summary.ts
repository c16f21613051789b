import { type ProductSummary, productExtra } from '@/lib/contract/catalog';
import { discountPercent } from '@/lib/format/money';
import { products } from '@/server/db/schema';

/** The columns every product card needs; select them and hand the row to toProductSummary. */
export const productSummaryColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  images: products.images,
  price: products.price,
  finalPrice: products.finalPrice,
  stock: products.stock,
  categoryId: products.categoryId,
  ratingSum: products.ratingSum,
  ratingCount: products.ratingCount,
  extra: products.extra,
};

export type ProductSummaryRow = {
  id: number;
  name: string;
  slug: string;
  images: string[];
  price: number;
  finalPrice: number;
  stock: number | null;
  categoryId: number;
  ratingSum: number;
  ratingCount: number;
  extra: unknown;
};

/** Average star rating to one decimal; 0 when nobody has rated yet. */
export function averageRating(sum: number, count: number): number {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : 0;
}

/** Untracked stock (null) means always available. */
export function isInStock(stock: number | null): boolean {
  return stock === null || stock > 0;
}

export function toProductSummary(row: ProductSummaryRow): ProductSummary {
  // `extra` is free-form JSON that admin tools may fill with other keys; keep only the contract's.
  const extra = productExtra.safeParse(row.extra);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    image: row.images[0] ?? '',
    price: row.price,
    final_price: row.finalPrice,
    discount_percent: discountPercent(row.price, row.finalPrice),
    is_exist: isInStock(row.stock),
    category_id: row.categoryId,
    rating: averageRating(row.ratingSum, row.ratingCount),
    rating_count: row.ratingCount,
    extra: extra.success ? extra.data : {},
  };
}
