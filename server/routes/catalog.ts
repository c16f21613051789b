/**
 * Catalogue, home and location calls (spec §7 "Products and catalogue" and
 * "App, home, location"). Every answer is the v1 envelope; `data` is shaped by
 * lib/contract/catalog.ts.
 *
 * | Call | data |
 * |---|---|
 * | GET  /api/v1/app/config | appConfig |
 * | GET  /api/v1/home?category&reserve_date&reserve_time&page&limit=30 | homeData |
 * | GET  /api/v1/products?type=category&category&page&limit=20 | productList |
 * | GET  /api/v1/products?type=discount\|newest\|popular\|reservable&page&limit=20 | productList |
 * | GET  /api/v1/app/product/{id}?customer&reserve_date&reserve_time | productDetail |
 * | GET  /api/v1/app/seo/product/{id} | productSeo |
 * | GET  /api/v1/poster/{id} | poster |
 * | GET  /api/v1/product/{id}/comments?page&limit=20 | productComments |
 * | POST /api/v1/products/search?page&limit=30&reserve_date&reserve_time | searchResult |
 * | POST /api/v1/products/search/fast?reserve_date&reserve_time | fastSearchResult |
 * | GET  /api/v1/products/search/properties | searchProperty[] |
 * | POST /api/v1/products/properties/search?page&limit=20 | productList |
 * | GET  /api/v1/category_products/ | categoryWithProducts[] |
 * | GET  /api/v1/category/ | category[] |
 * | GET  /api/v1/app/categories | categoryTreeNode[] |
 * | GET  /api/v1/categories | category[] |
 * | GET  /api/v1/product/{id}/score_factor/ | scoreFactor |
 * | GET  /api/v1/products/{id}/reservation/calender?month&year[&double] | calendarDay[] |
 * | GET  /api/v1/reservation/calender?month&year[&double] | calendarDay[] |
 * | GET  /api/v1/locations?parent | location[] |
 * | GET  /api/v1/provinces (path chosen by the project) | location[] |
 * | GET  /api/v1/banners (path chosen by the project) | banner[] |
 *
 * Paths the spec writes with a trailing slash answer with or without it.
 * An empty query value (`?category=&reserve_date=`) counts as not given: the
 * spec's client writes every parameter into the URL whether it has a value or not.
 *
 * Choices where the spec is silent:
 * - Only listed products appear (is_active); a missing or unlisted product,
 *   category, poster or location id answers 404. Categories are visible when
 *   they and all their ancestors are active.
 * - A category filter (products?type=category, search, home?category) covers the
 *   category and all its visible sub-categories.
 * - Categories: /category/ lists the top-level categories; /categories lists
 *   every category, parents before children; /app/categories is the tree (top
 *   level with direct children); /category_products/ gives each top-level
 *   category with its 8 best sellers. product_count counts listed products of
 *   the category's whole family.
 * - Orders: type=category and category_products by best sellers; discount by
 *   share off; newest and reservable by creation time; the home's favourites by
 *   sales, then average stars. Every order ends on the id, so pages are stable.
 * - Home: sections in position order; page/limit page each product shelf,
 *   banners and category steps come on page 1 only; empty sections are left out;
 *   `category` keeps every shelf within that category's family.
 * - Search: the name is normalised (Arabic ي/ك, Persian/Arabic digits, ZWNJ …)
 *   and every word must occur in the product's search text. Property value ids:
 *   values of the same property are alternatives, different properties must
 *   all hold. is_exist=true keeps in-stock products (untracked stock counts as
 *   in stock); false or absent does not filter. The count stops at 1 000
 *   (count_capped: true). Default sort: newest.
 * - reserve_date/reserve_time on lists, search, home and product: a reservable
 *   product answers is_exist false unless one of its windows that day (at that
 *   time, `HH:mm` = start, `HH:mm/HH:mm` = exact window) still has room. Room is
 *   the window's capacity minus seats of reservations whose order is not
 *   cancelled. Past days and IR holidays have no windows.
 * - is_favorite is true only for a customer (not guest) token's own favourites;
 *   a `customer` query naming another customer gets false.
 * - Calendars: month/year are Jalali; days are Gregorian YYYY-MM-DD. A day is
 *   available when it is not past, not an IR holiday and a window has room.
 *   double=true|1 adds the next month. The shop calendar merges every reservable
 *   product's windows (room adds up); a non-reservable product's calendar has
 *   every day unavailable.
 * - Locations are sorted in Persian alphabetical order; /locations without
 *   `parent` answers the provinces, like /provinces.
 * - Comments are paged (page, limit=20); `count` and `average` cover all
 *   published comments; the author is the customer's first name, else the name
 *   stored with the comment, else «کاربر مهمان».
 * - Public GET answers carry `Cache-Control: public, max-age=60,
 *   stale-while-revalidate=600`; with an Authorization header, `private, no-store`;
 *   both carry `Vary: Authorization`. Error answers carry no cache policy.
 */
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  calendarQuery,
  commentsQuery,
  fastSearchBody,
  homeQuery,
  idParams,
  locationsQuery,
  productQuery,
  productsQuery,
  propertiesSearchBody,
  propertiesSearchQuery,
  reserveQuery,
  searchBody,
  searchQuery,
} from '@/lib/contract/catalog';
import type { AppEnv } from '@/server/http/context';
import { ok } from '@/server/http/envelope';
import { parseJson, parseParams, parseQuery } from '@/server/http/validate';
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
import { getScoreFactor } from '@/server/services/catalog/score-factor';
import { searchProducts } from '@/server/services/catalog/search';
import { getProductSeo } from '@/server/services/catalog/seo';

