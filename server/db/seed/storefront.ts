import { sql } from 'drizzle-orm';
import type { AppConfig } from '@/lib/contract/catalog';
import type { Subject } from '@/server/images';
import type { Executor } from '../database';
import { appConfig, banners, homeSections, products } from '../schema';
import { categoryPicture, requireCategory, type SeededCategory } from './categories';
import { reserveIds } from './ids';

export const SHOP_NAME = 'بازارچه‌ی نقش جهان';

export function bannerImage(subject: Subject, id: number): string {
  return `/images/banners/${subject}-${id}.svg`;
}

type BannerSpec = {
  title: string;
  /** A category's slug, or a path of the shop. */
  link: { category: string } | { path: string };
  /** What it pictures: what it offers. */
  picture: Subject;
};

export const BANNERS: readonly BannerSpec[] = [
  {
    title: 'جشنواره‌ی گز و پولکی اصفهان',
    link: { category: 'gaz' },
    picture: categoryPicture('gaz'),
  },
  {
    title: 'پیتزای داغ، کمتر از نیم ساعت',
    link: { category: 'pizza' },
    picture: categoryPicture('pizza'),
  },
  { title: 'تخفیف‌های این هفته', link: { path: '/products?sort=discount' }, picture: 'gift' },
  {
    title: 'کارگاه تزیین کیک؛ همین حالا رزرو کنید',
    link: { category: 'workshops' },
    picture: 'cake',
  },
  {
    title: 'سبدهای هدیه برای هر مناسبت',
    link: { category: 'gift-boxes' },
    picture: categoryPicture('gift-boxes'),
  },
];

export async function seedBanners(
  db: Executor,
  bySlug: Map<string, SeededCategory>,
): Promise<void> {
  const specs = BANNERS.map((spec) => ({
    ...spec,
    link:
      'category' in spec.link
        ? `/category/${requireCategory(bySlug, spec.link.category).id}`
        : spec.link.path,
  }));
  const ids = await reserveIds(db, 'banners', specs.length);
  await db.insert(banners).values(
    specs.map((spec, position) => {
      const id = ids[position];
      if (id === undefined) throw new Error('too few banner ids were reserved');
      return {
        id,
        title: spec.title,
        link: spec.link,
        image: bannerImage(spec.picture, id),
        position,
      };
    }),
  );
}

/** One section of every type, in the order the home page shows them. */
export async function seedHomeSections(
  db: Executor,
  bySlug: Map<string, SeededCategory>,
): Promise<void> {
  const category = (slug: string) => requireCategory(bySlug, slug).id;
  const rows: (typeof homeSections.$inferInsert)[] = [
    { typeName: 'discount_banner', title: 'پیشنهادهای ویژه' },
    { typeName: 'favorite', title: 'محبوب‌ترین‌ها' },
    { typeName: 'discount', title: 'تخفیف‌های امروز' },
    { typeName: 'category', title: 'گز تازه‌ی اصفهان', categoryId: category('gaz') },
    { typeName: 'category_steps', title: 'صبحانه در چهار قدم' },
    { typeName: 'category', title: 'پیتزای داغ', categoryId: category('pizza') },
    { typeName: 'category', title: 'سوغات اصفهان', categoryId: category('isfahan-souvenirs') },
    { typeName: 'category', title: 'صنایع دستی اصفهان', categoryId: category('handicrafts') },
    {
      typeName: 'category',
      title: 'کارگاه‌ها؛ روز و ساعت را انتخاب کنید',
      categoryId: category('workshops'),
    },
  ];
  await db.insert(homeSections).values(rows.map((row, i) => ({ ...row, position: i + 1 })));
}

/**
 * The app_config row, written last: its presence is what tells a later run the
 * demo is already there.
 */
export async function seedAppConfig(db: Executor): Promise<AppConfig['config']> {
  const [range] = await db
    .select({
      min: sql<number>`coalesce(min(${products.finalPrice}), 0)`,
      max: sql<number>`coalesce(max(${products.price}), 0)`,
    })
    .from(products);
  const config: AppConfig['config'] = {
    shop_name: SHOP_NAME,
    price_range: {
      min: Math.floor(Number(range?.min ?? 0) / 1_000) * 1_000,
      max: Math.ceil(Number(range?.max ?? 0) / 100_000) * 100_000,
    },
    // Isfahan's tiles: turquoise, lapis and saffron gold.
    palette: { primary: '#0E7C86', secondary: '#1F3A5F', accent: '#D99A2B' },
    skeletonType: 'card',
    support_phone: '03132224455',
  };
  await db.insert(appConfig).values({ id: 1, config });
  return config;
}
