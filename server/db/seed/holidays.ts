import { DEFAULT_HOLIDAY_COUNTRY } from '@/lib/constants';
import type { Executor } from '../database';
import { holidays } from '../schema';

/**
 * Iran's official holidays of the Jalali year 1405 (21 March 2026 – 20 March
 * 2027), as Gregorian dates. The solar ones are fixed; the lunar ones follow
 * the official calendar published for 1405 (25 days), which can still move by
 * a day when the moon is sighted.
 */
export const HOLIDAYS_1405: { date: string; title: string }[] = [
  { date: '2026-03-21', title: 'جشن نوروز و عید سعید فطر' },
  { date: '2026-03-22', title: 'عید نوروز و تعطیل به مناسبت عید سعید فطر' },
  { date: '2026-03-23', title: 'عید نوروز' },
  { date: '2026-03-24', title: 'عید نوروز' },
  { date: '2026-04-01', title: 'روز جمهوری اسلامی ایران' },
  { date: '2026-04-02', title: 'روز طبیعت' },
  { date: '2026-05-27', title: 'عید سعید قربان' },
  { date: '2026-06-04', title: 'عید سعید غدیر خم و رحلت امام خمینی' },
  { date: '2026-06-05', title: 'قیام ۱۵ خرداد' },
  { date: '2026-06-24', title: 'تاسوعای حسینی' },
  { date: '2026-06-25', title: 'عاشورای حسینی' },
  { date: '2026-08-03', title: 'اربعین حسینی' },
  { date: '2026-08-11', title: 'رحلت رسول اکرم و شهادت امام حسن مجتبی' },
  { date: '2026-08-13', title: 'شهادت امام رضا' },
  { date: '2026-08-21', title: 'شهادت امام حسن عسکری' },
  { date: '2026-08-30', title: 'میلاد رسول اکرم و امام جعفر صادق' },
  { date: '2026-11-13', title: 'شهادت حضرت فاطمه‌ی زهرا' },
  { date: '2026-12-22', title: 'ولادت امام علی' },
  { date: '2027-01-05', title: 'مبعث رسول اکرم' },
  { date: '2027-01-23', title: 'ولادت حضرت قائم' },
  { date: '2027-02-11', title: 'پیروزی انقلاب اسلامی' },
  { date: '2027-02-28', title: 'شهادت امام علی' },
  { date: '2027-03-10', title: 'عید سعید فطر' },
  { date: '2027-03-11', title: 'تعطیل به مناسبت عید سعید فطر' },
  { date: '2027-03-20', title: 'روز ملی شدن صنعت نفت' },
];

/**
 * Iran's official holidays of the Jalali year 1406 (21 March 2027 – 19 March
 * 2028). The solar ones are fixed. The lunar ones are the Umm al-Qura dates of
 * their Hijri days (1448–1449), which matched Iran's 1405 calendar for every
 * holiday but Eid al-Fitr, a day later in Iran, as here; the official calendar
 * may still move one by a day when the moon is sighted.
 */
export const HOLIDAYS_1406: { date: string; title: string }[] = [
  { date: '2027-03-21', title: 'جشن نوروز' },
  { date: '2027-03-22', title: 'عید نوروز' },
  { date: '2027-03-23', title: 'عید نوروز' },
  { date: '2027-03-24', title: 'عید نوروز' },
  { date: '2027-04-01', title: 'روز جمهوری اسلامی ایران' },
  { date: '2027-04-02', title: 'روز طبیعت' },
  { date: '2027-05-16', title: 'عید سعید قربان' },
  { date: '2027-05-24', title: 'عید سعید غدیر خم' },
  { date: '2027-06-04', title: 'رحلت امام خمینی' },
  { date: '2027-06-05', title: 'قیام ۱۵ خرداد' },
  { date: '2027-06-14', title: 'تاسوعای حسینی' },
  { date: '2027-06-15', title: 'عاشورای حسینی' },
  { date: '2027-07-24', title: 'اربعین حسینی' },
  { date: '2027-08-01', title: 'رحلت رسول اکرم و شهادت امام حسن مجتبی' },
  { date: '2027-08-02', title: 'شهادت امام رضا' },
  { date: '2027-08-10', title: 'شهادت امام حسن عسکری' },
  { date: '2027-08-19', title: 'میلاد رسول اکرم و امام جعفر صادق' },
  { date: '2027-11-02', title: 'شهادت حضرت فاطمه‌ی زهرا' },
  { date: '2027-12-11', title: 'ولادت امام علی' },
  { date: '2027-12-25', title: 'مبعث رسول اکرم' },
  { date: '2028-01-12', title: 'ولادت حضرت قائم' },
  { date: '2028-02-11', title: 'پیروزی انقلاب اسلامی' },
  { date: '2028-02-17', title: 'شهادت امام علی' },
  { date: '2028-02-27', title: 'عید سعید فطر' },
  { date: '2028-02-28', title: 'تعطیل به مناسبت عید سعید فطر' },
  { date: '2028-03-19', title: 'روز ملی شدن صنعت نفت' },
];

export async function seedHolidays(db: Executor): Promise<void> {
  await db.insert(holidays).values(
    [...HOLIDAYS_1405, ...HOLIDAYS_1406].map((holiday) => ({
      ...holiday,
      country: DEFAULT_HOLIDAY_COUNTRY,
    })),
  );
}
