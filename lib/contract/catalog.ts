import { z } from 'zod';
import { PAGE_SIZE } from '@/lib/constants';
import fa from '@/messages/fa.json';
import { branch } from './branch';
import { COMMENT_SORTS } from './comment-sorts';
import {
  blankable,
  blankableId,
  blankOr,
  idParam,
  isoDate,
  limitQuery,
  paged,
  pageQuery,
  reserveTime,
} from './common';
import {
  banner,
  category,
  categoryRef,
  categoryTreeNode,
  type productComments,
  productSummary,
  reservationWindow,
} from './product';

// Products and categories live in product.ts; importers keep reading every catalogue shape here.
export * from './product';

const validation = fa.api.validation;

export const homeSectionType = z.enum([
  'favorite',
  'discount_banner',
  'discount',
  'category',
  'category_steps',
]);

export const homeSection = z.discriminatedUnion('type_name', [
  z.object({
    type_name: z.enum(['favorite', 'discount']),
    id: z.number().int(),
    title: z.string(),
    items: z.array(productSummary),
    /**
     * A signed-in customer's own favourites: a row of its own, after the shop's
     * most liked (which every visitor sees the same), under its own title.
     */
    own: z.boolean().optional(),
  }),
  z.object({
    type_name: z.literal('category'),
    id: z.number().int(),
    title: z.string(),
    category: category,
    items: z.array(productSummary),
  }),
  z.object({
    type_name: z.literal('discount_banner'),
    id: z.number().int(),
    title: z.string(),
    items: z.array(banner),
  }),
  z.object({
    type_name: z.literal('category_steps'),
    id: z.number().int(),
    title: z.string(),
    items: z.array(category),
  }),
]);
export type HomeSection = z.infer<typeof homeSection>;

export const homeData = z.object({ results: z.array(homeSection), page: z.number().int() });

export const skeletonType = z.enum(['card', 'list', 'pulse']);

export const appConfig = z.object({
  config: z.object({
    shop_name: z.string(),
    price_range: z.object({ min: z.number().int(), max: z.number().int() }),
    palette: z.object({ primary: z.string(), secondary: z.string(), accent: z.string() }),
    skeletonType,
    support_phone: z.string(),
  }),
  /** The branches a pickup order may be collected from, the default first. */
  branches: z.array(branch),
});
export type AppConfig = z.infer<typeof appConfig>;

export const location = z.object({
  id: z.number().int(),
  name: z.string(),
  parent_id: z.number().int().nullable(),
  kind: z.enum(['province', 'city', 'district']),
});

export const searchProperty = z.object({
  id: z.number().int(),
  name: z.string(),
  values: z.array(z.object({ id: z.number().int(), value: z.string() })),
});

export const scoreFactor = z.object({
  product_id: z.number().int(),
  score_factor: z.number().int(),
  /** Points one unit earns at its current price. */
  points: z.number().int(),
});

/**
 * A calendar day's state: open (a window has room), full (windows, none with
 * room), holiday (an IR holiday), past (before today), closed (no window that
 * day: not a day the product works, or today's windows have all started).
 */
export const CALENDAR_DAY_STATES = ['open', 'full', 'holiday', 'past', 'closed'] as const;
export type CalendarDayState = (typeof CALENDAR_DAY_STATES)[number];

export const calendarDay = z.object({
  date: isoDate,
  state: z.enum(CALENDAR_DAY_STATES),
  is_holiday: z.boolean(),
  available: z.boolean(),
  windows: z.array(reservationWindow),
});

/* ───────── requests ───────── */

export const searchSort = z.enum([
  'newest',
  'cheapest',
  'most_expensive',
  'popular',
  'top_rated',
  'discount',
]);
export type SearchSort = z.infer<typeof searchSort>;

/** A real calendar day: the wire format's regex alone lets 2024-13-45 through. */
export const calendarDate = isoDate.refine(
  (value) => {
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
  },
  { message: validation.dateInvalid },
);

const isClockTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

/** `HH:mm` or `HH:mm/HH:mm`, each a real time of day. */
export const reserveTimeValue = reserveTime.refine((value) => value.split('/').every(isClockTime), {
  message: validation.timeInvalid,
});

export const reserveQuery = z.object({
  reserve_date: calendarDate.optional(),
  reserve_time: reserveTimeValue.optional(),
});

/**
 * The spec's search filter. Every field may come as "" or null for "not
 * given" (category 0 too: the client's "every category").
 */
