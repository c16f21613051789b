import { type SearchBody, type SearchSort, searchSort } from '@/lib/contract/catalog';
import { toLatinDigits } from '@/lib/format/digits';

/**
 * The listing and search filters as the address bar holds them, so a filtered
 * page can be shared, reloaded and reached with the back button. The names are
 * the filter form's field names: the form submits them as a plain GET.
 */
export const FILTER_PARAM = {
  query: 'q',
  category: 'category',
  sort: 'sort',
  min: 'min',
  max: 'max',
  property: 'property',
  inStock: 'is_exist',
  page: 'page',
} as const;

export type ListingFilters = {
  query?: string;
  category?: number;
  sort?: SearchSort;
  min?: number;
  max?: number;
  properties: number[];
  inStock: boolean;
  page: number;
};

export type RawSearchParams = Record<string, string | string[] | undefined>;

const MAX_PAGE = 100_000;
const MAX_QUERY_LENGTH = 100;
const MAX_PROPERTIES = 30;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function all(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** A whole number a customer may have typed with Persian digits or separators. */
function wholeNumber(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const digits = toLatinDigits(value).replace(/[,٬،\s]/g, '');
  if (!/^\d{1,12}$/.test(digits)) return undefined;
  return Number(digits);
}

function positiveId(value: string | undefined): number | undefined {
  const id = wholeNumber(value);
  return id !== undefined && id > 0 && id <= 2_147_483_647 ? id : undefined;
}

/**
 * Reads the filters from the query. Anything malformed is dropped rather than
 * refused, so an edited or truncated address still shows a listing.
 */
export function parseListingFilters(
  params: RawSearchParams,
  priceRange?: { min: number; max: number },
): ListingFilters {
  // NUL is invisible and no name holds it (the API refuses it outright).
  const query = first(params[FILTER_PARAM.query])
    ?.replaceAll('\u0000', '')
    .trim()
    .slice(0, MAX_QUERY_LENGTH);
  const sort = searchSort.safeParse(first(params[FILTER_PARAM.sort]));
  let min = wholeNumber(first(params[FILTER_PARAM.min]));
  let max = wholeNumber(first(params[FILTER_PARAM.max]));
  if (priceRange) {
    if (min !== undefined) min = Math.min(Math.max(min, priceRange.min), priceRange.max);
    if (max !== undefined) max = Math.min(Math.max(max, priceRange.min), priceRange.max);
  }
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  const properties = [
    ...new Set(
      all(params[FILTER_PARAM.property])
        .map(positiveId)
        .filter((id) => id !== undefined),
    ),
  ].slice(0, MAX_PROPERTIES);
  const page = wholeNumber(first(params[FILTER_PARAM.page]));
  return {
    query: query ? query : undefined,
    category: positiveId(first(params[FILTER_PARAM.category])),
    sort: sort.success ? sort.data : undefined,
    min,
    max,
    properties,
    inStock: first(params[FILTER_PARAM.inStock]) === 'true',
    page: page !== undefined && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The search call's body for these filters. */
export function toSearchBody(filters: ListingFilters): SearchBody {
  const body: SearchBody = {};
  if (filters.query) body.name = filters.query;
  if (filters.category !== undefined) body.category = filters.category;
  if (filters.sort) body.sort = filters.sort;
  if (filters.min !== undefined || filters.max !== undefined) {
    body.price = {};
    if (filters.min !== undefined) body.price.min = filters.min;
    if (filters.max !== undefined) body.price.max = filters.max;
  }
  if (filters.properties.length > 0) body.properties = filters.properties;
  if (filters.inStock) body.is_exist = true;
  return body;
}

/** The query string of these filters (page 1 is left out), for links that keep them. */
export function toQueryString(filters: ListingFilters): string {
  const search = new URLSearchParams();
  if (filters.query) search.set(FILTER_PARAM.query, filters.query);
  if (filters.category !== undefined) search.set(FILTER_PARAM.category, String(filters.category));
  if (filters.sort) search.set(FILTER_PARAM.sort, filters.sort);
  if (filters.min !== undefined) search.set(FILTER_PARAM.min, String(filters.min));
  if (filters.max !== undefined) search.set(FILTER_PARAM.max, String(filters.max));
  for (const id of filters.properties) search.append(FILTER_PARAM.property, String(id));
  if (filters.inStock) search.set(FILTER_PARAM.inStock, 'true');
  if (filters.page > 1) search.set(FILTER_PARAM.page, String(filters.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Parameters as a page's searchParams hold them (a name may repeat). */
export function rawParams(search: URLSearchParams): RawSearchParams {
  const raw: RawSearchParams = {};
  for (const name of new Set(search.keys())) raw[name] = search.getAll(name);
  return raw;
}

/**
 * How many filters narrow the listing: the free-text query counts only where
 * it is a filter (/products); on /search it is the search itself.
 */
export function activeFilterCount(
  filters: ListingFilters,
  { queryIsFilter }: { queryIsFilter: boolean },
): number {
  return (
    (queryIsFilter && filters.query ? 1 : 0) +
    (filters.category === undefined ? 0 : 1) +
    (filters.min === undefined && filters.max === undefined ? 0 : 1) +
    filters.properties.length +
    (filters.inStock ? 1 : 0)
  );
}
