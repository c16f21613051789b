import type { Executor } from '../database';
import { giftCategories, gifts, wheelPrizes } from '../schema';
import { reserveIds } from './ids';

const GIFT_CATEGORIES = [
  { key: 'goods', name: 'محصولات فروشگاه' },
  { key: 'experiences', name: 'تجربه‌ها و کارگاه‌ها' },
  { key: 'cards', name: 'کارت هدیه' },
  { key: 'summer', name: 'ویژه‌ی تابستان', isActive: false },
];

const GIFTS: {
  category: string;
  title: string;
  description: string;
  points: number;
  stock: number | null;
  isActive?: boolean;
  requiresNationCode?: boolean;
  delivery?: 'address' | 'branch';
}[] = [
  {
    category: 'goods',
    title: 'یک فنجان قهوه‌ی رایگان',
    description: 'هر نوشیدنی گرم کافه به انتخاب شما.',
    points: 300,
    stock: null,
  },
  {
    category: 'goods',
    title: 'پولکی زعفرانی ۳۰۰ گرمی',
    description: 'یک بسته پولکی زعفرانی تازه.',
    points: 700,
    stock: 40,
  },
  {
    category: 'goods',
    title: 'گز لقمه‌ای ۲۵۰ گرمی',
    description: 'یک جعبه گز لقمه‌ای پسته‌ای.',
    points: 1_200,
    stock: 20,
  },
  {
    category: 'goods',
    title: 'جعبه‌ی سوغات اصفهان',
    description: 'جعبه‌ی کوچک گز، پولکی و سوهان.',
    points: 5_000,
    stock: 0,
  },
  {
    category: 'experiences',
    title: 'کارگاه لاته‌آرت رایگان',
    description: 'یک جلسه کارگاه لاته‌آرت برای یک نفر.',
    points: 4_000,
    stock: 5,
    delivery: 'branch',
  },
  {
    category: 'experiences',
    title: 'بلیت دونفره‌ی کارگاه گزپزی',
    description: 'کارگاه گزپزی سنتی برای دو نفر.',
    points: 7_500,
    stock: 2,
    delivery: 'branch',
    requiresNationCode: true,
  },
  {
    category: 'cards',
    title: 'کارت هدیه‌ی ۱۰۰ هزار تومانی',
    description: 'اعتبار خرید از فروشگاه؛ کارت به نام و کد ملی شما صادر می‌شود.',
    points: 2_500,
    stock: null,
    requiresNationCode: true,
  },
  {
    category: 'cards',
    title: 'کارت هدیه‌ی ۵۰۰ هزار تومانی',
    description: 'اعتبار خرید از فروشگاه؛ کارت به نام و کد ملی شما صادر می‌شود.',
    points: 11_000,
    stock: 10,
    requiresNationCode: true,
  },
  {
    category: 'summer',
    title: 'فالوده‌ی رایگان',
    description: 'یک فالوده‌ی شیرازی در روزهای گرم.',
    points: 250,
    stock: null,
    isActive: false,
  },
];

const WHEEL = [
  { title: '۵۰ امتیاز', kind: 'points', value: 50, weight: 30, color: '#0E7C86' },
  { title: '۱۰۰ امتیاز', kind: 'points', value: 100, weight: 15, color: '#1F3A5F' },
  { title: '۵۰۰ امتیاز', kind: 'points', value: 500, weight: 3, color: '#D99A2B' },
  { title: 'کد تخفیف ۵۰ هزار تومانی', kind: 'coupon', value: 50_000, weight: 8, color: '#B5473A' },
  {
    title: 'کد تخفیف ۱۰۰ هزار تومانی',
    kind: 'coupon',
    value: 100_000,
    weight: 4,
    color: '#6A4C93',
  },
  { title: '۲۰ هزار تومان اعتبار', kind: 'credit', value: 20_000, weight: 5, color: '#2E7D32' },
  { title: 'پوچ', kind: 'nothing', value: 0, weight: 25, color: '#9AA5B1' },
  { title: 'دفعه‌ی بعد', kind: 'nothing', value: 0, weight: 15, color: '#C8D3D5' },
] satisfies (typeof wheelPrizes.$inferInsert)[];

export function giftImage(id: number): string {
  return `/images/gifts/${id}.svg`;
}

export type SeededLoyalty = { giftIds: number[]; giftPoints: number[] };

export async function seedLoyalty(db: Executor): Promise<SeededLoyalty> {
  const categoryRows = await db
    .insert(giftCategories)
    .values(GIFT_CATEGORIES.map(({ name, isActive }) => ({ name, isActive: isActive ?? true })))
    .returning({ id: giftCategories.id });
  const categoryIds = new Map(
    GIFT_CATEGORIES.map((category, i) => [category.key, categoryRows[i]?.id ?? null]),
  );
  const ids = await reserveIds(db, 'gifts', GIFTS.length);
  await db.insert(gifts).values(
    GIFTS.map((gift, i) => {
      const id = ids[i];
      if (id === undefined) throw new Error('too few gift ids were reserved');
      return {
        id,
        categoryId: categoryIds.get(gift.category) ?? null,
        title: gift.title,
        description: gift.description,
        image: giftImage(id),
        points: gift.points,
        stock: gift.stock,
        isActive: gift.isActive ?? true,
        requiresNationCode: gift.requiresNationCode ?? false,
        delivery: gift.delivery ?? 'address',
      };
    }),
  );
  await db.insert(wheelPrizes).values(WHEEL);
  return { giftIds: ids, giftPoints: GIFTS.map((gift) => gift.points) };
}
