import type { Executor } from '../database';
import { locations } from '../schema';

type LocationRow = typeof locations.$inferInsert;

type ProvinceSpec = { name: string; cities: { name: string; districts?: string[] }[] };

/** Isfahan in detail (its city down to neighbourhoods), a few other provinces by city. */
const PROVINCES: ProvinceSpec[] = [
  {
    name: 'اصفهان',
    cities: [
      {
        name: 'اصفهان',
        districts: [
          'نقش جهان',
          'چهارباغ',
          'جلفا',
          'خیابان نظر',
          'سپاهان‌شهر',
          'مرداویج',
          'شیخ صدوق',
          'هشت‌بهشت',
          'جی',
          'ملک‌شهر',
          'زینبیه',
          'خانه‌اصفهان',
          'آتشگاه',
          'باغ غدیر',
          'بزرگمهر',
          'کاوه',
        ],
      },
      { name: 'کاشان' },
      { name: 'خمینی‌شهر' },
      { name: 'نجف‌آباد' },
      { name: 'شاهین‌شهر' },
      { name: 'شهرضا' },
      { name: 'فولادشهر' },
      { name: 'مبارکه' },
      { name: 'زرین‌شهر' },
      { name: 'فلاورجان' },
      { name: 'گلپایگان' },
      { name: 'نطنز' },
      { name: 'سمیرم' },
      { name: 'نائین' },
      { name: 'اردستان' },
      { name: 'خوانسار' },
      { name: 'دهاقان' },
    ],
  },
  {
    name: 'تهران',
    cities: [{ name: 'تهران' }, { name: 'شهریار' }, { name: 'اسلامشهر' }, { name: 'ری' }],
  },
  {
    name: 'یزد',
    cities: [{ name: 'یزد' }, { name: 'میبد' }, { name: 'اردکان' }, { name: 'مهریز' }],
  },
  {
    name: 'فارس',
    cities: [{ name: 'شیراز' }, { name: 'مرودشت' }, { name: 'کازرون' }, { name: 'فسا' }],
  },
  {
    name: 'چهارمحال و بختیاری',
    cities: [{ name: 'شهرکرد' }, { name: 'بروجن' }, { name: 'فارسان' }],
  },
  {
    name: 'خراسان رضوی',
    cities: [{ name: 'مشهد' }, { name: 'نیشابور' }, { name: 'سبزوار' }],
  },
];

export type SeededLocations = {
  /** District ids of Isfahan city by name, for demo addresses. */
  isfahanDistricts: Map<string, number>;
  isfahanCityId: number;
};

export async function seedLocations(db: Executor): Promise<SeededLocations> {
  const isfahanDistricts = new Map<string, number>();
  let isfahanCityId = 0;
  for (const province of PROVINCES) {
    const [provinceRow] = await db
      .insert(locations)
      .values({ name: province.name, kind: 'province' })
      .returning({ id: locations.id });
    if (!provinceRow) throw new Error('province insert returned nothing');
    const cities: LocationRow[] = province.cities.map((city) => ({
      name: city.name,
      kind: 'city',
      parentId: provinceRow.id,
    }));
    const cityRows = await db
      .insert(locations)
      .values(cities)
      .returning({ id: locations.id, name: locations.name });
    for (const city of province.cities) {
      const cityRow = cityRows.find((row) => row.name === city.name);
      if (!cityRow || !city.districts) continue;
      const districts: LocationRow[] = city.districts.map((name) => ({
        name,
        kind: 'district',
        parentId: cityRow.id,
      }));
      const districtRows = await db
        .insert(locations)
        .values(districts)
        .returning({ id: locations.id, name: locations.name });
      if (province.name === 'اصفهان' && city.name === 'اصفهان') {
        isfahanCityId = cityRow.id;
        for (const row of districtRows) isfahanDistricts.set(row.name, row.id);
      }
    }
  }
  return { isfahanDistricts, isfahanCityId };
}
