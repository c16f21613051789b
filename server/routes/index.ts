import type { Call } from '@/server/http/call';
import { addressRoutes } from './address';
import { authRoutes } from './auth';
import { cartRoutes } from './cart';
import { catalogRoutes } from './catalog';
import { collectionRoutes } from './collection';
import { commentRoutes } from './comment';
import { couponRoutes } from './coupon';
import { customerRoutes } from './customer';
import { devOutboxRoutes } from './dev-outbox';
import { docsRoutes } from './docs';
import { favoriteRoutes } from './favorite';
import { holidayRoutes } from './holiday';
import { loyaltyRoutes } from './loyalty';
import { notificationRoutes } from './notification';
import { orderRoutes } from './order';
import { paymentRoutes } from './payment';
import { qrRoutes } from './qr';
import { recentlyViewedRoutes } from './recently-viewed';
import { reminderRoutes } from './reminder';
import { reservationRoutes } from './reservation';
import { returnRoutes } from './returns';
import { sitemapRoutes } from './sitemap';
import { ssoRoutes } from './sso';
import { staffRoutes } from './staff';
import { uploadRoutes } from './upload';
import { zoneRoutes } from './zone';

/** Every call of the API, in the order the reference and the README list them. */
export const apiCalls: Call[] = [
  ...catalogRoutes,
  ...sitemapRoutes,
  ...commentRoutes,
  ...reminderRoutes,
  ...authRoutes,
  ...ssoRoutes,
  ...qrRoutes,
  ...customerRoutes,
  ...addressRoutes,
  ...favoriteRoutes,
  ...recentlyViewedRoutes,
  ...zoneRoutes,
  ...cartRoutes,
  ...couponRoutes,
  ...holidayRoutes,
  ...orderRoutes,
  ...returnRoutes,
  ...reservationRoutes,
  ...collectionRoutes,
  ...loyaltyRoutes,
  ...staffRoutes,
  ...paymentRoutes,
  ...notificationRoutes,
  ...uploadRoutes,
  ...docsRoutes(() => apiCalls),
  ...devOutboxRoutes,
];
