import type { Subject } from '@/server/images';
import type { Executor } from '../database';
import { categories } from '../schema';
import { reserveIds } from './ids';

export type CategorySpec = {
  slug: string;
  name: string;
  description: string;
  /** What its picture shows, and its products' pictures unless an item says otherwise. */
  picture: Subject;
  /** Position in the home page's "category steps" sequence. */
  step?: number;
  children?: CategorySpec[];
};

/** Base categories head families of sub-categories; products live in the leaves. */
export const CATEGORY_TREE: CategorySpec[] = [
  {
    slug: 'isfahan-souvenirs',
    picture: 'gaz',
    name: 'سوغات اصفهان',
    description: 'گز، پولکی، سوهان و شیرینی‌های سنتی که اصفهان به آن‌ها شناخته می‌شود.',
    children: [
      {
        slug: 'gaz',
        picture: 'gaz',
        name: 'گز',
        description: 'گز تازه با انگبین و مغز پسته و بادام.',
      },
      {
        slug: 'poolaki',
        picture: 'pastry',
        name: 'پولکی',
        description: 'پولکی نازک و ترد به سبک قدیم اصفهان.',
      },
      {
        slug: 'sohan-nabat',
        picture: 'jar',
        name: 'سوهان و نبات',
        description: 'سوهان عسلی و لقمه‌ای، نبات زعفرانی و چوب‌نبات.',
      },
      {
        slug: 'traditional-sweets',
        picture: 'pastry',
        name: 'شیرینی سنتی',
        description: 'نان برنجی، نان نخودچی، باقلوا و شیرینی‌های خانگی.',
      },
    ],
  },
  {
    slug: 'bakery',
    picture: 'bread',
    name: 'نان و شیرینی‌پزی',
    description: 'نان داغ تنوری و کیک و دسر تازه، هر روز صبح.',
    children: [
      {
        slug: 'fresh-bread',
        picture: 'bread',
        name: 'نان تازه',
        description: 'سنگک، بربری، تافتون و نان‌های حجیم، تازه از تنور.',
        step: 1,
      },
      {
        slug: 'cakes',
        picture: 'cake',
        name: 'کیک و دسر',
        description: 'کیک خانگی، چیزکیک، رولت و دسرهای روز.',
      },
    ],
  },
  {
    slug: 'dairy',
    picture: 'milk',
    name: 'لبنیات',
    description: 'شیر، ماست، پنیر و کره از دامداری‌های اطراف اصفهان.',
    children: [
      {
        slug: 'cheese-butter',
        picture: 'cheese',
        name: 'پنیر و کره',
        description: 'پنیر لیقوان و فتا، کره‌ی محلی و سرشیر.',
        step: 2,
      },
      {
        slug: 'milk-yogurt',
        picture: 'milk',
        name: 'شیر و ماست',
        description: 'شیر تازه، ماست محلی، دوغ و کشک.',
        step: 3,
      },
    ],
  },
  {
    slug: 'fruit-nuts',
    picture: 'fruit',
    name: 'میوه و خشکبار',
    description: 'میوه‌ی فصل از باغ‌های فلاورجان و سمیرم، آجیل تازه‌بو‌داده.',
    children: [
      {
        slug: 'fresh-fruit',
        picture: 'fruit',
        name: 'میوه‌ی تازه',
        description: 'میوه‌ی فصل، چیده‌شده و دست‌چین.',
      },
      {
        slug: 'nuts',
        picture: 'jar',
        name: 'آجیل و خشکبار',
        description: 'پسته، بادام، گردو و میوه‌ی خشک.',
      },
    ],
  },
  {
    slug: 'cafe',
    picture: 'coffee',
    name: 'کافه و نوشیدنی',
    description: 'قهوه‌ی تازه‌دم، نوشیدنی خنک و بستنی سنتی.',
    children: [
      {
        slug: 'hot-drinks',
        picture: 'coffee',
        name: 'قهوه و نوشیدنی گرم',
        description: 'اسپرسو، لاته، قهوه‌ی ترک و چای دارچینی.',
        step: 4,
      },
      {
        slug: 'cold-drinks',
        picture: 'cold-drink',
        name: 'نوشیدنی سرد',
        description: 'آبمیوه‌ی طبیعی، شربت‌های سنتی و نوشیدنی یخ‌زده.',
      },
      {
        slug: 'ice-cream',
        picture: 'ice-cream',
        name: 'بستنی',
        description: 'بستنی سنتی زعفرانی، آب‌هویج بستنی و فالوده.',
      },
    ],
  },
  {
    slug: 'fast-food',
    picture: 'pizza',
    name: 'فست‌فود',
    description: 'پیتزا و ساندویچ داغ، آماده در کمتر از نیم ساعت.',
    children: [
      {
        slug: 'pizza',
        picture: 'pizza',
        name: 'پیتزا',
        description: 'پیتزای تنوری با خمیر تازه و پنیر کشدار.',
      },
      {
        slug: 'sandwiches',
        picture: 'burger',
        name: 'ساندویچ و برگر',
        description: 'برگر دست‌ساز، ساندویچ سرد و گرم و بریانی اصفهان.',
      },
    ],
  },
  {
    slug: 'spices-herbs',
    picture: 'jar',
    name: 'ادویه و عطاری',
    description: 'زعفران، ادویه‌های آسیاب‌شده و دمنوش‌های گیاهی.',
    children: [
      {
        slug: 'spices',
        picture: 'jar',
        name: 'ادویه',
        description: 'زعفران سرگل، زردچوبه، دارچین و ادویه‌ی پلویی.',
      },
      {
        slug: 'herbal-tea',
        picture: 'coffee',
        name: 'دمنوش و گلاب',
        description: 'گل‌گاوزبان، بهارنارنج، چای ایرانی و گلاب قمصر.',
      },
    ],
  },
  {
    slug: 'handicrafts',
    picture: 'handicraft',
    name: 'صنایع دستی',
    description: 'هنر دست استادکاران اصفهان: میناکاری، قلمزنی، خاتم و قلمکار.',
    children: [
      {
        slug: 'enamel',
        picture: 'handicraft',
        name: 'میناکاری',
        description: 'ظروف مسی با لعاب مینای آبی فیروزه‌ای.',
      },
      {
        slug: 'metal-wood',
        picture: 'handicraft',
        name: 'قلمزنی و خاتم',
        description: 'سینی و گلدان قلمزنی، قاب و جعبه‌ی خاتم‌کاری.',
      },
      {
        slug: 'ghalamkar',
        picture: 'handicraft',
        name: 'قلمکار',
        description: 'رومیزی، سفره و کوسن قلمکار با مهر دست.',
      },
    ],
  },
  {
    slug: 'gift-boxes',
    picture: 'gift',
    name: 'جعبه‌های هدیه',
    description: 'جعبه و سبد هدیه برای نوروز، یلدا و هر مناسبت دیگر.',
  },
  {
    slug: 'services',
    picture: 'cake',
    name: 'خدمات و رزرو',
    description: 'کارگاه‌های آموزشی و رزرو میز و سالن، با انتخاب روز و ساعت.',
    children: [
      {
        slug: 'workshops',
        picture: 'cake',
        name: 'کارگاه‌ها',
        description: 'کارگاه تزیین کیک، گزپزی، لاته‌آرت و میناکاری.',
      },
      {
        slug: 'table-booking',
        picture: 'coffee',
        name: 'رزرو میز و سالن',
        description: 'رزرو میز کافه، حیاط سنتی و سالن جشن تولد.',
      },
    ],
  },
];

