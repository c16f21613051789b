import { and, asc, eq, ne } from 'drizzle-orm';
import type { ProductDetail } from '@/lib/contract/catalog';
import type { Executor } from '@/server/db/database';
import {
  categories,
  favorites,
  productPropertyValues,
  products,
  properties,
  propertyValues,
  toppings,
} from '@/server/db/schema';
import { ApiError } from '@/server/http/api-error';
import type { Caller } from '@/server/http/context';
import { isListed, productOrder, selectSummaries } from './product-query';
import { productSummaryColumns, toProductSummary } from './product-summary';
import { markReservableAvailability, type ReserveMoment } from './reservable-availability';
import { hasRoom, windowsByDay } from './reservation-capacity';

export const RELATED_PRODUCTS = 8;

/**
 * Whose favourites may mark the product: only a signed-in (non-guest) customer's
 * own. A `customer` query naming someone else gets nobody, so nobody can probe
 * another customer's favourites by id.
 */
export function favoritesOwner(caller: Caller | null, askedCustomer?: number): number | null {
  if (caller?.role !== 'customer' || caller.customerId === null) return null;
  if (askedCustomer !== undefined && askedCustomer !== caller.customerId) return null;
  return caller.customerId;
}

/** A listed product or a 404, with the columns the detail page needs beyond the card's. */
export async function findListedProduct(db: Executor, id: number) {
  const [row] = await db
    .select({
      ...productSummaryColumns,
      description: products.description,
      orderLimit: products.orderLimit,
      scoreFactor: products.scoreFactor,
      category: { id: categories.id, name: categories.name, slug: categories.slug },
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, id), isListed))
    .limit(1);
  if (!row) throw ApiError.notFound();
  return row;
}

export async function productProperties(db: Executor, productId: number) {
  const rows = await db
    .select({
      id: properties.id,
      name: properties.name,
      value_id: propertyValues.id,
      value: propertyValues.value,
    })
    .from(productPropertyValues)
    .innerJoin(propertyValues, eq(propertyValues.id, productPropertyValues.valueId))
    .innerJoin(properties, eq(properties.id, propertyValues.propertyId))
    .where(eq(productPropertyValues.productId, productId))
    .orderBy(asc(properties.position), asc(properties.id), asc(propertyValues.id));
  return rows;
}

async function isFavorite(db: Executor, productId: number, customerId: number | null) {
  if (customerId === null) return false;
  const [row] = await db
    .select({ productId: favorites.productId })
    .from(favorites)
    .where(and(eq(favorites.customerId, customerId), eq(favorites.productId, productId)))
    .limit(1);
  return row !== undefined;
}

/**
 * GET /app/product/{id}: everything the product page shows, for one viewer and
 * moment; a reservable product's windows count the viewer's own held seats as
 * theirs (`holder`: the calling customer).
 */
export async function getProductDetail(
  db: Executor,
  id: number,
  viewer: { favoritesOf: number | null; holder: number | null; moment: ReserveMoment },
): Promise<ProductDetail> {
  const product = await findListedProduct(db, id);
  const summary = toProductSummary(product);
  const { moment } = viewer;
  const reserveDate = summary.extra.reservable === 'true' ? moment.reserve_date : undefined;
  const [toppingRows, propertyRows, favorite, relatedRows, windows] = await Promise.all([
    db
      .select({
        id: toppings.id,
        name: toppings.name,
        price: toppings.price,
        max_count: toppings.maxCount,
      })
      .from(toppings)
      .where(eq(toppings.productId, id))
      .orderBy(asc(toppings.id)),
    productProperties(db, id),
    isFavorite(db, id, viewer.favoritesOf),
    selectSummaries(
      db,
      and(isListed, eq(products.categoryId, product.categoryId), ne(products.id, id)),
      productOrder.popular,
      RELATED_PRODUCTS,
    ),
    reserveDate ? windowsByDay(db, [id], [reserveDate], { holder: viewer.holder }) : undefined,
  ]);
  const dayWindows = reserveDate ? (windows?.get(id)?.get(reserveDate) ?? []) : [];
  return {
    ...summary,
    is_exist: summary.is_exist && (!reserveDate || hasRoom(dayWindows, moment.reserve_time)),
    description: product.description,
    images: product.images,
    category: product.category,
    stock: product.stock,
    order_limit: product.orderLimit,
    toppings: toppingRows,
    properties: propertyRows,
    score_factor: product.scoreFactor,
    is_favorite: favorite,
    related: await markReservableAvailability(db, relatedRows.map(toProductSummary), moment),
    reservation: reserveDate ? { reserve_date: reserveDate, windows: dayWindows } : null,
  };
}
