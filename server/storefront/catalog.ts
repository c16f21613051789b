import 'server-only';
import { createHash } from 'node:crypto';
import { unstable_cache } from 'next/cache';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { z } from 'zod';
import {
  CATALOG_REVALIDATE_SECONDS,
  CATALOG_TAG,
  CATEGORIES_TAG,
  CONFIG_TAG,
  categoryTag,
  HOME_TAG,
  LISTINGS_TAG,
  posterTag,
  productTag,
} from '@/lib/api/cache-tags';
import { PAGE_SIZE } from '@/lib/constants';
import {
  type AppConfig,
  appConfig,
  categoryList,
  categoryTree,
  homeData,
  poster,
  productComments,
  productDetail,
  productList,
  productSeo,
  type SearchBody,
  type SearchSort,
  searchPropertyList,
  searchResult,
} from '@/lib/contract/catalog';
import { anyEnvelope, failureEnvelope } from '@/lib/contract/common';
import { type SitemapPart, sitemapIndex, sitemapPart } from '@/lib/contract/sitemap';
import { DATA_SOURCE_KEY } from '@/server/cache/data-source-key';
import { shopApp } from '@/server/shop-app';

/*
 * The storefront's server-side view of the catalogue. Every call goes through
 * the shop API the way a browser's would (path, method, JSON body), so the
 * storefront can be pointed at another implementation with API_URL; without
 * it the call is handed to the in-process Hono app, with no network hop.
 * Answers are checked against the contract and kept in Next's data cache under
 * the tags of lib/api/cache-tags.ts.
 */

type ApiCall = { path: string; method?: 'GET' | 'POST'; body?: unknown };

/** Thrown inside a cached call so a missing record is never written to the cache. */
class ApiNotFoundError extends Error {
  constructor(path: string) {
    super(`API 404: ${path}`);
    this.name = 'ApiNotFoundError';
  }
}

/**
 * A cached answer is read back unchecked, so it must have been written under
 * the same contract: the shape of the call's schema is part of its key, and a
 * release that changes a contract never serves an answer of the old shape.
 */
const shapeKeys = new WeakMap<z.ZodType, string>();
function shapeKey(schema: z.ZodType): string {
  let key = shapeKeys.get(schema);
  if (key === undefined) {
    key = createHash('sha256')
      .update(JSON.stringify(z.toJSONSchema(schema, { unrepresentable: 'any' })))
      .digest('hex')
      .slice(0, 16);
    shapeKeys.set(schema, key);
  }
  return key;
}

function send(call: ApiCall): Promise<Response> {
  const init: RequestInit = {
    method: call.method ?? 'GET',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  };
  const base = process.env.API_URL;
  if (base) return fetch(`${base.replace(/\/$/, '')}${call.path}`, init);
  return Promise.resolve(shopApp.request(call.path, init));
}

async function callApi<T extends z.ZodType>(call: ApiCall, schema: T): Promise<z.infer<T>> {
  const response = await send(call);
  const json: unknown = await response.json().catch(() => null);
  if (response.status === 404) throw new ApiNotFoundError(call.path);
  // The envelope and its data are checked in two steps (the same checks as
  // envelope(schema)) because TypeScript cannot see `data` through a generic schema.
  const answer = anyEnvelope.safeParse(json);
  if (!answer.success) {
    const failure = failureEnvelope.safeParse(json);
    const reason = failure.success ? failure.data.msg : 'the answer is not an envelope';
    throw new Error(`API ${response.status} ${call.path}: ${reason}`);
  }
  const data = schema.safeParse(answer.data.data);
  if (!data.success) {
    throw new Error(`API ${call.path}: the answer does not match the contract`, {
      cause: data.error,
    });
  }
  return data.data;
}

/** One API call through the data cache; undefined when the API answers 404. */
async function cachedLookup<T extends z.ZodType>(
  call: ApiCall,
  schema: T,
  tags: string[],
): Promise<z.infer<T> | undefined> {
  const key = `${call.method ?? 'GET'} ${call.path} ${JSON.stringify(call.body ?? null)}`;
  const parts = ['catalog-api', DATA_SOURCE_KEY, shapeKey(schema), key];
  const load = unstable_cache(() => callApi(call, schema), parts, {
    tags: [CATALOG_TAG, ...tags],
    revalidate: CATALOG_REVALIDATE_SECONDS,
  });
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiNotFoundError) return undefined;
    throw error;
  }
}

/** One API call through the data cache; a 404 becomes the page's notFound(). */
async function cachedCall<T extends z.ZodType>(
  call: ApiCall,
  schema: T,
  tags: string[],
): Promise<z.infer<T>> {
  const found = await cachedLookup(call, schema, tags);
  if (found === undefined) notFound();
  return found;
}

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