export type SeededCategory = { id: number; slug: string; name: string };

export function categoryImage(subject: Subject, id: number): string {
  return `/images/categories/${subject}-${id}.svg`;
}

const PICTURES = new Map<string, Subject>(
  CATEGORY_TREE.flatMap((base) => [base, ...(base.children ?? [])]).map((spec) => [
    spec.slug,
    spec.picture,
  ]),
);

/** Every demo category's slug with what it is pictured as. */
export function categoryPictures(): [slug: string, picture: Subject][] {
  return [...PICTURES];
}

/** What the demo category `slug` is pictured as. */
export function categoryPicture(slug: string): Subject {
  const picture = PICTURES.get(slug);
  if (!picture) throw new Error(`the demo category "${slug}" has no picture`);
  return picture;
}

/** Inserts the tree (parents before children) and answers every category by slug. */
export async function seedCategories(db: Executor): Promise<Map<string, SeededCategory>> {
  const flat: { spec: CategorySpec; parentSlug: string | null; position: number }[] = [];
  CATEGORY_TREE.forEach((base, position) => {
    flat.push({ spec: base, parentSlug: null, position });
    base.children?.forEach((child, childPosition) => {
      flat.push({ spec: child, parentSlug: base.slug, position: childPosition });
    });
  });
  const ids = await reserveIds(db, 'categories', flat.length);
  const bySlug = new Map<string, SeededCategory>();
  flat.forEach(({ spec }, index) => {
    const id = ids[index];
    if (id === undefined) throw new Error('too few category ids were reserved');
    bySlug.set(spec.slug, { id, slug: spec.slug, name: spec.name });
  });
  await db.insert(categories).values(
    flat.map(({ spec, parentSlug, position }) => {
      const id = requireCategory(bySlug, spec.slug).id;
      return {
        id,
        name: spec.name,
        slug: spec.slug,
        description: spec.description,
        image: categoryImage(spec.picture, id),
        parentId: parentSlug ? requireCategory(bySlug, parentSlug).id : null,
        isBase: parentSlug === null && (spec.children?.length ?? 0) > 0,
        step: spec.step ?? null,
        position,
      };
    }),
  );
  return bySlug;
}

export function requireCategory(bySlug: Map<string, SeededCategory>, slug: string): SeededCategory {
  const category = bySlug.get(slug);
  if (!category) throw new Error(`the demo category "${slug}" is missing`);
  return category;
}
