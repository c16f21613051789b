import { and, asc, desc, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import type { HomeData, HomeSection, ProductSummary } from '@/lib/contract/catalog';
import type { Executor } from '@/server/db/database';
import { favorites, homeSections, products } from '@/server/db/schema';
import { apiMessages } from '@/server/errors/messages';
import { listBanners } from './banners';
import {
  type CategoryIndex,
  familyProductCounts,
  loadCategoryIndex,
  requireCategory,
  toCategory,
} from './category-index';
import {
  favoriteOrder,
  isDiscounted,
  isListed,
  productOrder,
  selectSummaries,
} from './product-query';
import { toProductSummary } from './product-summary';
import { keepReservableWithRoom, type ReserveMoment } from './reservable-availability';

export type HomeRequest = ReserveMoment & {
  category?: number;
  page: number;
  limit: number;
  /** A signed-in customer (spec 6): their own favourites follow the shop's favourite shelf, as a row of their own. */
  favoritesOf?: number | null;
};

type SectionRow = typeof homeSections.$inferSelect;

/**
 * GET /home: the configured sections in position order. `page` and `limit` page
 * every product section (a "load more" for each shelf); banners and category
 * steps come on page 1 only. With `category`, every shelf keeps to that
 * category's family. Sections with nothing to show are left out.
 */
export async function getHome(db: Executor, request: HomeRequest): Promise<HomeData> {
  const [sections, index] = await Promise.all([
    db.select().from(homeSections).orderBy(asc(homeSections.position), asc(homeSections.id)),
    loadCategoryIndex(db),
  ]);
  const scopeIds =
    request.category === undefined
      ? undefined
      : index.familyIds(requireCategory(index, request.category).id);
  const counts = await familyProductCounts(db, index);
  const built = await Promise.all(
    sections.map((section) => buildSection(db, section, { request, index, counts, scopeIds })),
  );
  return { results: built.flat().filter((section) => section !== null), page: request.page };
}

type SectionContext = {
  request: HomeRequest;
  index: CategoryIndex;
  counts: Map<number, number>;
  /** The family `category` narrows the home to, when given. */
  scopeIds?: number[];
};

async function shelf(
  db: Executor,
  where: SQL | undefined,
  orderBy: SQL[],
  context: SectionContext,
) {
  const { page, limit } = context.request;
  const rows = await selectSummaries(db, where, orderBy, limit, (page - 1) * limit);
  return keepReservableWithRoom(db, rows.map(toProductSummary), context.request);
}

function inScope(context: SectionContext): SQL | undefined {
  return context.scopeIds ? inArray(products.categoryId, context.scopeIds) : undefined;
}

/** The customer's own listed favourites (newest first), within the home's scope; none for anybody else. */
async function ownFavorites(db: Executor, context: SectionContext): Promise<ProductSummary[]> {
  const customerId = context.request.favoritesOf;
  if (customerId === null || customerId === undefined) return [];
  const mine = and(
    isListed,
    inScope(context),
    exists(
      db
        .select({ one: sql`1` })
        .from(favorites)
        .where(and(eq(favorites.customerId, customerId), eq(favorites.productId, products.id))),
    ),
  );
  const newestFirst = [
    desc(
      sql`(select ${favorites.createdAt} from ${favorites} where ${favorites.customerId} = ${customerId} and ${favorites.productId} = ${products.id})`,
    ),
    desc(products.id),
  ];
  return shelf(db, mine, newestFirst, context);
}

/**
 * The favourite shelf: the shop's most liked, the same for every visitor, and
 * after it, for a customer who has favourites, their own under its own title.
 * The shop's row never turns into the customer's: «محبوب‌ترین‌ها» means the
 * shop's, whoever looks.
 */
async function favoriteShelves(
  db: Executor,
  section: SectionRow,
  context: SectionContext,
): Promise<HomeSection[]> {
  const [popular, own] = await Promise.all([
    shelf(db, and(isListed, inScope(context)), favoriteOrder, context),
    ownFavorites(db, context),
  ]);
  const { id, title } = section;
  const rows: HomeSection[] = [];
  if (popular.length > 0) rows.push({ type_name: 'favorite', id, title, items: popular });
  if (own.length > 0) {
    rows.push({
      type_name: 'favorite',
      id,
      title: apiMessages.favorite.ownShelfTitle,
      items: own,
      own: true,
    });
  }
  return rows;
}

async function buildSection(
  db: Executor,
  section: SectionRow,
  context: SectionContext,
): Promise<HomeSection | HomeSection[] | null> {
  const { id, title } = section;
  const firstPage = context.request.page === 1;
  const nonEmpty = <T extends HomeSection>(built: T): T | null =>
    built.items.length > 0 ? built : null;
  switch (section.typeName) {
    case 'favorite':
      return favoriteShelves(db, section, context);
    case 'discount': {
      const items = await shelf(
        db,
        and(isListed, isDiscounted, inScope(context)),
        productOrder.discount,
        context,
      );
      return nonEmpty({ type_name: 'discount', id, title, items });
    }
    case 'category': {
      const row =
        section.categoryId === null ? undefined : context.index.byId.get(section.categoryId);
      if (!row || (context.scopeIds && !context.scopeIds.includes(row.id))) return null;
      const family = context.index.familyIds(row.id);
      const items = await shelf(
        db,
        and(isListed, inArray(products.categoryId, family)),
        productOrder.popular,
        context,
      );
      const category = toCategory(row, context.counts);
      return nonEmpty({ type_name: 'category', id, title, category, items });
    }
    case 'discount_banner':
      if (!firstPage) return null;
      return nonEmpty({ type_name: 'discount_banner', id, title, items: await listBanners(db) });
    case 'category_steps': {
      if (!firstPage) return null;
      const items = context.index
        .ordered()
        .filter(
          (row) => row.step !== null && (!context.scopeIds || context.scopeIds.includes(row.id)),
        )
        .sort((a, b) => (a.step ?? 0) - (b.step ?? 0) || a.position - b.position || a.id - b.id)
        .map((row) => toCategory(row, context.counts));
      return nonEmpty({ type_name: 'category_steps', id, title, items });
    }
    default:
      return null;
  }
}
