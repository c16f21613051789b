import type { Call } from '@/server/http/call';
import { addressCalls } from './address';
import { authCalls } from './auth';
import { cartCalls } from './cart';
import { catalogCalls } from './catalog';
import { collectionCalls } from './collection';
import { commentCalls } from './comment';
import { couponCalls } from './coupon';
import { customerCalls } from './customer';
import { devOutboxCalls } from './dev-outbox';
import { docsCalls } from './docs';
import { favoriteCalls } from './favorite';
import { holidayCalls } from './holiday';
import { orderCalls } from './order';
import { paymentCalls } from './payment';
import { qrCalls } from './qr';
import { reminderCalls } from './reminder';
import { reservationCalls } from './reservation';
import { sitemapCalls } from './sitemap';
import { ssoCalls } from './sso';
import { staffCalls } from './staff';
import { zoneCalls } from './zone';

/** Every call of the API, in the order the reference and the README list them. */
export const apiCalls: Call[] = [
  ...catalogCalls,
  ...sitemapCalls,
  ...commentCalls,
  ...reminderCalls,
  ...authCalls,
  ...ssoCalls,
  ...qrCalls,
  ...customerCalls,
  ...addressCalls,
  ...favoriteCalls,
  ...zoneCalls,
  ...cartCalls,
  ...couponCalls,
  ...holidayCalls,
  ...orderCalls,
  ...reservationCalls,
  ...collectionCalls,
  ...staffCalls,
  ...paymentCalls,
  ...docsCalls(() => apiCalls),
  ...devOutboxCalls,
];