export const PUBLIC_CATALOG_CACHE = 'public, max-age=60, stale-while-revalidate=600';
export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * Shared caches may keep anonymous catalogue answers for a minute; an answer to
 * a request with credentials may hold customer-specific data and is never stored.
 * `Vary: Authorization` because a `public` answer may otherwise be served to a
 * signed-in request (RFC 9111 §3.5), hiding its favourite marks.
 */
const catalogCache = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.status !== 200) return;
  const policy = c.req.header('authorization') ? PRIVATE_NO_STORE : PUBLIC_CATALOG_CACHE;
  c.header('Cache-Control', policy);
  c.header('Vary', 'Authorization', { append: true });
});

const withAndWithoutSlash = (path: string) => [path, `${path}/`];

const isTrue = (flag: string | undefined) => flag === 'true' || flag === '1';

export const catalogRoutes = new Hono<AppEnv>();

catalogRoutes.get('/v1/app/config', catalogCache, async (c) => ok(c, await getAppConfig(c.var.db)));

catalogRoutes.get('/v1/home', catalogCache, async (c) =>
  ok(c, await getHome(c.var.db, parseQuery(c, homeQuery))),
);

catalogRoutes.get('/v1/products', catalogCache, async (c) =>
  ok(c, await listProducts(c.var.db, parseQuery(c, productsQuery))),
);

catalogRoutes.get('/v1/app/product/:id', catalogCache, async (c) => {
  const { id } = parseParams(c, idParams);
  const { customer, ...moment } = parseQuery(c, productQuery);
  const favoritesOf = favoritesOwner(await c.var.caller(), customer);
  return ok(c, await getProductDetail(c.var.db, id, { favoritesOf, moment }));
});

catalogRoutes.get('/v1/app/seo/product/:id', catalogCache, async (c) =>
  ok(c, await getProductSeo(c.var.db, parseParams(c, idParams).id)),
);

catalogRoutes.get('/v1/poster/:id', catalogCache, async (c) =>
  ok(c, await getPoster(c.var.db, parseParams(c, idParams).id)),
);

catalogRoutes.get('/v1/product/:id/comments', catalogCache, async (c) => {
  const { id } = parseParams(c, idParams);
  return ok(c, await listProductComments(c.var.db, id, parseQuery(c, commentsQuery)));
});

catalogRoutes.post('/v1/products/search', async (c) => {
  const paging = parseQuery(c, searchQuery);
  return ok(c, await searchProducts(c.var.db, await parseJson(c, searchBody), paging));
});

catalogRoutes.post('/v1/products/search/fast', async (c) => {
  const moment = parseQuery(c, reserveQuery);
  const { name } = await parseJson(c, fastSearchBody);
  return ok(c, await fastSearch(c.var.db, name, moment));
});

catalogRoutes.get('/v1/products/search/properties', catalogCache, async (c) =>
  ok(c, await listSearchProperties(c.var.db)),
);

catalogRoutes.post('/v1/products/properties/search', async (c) => {
  const { page, limit } = parseQuery(c, propertiesSearchQuery);
  const { properties } = await parseJson(c, propertiesSearchBody);
  return ok(c, await searchByProperties(c.var.db, properties, page, limit));
});

catalogRoutes.on('GET', withAndWithoutSlash('/v1/category_products'), catalogCache, async (c) =>
  ok(c, await categoriesWithProducts(c.var.db)),
);

catalogRoutes.on('GET', withAndWithoutSlash('/v1/category'), catalogCache, async (c) =>
  ok(c, await listTopCategories(c.var.db)),
);

catalogRoutes.get('/v1/app/categories', catalogCache, async (c) =>
  ok(c, await categoryTree(c.var.db)),
);

catalogRoutes.get('/v1/categories', catalogCache, async (c) =>
  ok(c, await listAllCategories(c.var.db)),
);

catalogRoutes.on(
  'GET',
  withAndWithoutSlash('/v1/product/:id/score_factor'),
  catalogCache,
  async (c) => ok(c, await getScoreFactor(c.var.db, parseParams(c, idParams).id)),
);

catalogRoutes.get('/v1/products/:id/reservation/calender', catalogCache, async (c) => {
  const { id } = parseParams(c, idParams);
  const { double, ...month } = parseQuery(c, calendarQuery);
  return ok(c, await productCalendar(c.var.db, id, { ...month, double: isTrue(double) }));
});

catalogRoutes.get('/v1/reservation/calender', catalogCache, async (c) => {
  const { double, ...month } = parseQuery(c, calendarQuery);
  return ok(c, await shopCalendar(c.var.db, { ...month, double: isTrue(double) }));
});

catalogRoutes.get('/v1/locations', catalogCache, async (c) =>
  ok(c, await listLocations(c.var.db, parseQuery(c, locationsQuery).parent)),
);

catalogRoutes.get('/v1/provinces', catalogCache, async (c) => ok(c, await listProvinces(c.var.db)));

catalogRoutes.get('/v1/banners', catalogCache, async (c) => ok(c, await listBanners(c.var.db)));
