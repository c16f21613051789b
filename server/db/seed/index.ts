import { count, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../database';
import { appConfig, categories, customers, orders, products } from '../schema';
import { allPropertyValues } from './catalogue-plan';
import { seedCategories } from './categories';
import { seedCollectionRequests } from './collection';
import { seedComments } from './comments';
import { seedCoupons } from './coupons';
import { seedEngagement } from './engagement';
import { seedEngagementComments } from './engagement-comments';
import { seedHelpfulMarks } from './helpful-marks';
import { seedHolidays } from './holidays';
import { seedLedgers } from './ledger';
import { seedLocations } from './locations';
import { seedLoyalty } from './loyalty';
import { seedLoyaltyActivity } from './loyalty-activity';
import { seedNotifications } from './notifications';
import { seedOrders } from './orders';
import { planPacks, seedPacks } from './packs';
import { seedPeople } from './people';
import { readdressDemoPictures } from './pictures';
import { GENERATED_PRODUCT_COUNT, generateProducts } from './product-generator';
import { addGeneratedProducts, insertProducts, loadCatalogueContext } from './products';
import { seedProperties } from './properties';
import { RESERVATION_DEMO_PRODUCTS, seedReservationDemo } from './reservation-demo';
import { seedShops, seedSsoCitizens } from './sso-and-shops';
import { seedAppConfig, seedBanners, seedHomeSections } from './storefront';
import { seedZones } from './zones';

export { DEMO_CUSTOMER_MOBILE, STAFF_MOBILE } from './people';
/** The demo catalogue: the generated products and the reservation demo's own. */
export const DEMO_PRODUCT_COUNT = GENERATED_PRODUCT_COUNT + RESERVATION_DEMO_PRODUCTS;

export type SeedOptions = {
  /** Make sure the catalogue holds at least this many products (default: the demo's own). */
  products?: number;
  /** The moment the demo's history is laid out around (default: now). */
  now?: Date;
};

export type SeedResult = {
  /** True when this run wrote the demo shop (false: it was already there). */
  seeded: boolean;
  addedProducts: number;
  products: number;
};

/** Any constant works; it only has to be the same for every process that seeds. */
const SEED_LOCK_KEY = 1_405_032_644;

/**
 * Seeds the demo shop once, then tops the catalogue up to `products`, all in
 * one transaction. The app_config row marks a seeded shop, so a second run
 * changes nothing but picture addresses an older seed wrote (see pictures.ts);
 * an advisory lock keeps two processes from seeding at once.
 */
export async function seedDemo(db: Database, options: SeedOptions = {}): Promise<SeedResult> {
  const target = options.products ?? DEMO_PRODUCT_COUNT;
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [config] = await tx
      .select({ id: appConfig.id })
      .from(appConfig)
      .where(eq(appConfig.id, 1))
      .limit(1);
    const seeded = !config;
    if (seeded) await seedShop(tx, now);
    else await readdressDemoPictures(tx);

    const existing = await countRows(tx, products);
    let addedProducts = 0;
    if (existing < target) {
      await addGeneratedProducts(tx, existing, target, await loadCatalogueContext(tx, now));
      addedProducts = target - existing;
    }
    if (seeded || addedProducts > 0) {
      // Fresh statistics, so the planner uses the new indexes on a big catalogue at once.
      await tx.execute(sql`analyze products`);
      await tx.execute(sql`analyze product_property_values`);
    }
    return { seeded, addedProducts, products: existing + addedProducts };
  });
}

async function seedShop(db: Executor, now: Date): Promise<void> {
  const locations = await seedLocations(db);
  const categoryIds = await seedCategories(db);
  await seedProperties(db, allPropertyValues());

  const drafts = generateProducts(0, GENERATED_PRODUCT_COUNT);
  const packPlans = planPacks(drafts);
  const productIds = await insertProducts(db, drafts, await loadCatalogueContext(db, now));
  const demoProducts = drafts.flatMap((draft, i) => {
    const id = productIds[i];
    return id === undefined ? [] : [{ id, draft }];
  });

  const people = await seedPeople(db, locations.isfahanDistricts);
  await seedComments(db, productIds, people.customers, now);
  await seedPacks(db, packPlans, productIds);
  await seedBanners(db, categoryIds);
  await seedHomeSections(db, categoryIds);

  const zones = await seedZones(db);
  await seedHolidays(db);
  const coupons = await seedCoupons(db, people.demoCustomerId);
  const loyalty = await seedLoyalty(db);

  const [pickupShopId] = await seedShops(db);
  if (pickupShopId === undefined) throw new Error('the demo shop has no branch');
  const seededOrders = await seedOrders(db, {
    customerId: people.demoCustomerId,
    staffUserId: people.staffUserId,
    addressId: people.homeAddressId,
    pickupShopId,
    zones,
    couponIds: coupons.byCode,
    products: demoProducts,
    now,
  });
  await seedCollectionRequests(db, people.demoCustomerId, now);
  const activity = await seedLoyaltyActivity(db, {
    customerId: people.demoCustomerId,
    giftIds: loyalty.giftIds,
    giftPoints: loyalty.giftPoints,
    addressId: people.homeAddressId,
    now,
  });
  await seedLedgers(db, people.customers, people.demoCustomerId, seededOrders, now, activity);
  await seedEngagement(db, people.demoCustomerId, demoProducts, now);
  await seedReservationDemo(
    db,
    people.customers.filter((c) => c.id !== people.demoCustomerId).map((c) => c.id),
    pickupShopId,
    now,
  );
  await seedEngagementComments(db, people.demoCustomerId, people.customers, demoProducts, now);
  await seedHelpfulMarks(db);
  await seedNotifications(db, people.demoCustomerId, seededOrders, demoProducts, now);
  await seedSsoCitizens(db);
  await seedAppConfig(db);
}

type CountableTable = typeof products | typeof categories | typeof customers | typeof orders;

async function countRows(db: Executor, table: CountableTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return Number(row?.n ?? 0);
}

export type ShopCounts = {
  products: number;
  categories: number;
  customers: number;
  orders: number;
};

/** The headline numbers scripts print after seeding. */
export async function countShop(db: Executor): Promise<ShopCounts> {
  return {
    products: await countRows(db, products),
    categories: await countRows(db, categories),
    customers: await countRows(db, customers),
    orders: await countRows(db, orders),
  };
}
