import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../database';
import { properties, propertyValues } from '../schema';
import { inBatches } from './batch';

/** The filterable properties, in the order the search filters list them. */
export const PROPERTY_NAMES = [
  'برند',
  'وزن',
  'طعم',
  'بسته‌بندی',
  'اندازه',
  'حجم',
  'جنس',
  'طرح',
  'خاستگاه',
] as const;

export type PropertyName = (typeof PROPERTY_NAMES)[number];

export type PropertyValueRef = { property: PropertyName; value: string };

/** Value id by `property|value`. */
export type PropertyValueIds = Map<string, number>;

export function valueKey(ref: PropertyValueRef): string {
  return `${ref.property}|${ref.value}`;
}

/** Inserts every property and the values the catalogue uses. */
export async function seedProperties(
  db: Executor,
  values: readonly PropertyValueRef[],
): Promise<PropertyValueIds> {
  const inserted = await db
    .insert(properties)
    .values(PROPERTY_NAMES.map((name, position) => ({ name, position })))
    .returning({ id: properties.id, name: properties.name });
  const propertyIds = new Map(inserted.map((row) => [row.name, row.id]));
  const unique = new Map(values.map((ref) => [valueKey(ref), ref]));
  const rows = [...unique.values()].map((ref) => {
    const propertyId = propertyIds.get(ref.property);
    if (propertyId === undefined) throw new Error(`unknown property ${ref.property}`);
    return { propertyId, value: ref.value };
  });
  await inBatches(rows, (chunk) => db.insert(propertyValues).values(chunk));
  return loadPropertyValueIds(db);
}

/** Reads the ids back, so a later top-up run links the same value rows. */
export async function loadPropertyValueIds(db: Executor): Promise<PropertyValueIds> {
  const rows = await db
    .select({ id: propertyValues.id, property: properties.name, value: propertyValues.value })
    .from(propertyValues)
    .innerJoin(properties, eq(properties.id, propertyValues.propertyId))
    .orderBy(asc(propertyValues.id));
  const ids: PropertyValueIds = new Map();
  for (const row of rows) {
    const key = `${row.property}|${row.value}`;
    if (!ids.has(key)) ids.set(key, row.id);
  }
  return ids;
}
