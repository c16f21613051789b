/**
 * Catalogue, home and location calls (spec §7 "Products and catalogue" and
 * "App, home, location"). Each call's rules are in its description, which the
 * reference at /api/docs shows.
 *
 * An empty query value (`?category=&reserve_date=`) counts as not given: the
 * spec's client writes every parameter into the URL whether it has a value or not.
 * Anonymous GET answers may be kept by shared caches for a minute; answers to a
 * request with credentials never (see server/http/cache-policy.ts).
 */

import {
  CATEGORIES_TAG,
  CONFIG_TAG,
  HOME_TAG,
  LISTINGS_TAG,
  posterTag,
  productTag,
} from '@/lib/api/cache-tags';
import { catalogCalls } from '@/lib/contract/calls/catalog';
import { type Call, jsonCall } from '@/server/http/call';
import { getAppConfig } from '@/server/services/catalog/app-config';
import { listBanners } from '@/server/services/catalog/banners';
import {
  categoriesWithProducts,
  categoryTree,
  listAllCategories,
  listTopCategories,
} from '@/server/services/catalog/categories';
import { listProductComments } from '@/server/services/catalog/comments';
import { fastSearch } from '@/server/services/catalog/fast-search';
import { getHome } from '@/server/services/catalog/home';
import { listLocations, listProvinces } from '@/server/services/catalog/locations';
import { getPoster } from '@/server/services/catalog/poster';
import { favoritesOwner, getProductDetail } from '@/server/services/catalog/product-detail';
import { listProducts } from '@/server/services/catalog/product-lists';
import { listSearchProperties, searchByProperties } from '@/server/services/catalog/properties';
import { productCalendar, shopCalendar } from '@/server/services/catalog/reservation-calendar';
import { holderOf } from '@/server/services/catalog/reservation-capacity';
import { getScoreFactor } from '@/server/services/catalog/score-factor';
import { searchProducts } from '@/server/services/catalog/search';
import { getProductSeo } from '@/server/services/catalog/seo';

const isTrue = (flag: string | undefined) => flag === 'true' || flag === '1';

const RESERVE_MOMENT =
  'reserve_date/reserve_time: a reservable product answers is_exist false unless one of its windows that day (at that time: `HH:mm` = start, `HH:mm/HH:mm` = exact window) still has room. A window’s remaining is its capacity minus seats of reservations whose order is not cancelled and of every unexpired hold; held is the part of those holds that is the calling customer’s own (0 for anyone else), so room for the caller is remaining + held. Past days and IR holidays have no windows.';

const CALENDAR =
  'month/year are Jalali; days are Gregorian YYYY-MM-DD. A window’s remaining is its capacity minus seats of live reservations and of every unexpired hold, the same for everyone; held is the part of those holds that is the calling customer’s own (0 without a customer token). A day is available when it is not past, not an IR holiday and a window has room for the caller (remaining + held). double=true|1 adds the next month.';