// React's cache() dedupes within one render: generateMetadata and the page ask
// for the same product, and the cached call reads the data cache only once.

const getAppData = cache(
  (): Promise<AppConfig> => cachedCall({ path: '/api/v1/app/config' }, appConfig, [CONFIG_TAG]),
);

export const getAppConfig = cache(
  async (): Promise<AppConfig['config']> => (await getAppData()).config,
);

/** The shop's branches, where pickup orders are collected (the default first). */
export const getBranches = cache(
  async (): Promise<AppConfig['branches']> => (await getAppData()).branches,
);

export const getHome = cache((page: number = 1) =>
  cachedCall({ path: `/api/v1/home${query({ page, limit: PAGE_SIZE.home })}` }, homeData, [
    HOME_TAG,
    LISTINGS_TAG,
  ]),
);

export type ProductListRequest = {
  type: 'category' | 'discount' | 'newest' | 'popular' | 'reservable';
  category?: number;
  sort?: SearchSort;
  page?: number;
  limit?: number;
};

// Keyed by primitives so React's cache() recognises the same call from
// generateMetadata and the page (it compares arguments by identity).
const productListCall = cache(
  (
    type: ProductListRequest['type'],
    categoryId: number | undefined,
    sort: SearchSort | undefined,
    page: number,
    limit: number,
  ) =>
    cachedCall(
      { path: `/api/v1/products${query({ type, category: categoryId, sort, page, limit })}` },
      productList,
      categoryId === undefined ? [LISTINGS_TAG] : [LISTINGS_TAG, categoryTag(categoryId)],
    ),
);

export function getProductList({
  type,
  category: categoryId,
  sort,
  page = 1,
  limit = PAGE_SIZE.productList,
}: ProductListRequest) {
  return productListCall(type, categoryId, sort, page, limit);
}

export const getProduct = cache((id: number) =>
  cachedCall({ path: `/api/v1/app/product/${id}` }, productDetail, [productTag(id)]),
);

/**
 * The product, or undefined when there is none: for generateMetadata, where a
 * notFound() would cut the response short before the page's own 404 renders.
 */
export const findProduct = cache((id: number) =>
  cachedLookup({ path: `/api/v1/app/product/${id}` }, productDetail, [productTag(id)]),
);

export const getProductSeo = cache((id: number) =>
  cachedCall({ path: `/api/v1/app/seo/product/${id}` }, productSeo, [productTag(id)]),
);

export const getProductComments = cache((id: number) =>
  cachedCall({ path: `/api/v1/product/${id}/comments` }, productComments, [productTag(id)]),
);

export const getPoster = cache((id: number) =>
  cachedCall({ path: `/api/v1/poster/${id}` }, poster, [posterTag(id)]),
);

const searchCall = cache((bodyJson: string, page: number, limit: number) => {
  const body: unknown = JSON.parse(bodyJson);
  return cachedCall(
    { path: `/api/v1/products/search${query({ page, limit })}`, method: 'POST', body },
    searchResult,
    [LISTINGS_TAG],
  );
});

export function searchProducts(
  body: SearchBody,
  page: number = 1,
  limit: number = PAGE_SIZE.search,
) {
  return searchCall(JSON.stringify(body), page, limit);
}

export const getSearchProperties = cache(() =>
  cachedCall({ path: '/api/v1/products/search/properties' }, searchPropertyList, [LISTINGS_TAG]),
);

/** Every category, flat, with parent ids and product counts. */
export const getCategories = cache(() =>
  cachedCall({ path: '/api/v1/categories' }, categoryList, [CATEGORIES_TAG]),
);

/** The top-level categories, each with its direct sub-categories: the categories page. */
export const getCategoryTree = cache(() =>
  cachedCall({ path: '/api/v1/app/categories' }, categoryTree, [CATEGORIES_TAG]),
);

/** The sitemap's parts with their counts and lastmod: small, so kept in the data cache. */
export const getSitemapIndex = cache(() =>
  cachedCall({ path: '/api/v1/app/sitemap' }, sitemapIndex, [LISTINGS_TAG, CATEGORIES_TAG]),
);

/**
 * One sitemap part, or undefined past the end. Not kept in the data cache: a
 * part of 50 000 products is several megabytes, over what the cache keeps; the
 * part's route answers 304 from the index's lastmod instead.
 */
export async function getSitemapPart(name: string): Promise<SitemapPart | undefined> {
  try {
    return await callApi({ path: `/api/v1/app/sitemap/${encodeURIComponent(name)}` }, sitemapPart);
  } catch (error) {
    if (error instanceof ApiNotFoundError) return undefined;
    throw error;
  }
}
