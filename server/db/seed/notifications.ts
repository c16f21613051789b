import type { NotificationCode, NotificationVariant } from '@/lib/contract/notification';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import { orderName, reservationSlotWords } from '@/server/services/notification/order-words';
import type { Executor } from '../database';
import { notifications } from '../schema';
import { DAY_MS } from './dates';
import type { DemoProduct, SeededOrder } from './orders';

/** The words the shop's own referral notifications use, so the demo's read the same. */
const notes = apiMessages.loyalty.notifications;

type DemoNotification = {
  code: NotificationCode;
  variant: NotificationVariant;
  title: string;
  message: string;
  link: string | null;
  daysAgo: number;
  read: boolean;
};

/**
 * The demo customer's inbox: one notification of every kind the shop writes
 * (order moves, payments, restock, reservation, gifts, wheel, referrals,
 * points, comments), fifteen in all so the inbox has a second page, the older ones read.
 */
export async function seedNotifications(
  db: Executor,
  customerId: number,
  seededOrders: SeededOrder[],
  products: DemoProduct[],
  now: Date,
): Promise<void> {
  const sent = seededOrders.find((order) => order.status === 'send');
  const done = seededOrders.find((order) => order.status === 'completed');
  const paid = seededOrders.find((order) => order.paid && order.payment === 'card');
  const unpaid = seededOrders.find((order) => !order.paid && order.status === 'created');
  const reservation = seededOrders.find((order) => order.kind === 'reservation');
  const restocked = products.find(({ draft }) => draft.stock !== 0);
  const orderLink = (order: SeededOrder | undefined) => (order ? `/order/${order.id}` : null);
  // Orders named as the lists name them (and as the shop's own notifications do).
  const code = (order: SeededOrder | undefined) => (order ? orderName(order) : '');
  const slot = reservation ? await reservationSlotWords(db, reservation.id) : null;

  const inbox: DemoNotification[] = [
    {
      code: 'order_status',
      variant: 'success',
      title: `${code(sent)}: ارسال شده`,
      message: `${code(sent)} برای شما ارسال شد.`,
      link: orderLink(sent),
      daysAgo: 0.1,
      read: false,
    },
    {
      code: 'payment_paid',
      variant: 'success',
      title: `پرداخت ${code(paid)} انجام شد`,
      message: `پرداخت ${code(paid)} با موفقیت انجام شد.`,
      link: orderLink(paid),
      daysAgo: 0.5,
      read: false,
    },
    {
      code: 'restock',
      variant: 'info',
      title: 'موجود شد',
      message: restocked
        ? `«${restocked.draft.name}» که منتظرش بودید دوباره موجود است.`
        : 'محصولی که منتظرش بودید دوباره موجود است.',
      link: restocked ? `/product/${restocked.id}` : null,
      daysAgo: 1,
      read: false,
    },
    {
      code: 'reservation_reminder',
      variant: 'info',
      title: reservation ? `یادآوری ${orderName(reservation)}` : 'یادآوری رزرو',
      message: slot
        ? `رزرو «${slot.name}» برای ${slot.date} از ساعت ${slot.from} تا ${slot.to} است؛ لطفاً سر وقت حاضر باشید.`
        : 'رزرو شما نزدیک است؛ لطفاً سر وقت حاضر باشید.',
      link: orderLink(reservation),
      daysAgo: 1.5,
      read: false,
    },
    {
      code: 'payment_failed',
      variant: 'error',
      title: 'پرداخت ناموفق بود',
      message: `پرداخت ${code(unpaid)} انجام نشد. اگر مبلغی کسر شده باشد، بانک آن را برمی‌گرداند.`,
      link: orderLink(unpaid),
      daysAgo: 2,
      read: true,
    },
    {
      code: 'gift_request',
      variant: 'success',
      title: 'درخواست هدیه پذیرفته شد',
      message: 'درخواست هدیهٔ شما پذیرفته شد و با سفارش بعدی‌تان می‌رسد.',
      link: null,
      daysAgo: 3,
      read: true,
    },
    {
      code: 'wheel_prize',
      variant: 'success',
      title: 'جایزهٔ گردونه',
      message: 'از گردونهٔ شانس ۵۰ امتیاز بردید.',
      link: null,
      daysAgo: 4,
      read: true,
    },
    {
      code: 'referral_reward',
      variant: 'success',
      title: notes.referralTitle,
      message: fillMessage(notes.referralReward, { name: 'علی رضایی', points: 500 }),
      link: '/profile/referrals',
      daysAgo: 5,
      read: true,
    },
    {
      code: 'referral_joined',
      variant: 'info',
      title: notes.referralJoinedTitle,
      message: fillMessage(notes.referralJoined, { name: 'زهرا حسینی', points: 500 }),
      link: '/profile/referrals',
      daysAgo: 12,
      read: true,
    },
    {
      code: 'referral_welcome',
      variant: 'success',
      title: notes.referralWelcomeTitle,
      message: fillMessage(notes.referralWelcome, { name: 'محمد کریمی', points: 200 }),
      link: '/profile/loyalty',
      daysAgo: 40,
      read: true,
    },
    {
      code: 'comment',
      variant: 'success',
      title: 'نظر شما منتشر شد',
      message: restocked
        ? `نظر شما دربارهٔ «${restocked.draft.name}» پس از بررسی منتشر شد.`
        : 'نظر شما پس از بررسی منتشر شد.',
      link: restocked ? `/product/${restocked.id}` : null,
      daysAgo: 5.5,
      read: true,
    },
    {
      code: 'points',
      variant: 'info',
      title: 'امتیاز خرید',
      message: `با ${code(done)} امتیاز باشگاه مشتریان گرفتید.`,
      link: orderLink(done),
      daysAgo: 6,
      read: true,
    },
    {
      code: 'order_status',
      variant: 'success',
      title: `${code(done)}: تحویل شده`,
      message: `${code(done)} تحویل شد. از خریدتان سپاسگزاریم.`,
      link: orderLink(done),
      daysAgo: 7,
      read: true,
    },
    {
      code: 'order_status',
      variant: 'info',
      title: `${code(done)}: در حال آماده‌سازی`,
      message: `${code(done)} در حال آماده‌سازی است.`,
      link: orderLink(done),
      daysAgo: 8,
      read: true,
    },
    {
      code: 'payment_paid',
      variant: 'success',
      title: 'اعتبار حساب افزایش یافت',
      message: 'مبلغ ۱۰۰٬۰۰۰ تومان به اعتبار حساب شما افزوده شد.',
      link: '/profile/credit',
      daysAgo: 10,
      read: true,
    },
  ];
  await db.insert(notifications).values(
    inbox.map(({ daysAgo, read, ...notification }) => {
      const createdAt = new Date(now.getTime() - daysAgo * DAY_MS);
      return {
        customerId,
        ...notification,
        createdAt,
        readAt: read ? new Date(createdAt.getTime() + DAY_MS / 4) : null,
      };
    }),
  );
}