export const catalogRoutes: Call[] = [
  jsonCall(catalogCalls.config, {
    access: 'none',
    shared: { tags: () => [CONFIG_TAG] },
    tag: 'catalog',
    summary:
      'Storefront configuration (price_range, palette, skeletonType) and the branches pickups are collected from (address, hours, point)',
    handler: async ({ db }) => ({ data: await getAppConfig(db) }),
  }),
  jsonCall(catalogCalls.home, {
    access: 'optional',
    shared: { tags: () => [HOME_TAG, LISTINGS_TAG] },
    tag: 'catalog',
    summary: 'Home sections of every type_name',
    description: `Sections in position order; page/limit page each product shelf, banners and category steps come on page 1 only; empty sections are left out; \`category\` keeps every shelf within that category’s family. The favorite shelf is the shop’s best liked, or for a customer (not guest) token with favourites, their own, newest first. ${RESERVE_MOMENT}`,
    handler: async ({ db, caller, query }) => ({
      data: await getHome(db, {
        ...query,
        favoritesOf: favoritesOwner(caller),
        holder: holderOf(caller),
      }),
    }),
  }),
  jsonCall(catalogCalls.products, {
    access: 'none',
    shared: { tags: () => [LISTINGS_TAG] },
    tag: 'catalog',
    summary: 'Products by type (category, discount, newest, popular, reservable)',
    description:
      'type=category covers the category and all its visible sub-categories, by best sellers; discount by share off; newest and reservable by creation time; sort (the search orders) overrides the type’s order. Out-of-stock products come after every product in stock, whatever the order. Every order ends on the id, so pages are stable. Only listed products appear.',
    handler: async ({ db, query }) => ({ data: await listProducts(db, query) }),
  }),
  jsonCall(catalogCalls.product, {
    access: 'optional',
    // Its related products carry their own prices: any product's change counts.
    shared: { tags: ({ id }) => [productTag(Number(id)), LISTINGS_TAG] },
    tag: 'catalog',
    summary: 'Product detail; is_favorite for the calling customer only',
    description: `A missing or unlisted product answers 404. is_favorite is true only for a customer (not guest) token’s own favourites; a \`customer\` query naming another customer gets false. ${RESERVE_MOMENT}`,
    handler: async ({ db, caller, params, query }) => {
      const { customer, ...moment } = query;
      const favoritesOf = favoritesOwner(caller, customer);
      const holder = holderOf(caller);
      return { data: await getProductDetail(db, params.id, { favoritesOf, holder, moment }) };
    },
  }),
  jsonCall(catalogCalls.productSeo, {
    access: 'none',
    shared: { tags: ({ id }) => [productTag(Number(id))] },
    tag: 'catalog',
    summary: 'Product title, description and canonical address',
    handler: async ({ db, params }) => ({ data: await getProductSeo(db, params.id) }),
  }),
  jsonCall(catalogCalls.poster, {
    access: 'none',
    shared: { tags: ({ id }) => [posterTag(Number(id)), LISTINGS_TAG] },
    tag: 'catalog',
    summary: 'A pack and its products',
    handler: async ({ db, params }) => ({ data: await getPoster(db, params.id) }),
  }),
  jsonCall(catalogCalls.productComments, {
    access: 'none',
    shared: { tags: ({ id }) => [productTag(Number(id))] },
    tag: 'catalog',
    summary: 'Published comments, newest first or as sorted',
    description:
      'Paged (page, limit=20); `sort` is newest (default), highest (most stars) or helpful (most helpful marks), ties newest first; `count` and `average` cover all published comments; the author is the customer’s first name, else the name stored with the comment, else «کاربر مهمان»; `is_buyer` when the author received the product; `photos` with their size.',
    handler: async ({ db, params, query }) => ({
      data: await listProductComments(db, params.id, query),
    }),
  }),
  jsonCall(catalogCalls.search, {
    access: 'none',
    shared: { tags: () => [LISTINGS_TAG] },
    tag: 'catalog',
    summary: 'Search with filters, sort and paging',
    description: `The name is normalised (Arabic ي/ك, Persian/Arabic digits, ZWNJ …) and every word must occur in the product’s search text, as typed or, for a word the catalogue does not hold, in a close spelling it does hold (sound-alike letters such as ذ/ز or گ/ک; from three or four letters on one swapped, missing, extra or wrong letter): what was found as typed comes first, and did_you_mean names the spelling meant when nothing was found as typed. Out-of-stock products come after every product in stock, whatever the sort. Property value ids: values of the same property are alternatives, different properties must all hold. is_exist=true keeps in-stock products (untracked stock counts as in stock); false or absent does not filter. The count stops at 1 000 (count_capped: true). Default sort: newest. An empty string, null or 0 in a filter means not given. ${RESERVE_MOMENT}`,
    handler: async ({ db, query, body }) => ({ data: await searchProducts(db, body, query) }),
  }),
  jsonCall(catalogCalls.fastSearch, {
    access: 'none',
    shared: { tags: () => [LISTINGS_TAG] },
    tag: 'catalog',
    summary: 'Suggestions while typing',
    description: `Found as the search finds (close spellings too), in stock first, then what was found as typed, the names that answer best, best sellers. An empty name answers no suggestions. ${RESERVE_MOMENT}`,
    handler: async ({ db, query, body }) => ({ data: await fastSearch(db, body.name, query) }),
  }),
  jsonCall(catalogCalls.searchProperties, {
    access: 'none',
    shared: { tags: () => [LISTINGS_TAG] },
    tag: 'catalog',
    summary: 'Filterable properties and their values',
    handler: async ({ db }) => ({ data: await listSearchProperties(db) }),
  }),
  jsonCall(catalogCalls.propertiesSearch, {
    access: 'none',
    shared: { tags: () => [LISTINGS_TAG] },
    tag: 'catalog',
    summary: 'Products holding the given property values',
    handler: async ({ db, query, body }) => ({
      data: await searchByProperties(db, body.properties, query.page, query.limit),
    }),
  }),
  jsonCall(catalogCalls.categoryProducts, {
    access: 'none',
    shared: { tags: () => [LISTINGS_TAG] },
    tag: 'catalog',
    summary: 'Top-level categories with their best sellers',
    description: 'Each top-level category with its 8 best sellers.',
    handler: async ({ db }) => ({ data: await categoriesWithProducts(db) }),
  }),
  jsonCall(catalogCalls.categoryList, {
    access: 'none',
    shared: { tags: () => [CATEGORIES_TAG] },
    tag: 'catalog',
    summary: 'Top-level categories',
    description:
      'Categories are visible when they and all their ancestors are active; product_count counts listed products of the category’s whole family.',
    handler: async ({ db }) => ({ data: await listTopCategories(db) }),
  }),
  jsonCall(catalogCalls.categoryTree, {
    access: 'none',
    shared: { tags: () => [CATEGORIES_TAG] },
    tag: 'catalog',
    summary: 'Category tree',
    description: 'Top level with direct children.',
    handler: async ({ db }) => ({ data: await categoryTree(db) }),
  }),
  jsonCall(catalogCalls.categories, {
    access: 'none',
    shared: { tags: () => [CATEGORIES_TAG] },
    tag: 'catalog',
    summary: 'Every category with its product count',
    description: 'Parents before children.',
    handler: async ({ db }) => ({ data: await listAllCategories(db) }),
  }),
  jsonCall(catalogCalls.scoreFactor, {
    access: 'none',
    shared: { tags: ({ id }) => [productTag(Number(id))] },
    tag: 'catalog',
    summary: 'Loyalty points one unit earns',
    handler: async ({ db, params }) => ({ data: await getScoreFactor(db, params.id) }),
  }),
  jsonCall(catalogCalls.productCalendar, {
    access: 'optional',
    tag: 'catalog',
    summary: 'A reservable product’s days and windows for a Jalali month',
    description: `${CALENDAR} A non-reservable product’s calendar has every day unavailable.`,
    handler: async ({ db, caller, params, query }) => {
      const { double, ...month } = query;
      const request = { ...month, double: isTrue(double) };
      return { data: await productCalendar(db, params.id, request, holderOf(caller)) };
    },
  }),
  jsonCall(catalogCalls.calendar, {
    access: 'none',
    tag: 'catalog',
    summary: 'The shop’s reservation days for a Jalali month',
    description: `${CALENDAR} The shop calendar merges every reservable product’s windows (room adds up).`,
    handler: async ({ db, query }) => {
      const { double, ...month } = query;
      return { data: await shopCalendar(db, { ...month, double: isTrue(double) }) };
    },
  }),
  jsonCall(catalogCalls.locations, {
    access: 'none',
    shared: { tags: () => [] },
    tag: 'catalog',
    summary: 'Locations under a parent (provinces without one)',
    description: 'Sorted in Persian alphabetical order.',
    handler: async ({ db, query }) => ({ data: await listLocations(db, query.parent) }),
  }),
  jsonCall(catalogCalls.provinces, {
    access: 'none',
    shared: { tags: () => [] },
    tag: 'catalog',
    chosen: true,
    summary: 'Provinces',
    handler: async ({ db }) => ({ data: await listProvinces(db) }),
  }),
  jsonCall(catalogCalls.banners, {
    access: 'none',
    shared: { tags: () => [HOME_TAG] },
    tag: 'catalog',
    chosen: true,
    summary: 'Active banners',
    handler: async ({ db }) => ({ data: await listBanners(db) }),
  }),
];
