import { and, asc, eq, exists, ne, sql } from 'drizzle-orm';
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
import { ApiError } from '@/server/errors/api-error';
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

/** The columns the detail page needs beyond the card's. */
const detailColumns = {
  ...productSummaryColumns,
  description: products.description,
  orderLimit: products.orderLimit,
  scoreFactor: products.scoreFactor,
  category: { id: categories.id, name: categories.name, slug: categories.slug },
};

/** A listed product or a 404, with the columns the detail page needs beyond the card's. */
export async function findListedProduct(db: Executor, id: number) {
  const [row] = await db
    .select(detailColumns)
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

/** Whether the product of the row is among the customer's favourites (nobody's: false). */
function isFavorite(db: Executor, customerId: number | null) {
  if (customerId === null) return sql`false`.mapWith(Boolean);
  const mark = db
    .select({ productId: favorites.productId })
    .from(favorites)
    .where(and(eq(favorites.customerId, customerId), eq(favorites.productId, products.id)));
  return exists(mark).mapWith(Boolean);
}

/**
 * A listed product (or a 404) with its toppings in id order and whether the
 * viewer keeps it as a favourite, in one statement: a row per topping.
 */
async function listedProductWithToppings(db: Executor, id: number, favoritesOf: number | null) {
  const rows = await db
    .select({
      ...detailColumns,
      favorite: isFavorite(db, favoritesOf),
      topping: {
        id: toppings.id,
        name: toppings.name,
        price: toppings.price,
        max_count: toppings.maxCount,
      },
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(toppings, eq(toppings.productId, products.id))
    .where(and(eq(products.id, id), isListed))
    .orderBy(asc(toppings.id));
  const [first] = rows;
  if (!first) throw ApiError.notFound();
  const { topping: _, favorite, ...product } = first;
  return { product, favorite, toppings: rows.flatMap(({ topping }) => (topping ? [topping] : [])) };
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
  const {
    product,
    favorite,
    toppings: toppingRows,
  } = await listedProductWithToppings(db, id, viewer.favoritesOf);
  const summary = toProductSummary(product);
  const { moment } = viewer;
  const reserveDate = summary.extra.reservable === 'true' ? moment.reserve_date : undefined;
  const [propertyRows, relatedRows, windows] = await Promise.all([
    productProperties(db, id),
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