export const searchBody = z.object({
  category: blankableId(),
  name: blankable(z.string().trim().max(100)),
  sort: blankable(searchSort),
  price: blankable(
    z
      .object({
        min: blankable(z.coerce.number().int().min(0)),
        max: blankable(z.coerce.number().int().min(0)),
      })
      .refine((p) => p.min === undefined || p.max === undefined || p.min <= p.max, {
        message: validation.priceRange,
        path: ['min'],
      }),
  ),
  properties: blankable(z.array(idParam).max(30)),
  is_exist: blankable(z.boolean()),
});
export type SearchBody = z.infer<typeof searchBody>;

export const searchQuery = reserveQuery.extend({
  page: pageQuery,
  limit: limitQuery(PAGE_SIZE.search),
});

export const searchResult = paged(productSummary).extend({
  /** True when there are more matches than were counted. */
  count_capped: z.boolean(),
  /**
   * The name as the catalogue spells it, when it was found only through close
   * spellings («سوهن» → «سوهان»): the storefront's «منظورتان … بود؟». Null otherwise.
   */
  did_you_mean: z.string().nullable(),
});
export type SearchResult = z.infer<typeof searchResult>;

/** Suggestions for what is typed so far; nothing typed ("", null) suggests nothing. */
export const fastSearchBody = z.object({ name: blankOr(z.string().trim().max(100), '') });
/** A suggestion: its category's name tells apart products whose names start alike. */
export const fastSearchProduct = productSummary.extend({ category_name: z.string() });
export const fastSearchResult = z.object({
  products: z.array(fastSearchProduct),
  categories: z.array(categoryRef),
});
export type FastSearchResult = z.infer<typeof fastSearchResult>;

export const propertiesSearchBody = z.object({ properties: z.array(idParam).min(1).max(30) });

export const productListType = z.enum(['category', 'discount', 'newest', 'popular', 'reservable']);
export type ProductListType = z.infer<typeof productListType>;

export const productsQuery = z
  .object({
    type: productListType,
    category: idParam.optional(),
    /** Another order than the type's own (the category page's sort control). */
    sort: searchSort.optional(),
    page: pageQuery,
    limit: limitQuery(PAGE_SIZE.productList),
  })
  .superRefine((query, ctx) => {
    if (query.type === 'category' && query.category === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['category'],
        message: validation.categoryRequired,
      });
    }
  });

export const productQuery = reserveQuery.extend({ customer: idParam.optional() });

export const homeQuery = reserveQuery.extend({
  category: idParam.optional(),
  page: pageQuery,
  limit: limitQuery(PAGE_SIZE.home),
});

export const locationsQuery = z.object({ parent: idParam.optional() });

/** A path's `{id}`. */
export const idParams = z.object({ id: idParam });

export const commentSort = z.enum(COMMENT_SORTS);

/** Paging and order of a product's comments (the response carries the total `count`). */
export const commentsQuery = z.object({
  page: pageQuery,
  limit: limitQuery(20),
  sort: blankOr(commentSort, 'newest'),
});

/** Paging of POST /products/properties/search (the body carries only the value ids). */
export const propertiesSearchQuery = z.object({
  page: pageQuery,
  limit: limitQuery(PAGE_SIZE.productList),
});

export const calendarQuery = z.object({
  /** Jalali month 1–12 and year, as the customer's calendar shows them. */
  month: z.coerce.number().int().min(1).max(12),
  year: z.coerce.number().int().min(1300).max(1500),
  double: z.enum(['true', 'false', '1', '0']).optional(),
});

/* ───────── responses ───────── */

export const productList = paged(productSummary);
export type ProductList = z.infer<typeof productList>;

export type Location = z.infer<typeof location>;
export const locationList = z.array(location);

export const bannerList = z.array(banner);

export type SearchProperty = z.infer<typeof searchProperty>;
export const searchPropertyList = z.array(searchProperty);

export type ScoreFactor = z.infer<typeof scoreFactor>;

export type ReservationWindow = z.infer<typeof reservationWindow>;
export type CalendarDay = z.infer<typeof calendarDay>;
/** Every day of the asked Jalali month (two months with double=true), in order. */
export const calendarDays = z.array(calendarDay);

export type HomeData = z.infer<typeof homeData>;

/** GET /category/ (top-level categories) and GET /categories (every category), flat. */
export const categoryList = z.array(category);

/** GET /app/categories: top-level categories, each with its direct sub-categories. */
export const categoryTree = z.array(categoryTreeNode);

/** GET /category_products/: each top-level category with up to 8 of its products. */
export const categoryWithProducts = category.extend({ products: z.array(productSummary) });
export type CategoryWithProducts = z.infer<typeof categoryWithProducts>;
export const categoryProductsList = z.array(categoryWithProducts);

export type ProductComments = z.infer<typeof productComments>;
