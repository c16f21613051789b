import { expect } from 'vitest';
import { type CollectionRequest, collectionRequest } from '@/lib/contract/collection';
import type { Database } from '@/server/db/database';
import { products, shops } from '@/server/db/schema';
import { iranWeekday } from '@/server/services/catalog/shop-days';
import { okData } from './people-fixture';
import { insertShopFixture, shopDay } from './shop-fixture';
import type { CallOptions, CallResult } from './test-app';

/** The shop fixture plus two collection products (fresh bread, yogurt) and a branch open 08:00–12:00. */
export async function insertCollectionFixture(db: Database) {
  const shop = await insertShopFixture(db);
  const [bread, yogurt] = await db
    .insert(products)
    .values([
      {
        name: 'نان سنگک',
        slug: 'p-sangak',
        categoryId: shop.categoryId,
        price: 20_000,
        searchText: 'نان سنگک',
        extra: { collection: 'true' },
      },
      {
        name: 'ماست محلی',
        slug: 'p-yogurt',
        categoryId: shop.categoryId,
        price: 45_000,
        searchText: 'ماست محلی',
        extra: { collection: 'true' },
      },
    ])
    .returning({ id: products.id });
  const [branch] = await db
    .insert(shops)
    .values({ name: 'شعبهٔ چهارباغ', address: 'چهارباغ عباسی', opensAt: '08:00', closesAt: '12:00' })
    .returning({ id: shops.id });
  if (!bread || !yogurt || !branch) throw new Error('fixture: collection rows missing');
  return { ...shop, collection: { bread: bread.id, yogurt: yogurt.id }, branchId: branch.id };
}
export type CollectionFixture = Awaited<ReturnType<typeof insertCollectionFixture>>;

type Call = (method: string, path: string, options?: CallOptions) => Promise<CallResult>;

/** A day from tomorrow on and its Iranian weekday (0 = Saturday). */
export function dayAhead(days: number): { day: string; weekday: number } {
  const day = shopDay(days);
  return { day, weekday: iranWeekday(day) };
}

/** A one-off branch request for a loaf on a day, in the 08:00–10:00 window unless told otherwise. */
export function breadRequest(
  f: CollectionFixture,
  day: string,
  more: Record<string, unknown> = {},
) {
  return {
    products: [{ product_id: f.collection.bread, count: 2 }],
    pickup_date: day,
    start_time: '08:00',
    end_time: '10:00',
    delivery_type: 'pickup',
    branch_id: f.branchId,
    ...more,
  };
}

export async function requestCollection(
  call: Call,
  token: string,
  body: Record<string, unknown>,
): Promise<CollectionRequest> {
  const res = await call('POST', '/api/v1/app/collection-requests', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return okData(res, collectionRequest);
}
