import { and, asc, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import type { ProductList, SearchProperty } from '@/lib/contract/catalog';
import type { Executor } from '@/server/db/database';
import { productPropertyValues, products, properties, propertyValues } from '@/server/db/schema';
import { isListed, pagedProductList, productOrder } from './product-query';

/** GET /products/search/properties: every property with its values, for the filter panel. */
export async function listSearchProperties(db: Executor): Promise<SearchProperty[]> {
  const rows = await db
    .select({
      id: properties.id,
      name: properties.name,
      valueId: propertyValues.id,
      value: propertyValues.value,
    })
    .from(properties)
    .leftJoin(propertyValues, eq(propertyValues.propertyId, properties.id))
    .orderBy(asc(properties.position), asc(properties.id), asc(propertyValues.id));
  const byProperty = new Map<number, SearchProperty>();
  for (const row of rows) {
    let property = byProperty.get(row.id);
    if (!property) {
      property = { id: row.id, name: row.name, values: [] };
      byProperty.set(row.id, property);
    }
    if (row.valueId !== null && row.value !== null) {
      property.values.push({ id: row.valueId, value: row.value });
    }
  }
  return [...byProperty.values()];
}

/**
 * The filter for chosen property values: values of one property are
 * alternatives (red OR blue), different properties must all hold (red-or-blue
 * AND large). A value id that does not exist matches nothing.
 */
export async function propertyValuesFilter(
  db: Executor,
  valueIds: number[],
): Promise<SQL | undefined> {
  const wanted = [...new Set(valueIds)];
  if (wanted.length === 0) return undefined;
  const known = await db
    .select({ id: propertyValues.id, propertyId: propertyValues.propertyId })
    .from(propertyValues)
    .where(inArray(propertyValues.id, wanted));
  if (known.length < wanted.length) return sql`false`;
  const groups = new Map<number, number[]>();
  for (const value of known) {
    groups.set(value.propertyId, [...(groups.get(value.propertyId) ?? []), value.id]);
  }
  return and(
    ...[...groups.values()].map((ids) =>
      exists(
        db
          .select({ one: sql`1` })
          .from(productPropertyValues)
          .where(
            and(
              eq(productPropertyValues.productId, products.id),
              inArray(productPropertyValues.valueId, ids),
            ),
          ),
      ),
    ),
  );
}

/** POST /products/properties/search: listed products carrying the chosen values, newest first. */
export async function searchByProperties(
  db: Executor,
  valueIds: number[],
  page: number,
  limit: number,
): Promise<ProductList> {
  const where = and(isListed, await propertyValuesFilter(db, valueIds));
  return pagedProductList(db, where, productOrder.newest, page, limit);
}
