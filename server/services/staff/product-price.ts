import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { products } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { apiMessages } from '@/server/errors/messages';
import { revalidateProducts } from '@/server/services/catalog/revalidate-products';

export type PriceSet = {
  product_id: number;
  name: string;
  price: number;
  discount_price: number | null;
  final_price: number;
};

/**
 * Staff set a product's price and discount. Carts and orders read prices when
 * they are priced, so the next one pays the new price; the catalogue's cached
 * pages showing it are revalidated on every instance.
 */
export async function setProductPrice(
  db: Database,
  productId: number,
  price: number,
  discountPrice: number | null,
  now: Date = new Date(),
): Promise<PriceSet> {
  if (discountPrice !== null && discountPrice >= price) {
    throw ApiError.badRequest(apiMessages.price.discountNotLower);
  }
  const [row] = await db
    .update(products)
    .set({ price, discountPrice, updatedAt: now })
    .where(eq(products.id, productId))
    .returning({
      name: products.name,
      categoryId: products.categoryId,
      finalPrice: products.finalPrice,
    });
  if (!row) throw ApiError.notFound();
  await revalidateProducts([{ productId, categoryId: row.categoryId }]);
  return {
    product_id: productId,
    name: row.name,
    price,
    discount_price: discountPrice,
    final_price: row.finalPrice,
  };
}
