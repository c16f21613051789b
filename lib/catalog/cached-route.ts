import {
  parseListingFilters,
  type RawSearchParams,
  rawParams,
  toQueryString,
} from './listing-filters';

/**
 * The catalogue pages a search engine lands on are rendered once and served
 * from the shared page cache. A page that reads its query string is rendered
 * per request in Next, so proxy.ts hands these pages to an internal address
 * that holds what the page needs of the query in its path: one cache entry per
 * distinct listing, whatever else (utm_source, a click id) the address carries.
 *
 *   /                      → /cached/home/~
 *   /categories            → /cached/categories/~
 *   /products?…            → /cached/products/{filters}
 *   /search?…              → /cached/search/{filters}
 *   /category/{id}/{slug}  → /cached/category/{order and page}/{id}/{slug}
 *
 * {filters} is the canonical query (toQueryString of the parsed filters) in
 * base64url, "~" when there is none. Product pages need no query and are
 * cached at their own address.
 */
export const CACHED_PREFIX = '/cached';

const NO_QUERY = '~';

function encodeQuery(query: string): string {
  const bare = query.replace(/^\?/, '');
  return bare ? Buffer.from(bare, 'utf8').toString('base64url') : NO_QUERY;
}

/** The query an internal address holds, as a page's searchParams. */
export function cachedQuery(key: string): RawSearchParams {
  const params: RawSearchParams = {};
  if (key === NO_QUERY || !/^[\w-]{1,2000}$/.test(key)) return params;
  for (const [name, value] of new URLSearchParams(Buffer.from(key, 'base64url').toString('utf8'))) {
    const seen = params[name];
    params[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return params;
}

function listingKey(search: URLSearchParams): string {
  return encodeQuery(toQueryString(parseListingFilters(rawParams(search))));
}

/** A category page reads only its order and page of the query. */
function categoryKey(search: URLSearchParams): string {
  const { sort, page } = parseListingFilters(rawParams(search));
  return encodeQuery(toQueryString({ sort, page, properties: [], inStock: false }));
}

/** The internal address a public catalogue page is served from, or null for every other page. */
export function cachedRouteFor(pathname: string, search: URLSearchParams): string | null {
  if (pathname === '/') return `${CACHED_PREFIX}/home/${NO_QUERY}`;
  if (pathname === '/categories') return `${CACHED_PREFIX}/categories/${NO_QUERY}`;
  if (pathname === '/products' || pathname === '/search') {
    return `${CACHED_PREFIX}${pathname}/${listingKey(search)}`;
  }
  const category = /^\/category\/(\d{1,10})((?:\/[^/]+)*)$/.exec(pathname);
  if (category) {
    return `${CACHED_PREFIX}/category/${categoryKey(search)}/${category[1]}${category[2] ?? ''}`;
  }
  return null;
}

/** True for the internal addresses themselves, which are not for visitors. */
export function isCachedRoute(pathname: string): boolean {
  return pathname === CACHED_PREFIX || pathname.startsWith(`${CACHED_PREFIX}/`);
}
