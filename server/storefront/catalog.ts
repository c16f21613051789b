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
import { requestOf } from '@/lib/api/send';
import { PAGE_SIZE } from '@/lib/constants';
import { catalogCalls } from '@/lib/contract/calls/catalog';
import type { AnswerOf, CallInput, JsonContract } from '@/lib/contract/calls/define-call';
import { sitemapCalls } from '@/lib/contract/calls/sitemap';
import type { AppConfig, SearchBody, SearchSort } from '@/lib/contract/catalog';
import type { SitemapPart } from '@/lib/contract/sitemap';
import { DATA_SOURCE_KEY } from '@/server/cache/data-source-key';
import { isNotFound, sendFromServer } from './send';

/*
 * The storefront's server-side view of the catalogue. Every call goes through
 * the shop API the way a browser's would (path, method, JSON body), so the
 * storefront can be pointed at another implementation with API_URL; without
 * it the call is handed to the in-process Hono app, with no network hop.
 * Answers are checked against the contract and kept in Next's data cache under
 * the tags of lib/api/cache-tags.ts.
 */

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

/** One API call through the data cache; undefined when the API answers 404. */
async function cachedLookup<C extends JsonContract>(
  call: C,
  input: CallInput<C>,
  tags: string[],
): Promise<AnswerOf<C> | undefined> {
  const request = requestOf(call, input);
  const search = new URLSearchParams(request.searchParams).toString();
  const address = search ? `${request.path}?${search}` : request.path;
  const key = `${request.method.toUpperCase()} ${address} ${JSON.stringify(request.json ?? null)}`;
  const parts = ['catalog-api', DATA_SOURCE_KEY, shapeKey(call.response), key];
  // A 404 throws inside the cached function, so a missing record is never written to the cache.
  const load = unstable_cache(async () => (await sendFromServer(call, input)).data, parts, {
    tags: [CATALOG_TAG, ...tags],
    revalidate: CATALOG_REVALIDATE_SECONDS,
  });
  try {
    return await load();
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

/** One API call through the data cache; a 404 becomes the page's notFound(). */
async function cachedCall<C extends JsonContract>(
  call: C,
  input: CallInput<C>,
  tags: string[],
): Promise<AnswerOf<C>> {
  const found = await cachedLookup(call, input, tags);
  if (found === undefined) notFound();
  return found;
}

// React's cache() dedupes within one render: generateMetadata and the page ask
// for the same product, and the cached call reads the data cache only once.

const getAppData = cache(
  (): Promise<AppConfig> => cachedCall(catalogCalls.config, {}, [CONFIG_TAG]),
);

export const getAppConfig = cache(
  async (): Promise<AppConfig['config']> => (await getAppData()).config,
);

/** The shop's branches, where pickup orders are collected (the default first). */
export const getBranches = cache(
  async (): Promise<AppConfig['branches']> => (await getAppData()).branches,
);

export const getHome = cache((page: number = 1) =>
  cachedCall(catalogCalls.home, { query: { page, limit: PAGE_SIZE.home } }, [
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
      catalogCalls.products,
      { query: { type, category: categoryId, sort, page, limit } },
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
  cachedCall(catalogCalls.product, { params: { id } }, [productTag(id)]),
);

/**
 * The product, or undefined when there is none: for generateMetadata, where a
 * notFound() would cut the response short before the page's own 404 renders.
 */
export const findProduct = cache((id: number) =>
  cachedLookup(catalogCalls.product, { params: { id } }, [productTag(id)]),
);

export const getProductSeo = cache((id: number) =>
  cachedCall(catalogCalls.productSeo, { params: { id } }, [productTag(id)]),
);

export const getProductComments = cache((id: number) =>
  cachedCall(catalogCalls.productComments, { params: { id } }, [productTag(id)]),
);

export const getPoster = cache((id: number) =>
  cachedCall(catalogCalls.poster, { params: { id } }, [posterTag(id)]),
);

const searchCall = cache((bodyJson: string, page: number, limit: number) => {
  // The JSON searchProducts made of a SearchBody: a string, so cache() sees the same call as one.
  const body: SearchBody = JSON.parse(bodyJson);
  return cachedCall(catalogCalls.search, { query: { page, limit }, body }, [LISTINGS_TAG]);
});

export function searchProducts(
  body: SearchBody,
  page: number = 1,
  limit: number = PAGE_SIZE.search,
) {
  return searchCall(JSON.stringify(body), page, limit);
}

export const getSearchProperties = cache(() =>
  cachedCall(catalogCalls.searchProperties, {}, [LISTINGS_TAG]),
);

/** Every category, flat, with parent ids and product counts. */
export const getCategories = cache(() => cachedCall(catalogCalls.categories, {}, [CATEGORIES_TAG]));

/** The top-level categories, each with its direct sub-categories: the categories page. */
export const getCategoryTree = cache(() =>
  cachedCall(catalogCalls.categoryTree, {}, [CATEGORIES_TAG]),
);

/** The sitemap's parts with their counts and lastmod: small, so kept in the data cache. */
export const getSitemapIndex = cache(() =>
  cachedCall(sitemapCalls.index, {}, [LISTINGS_TAG, CATEGORIES_TAG]),
);

/**
 * One sitemap part, or undefined past the end. Not kept in the data cache: a
 * part of 50 000 products is several megabytes, over what the cache keeps; the
 * part's route answers 304 from the index's lastmod instead.
 */
export async function getSitemapPart(name: string): Promise<SitemapPart | undefined> {
  try {
    return (await sendFromServer(sitemapCalls.part, { params: { name } })).data;
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}
