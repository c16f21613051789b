/** Every number of spec section 9, named once. */

export const PAGE_SIZE = {
  orders: 20,
  productList: 20,
  search: 30,
  home: 30,
  giftRequests: 10,
  /** Notification pages are count / 10, rounded up. */
  notifications: 10,
} as const;

export const FIRST_PAGE = 1;

export const TIMING_MS = {
  orderStatusReload: 300,
  profileRedirect: 500,
  reminderRefresh: 500,
  loginCartReload: 500,
  codeVerifyRedirect: 2000,
  ssoRedirect: 1000,
  requestTimeout: 120_000,
  lazyLoadDelay: 200,
} as const;

export const PERSIST = {
  key: 'root_persistent_v4',
  timeoutMs: 5000,
  parts: ['user', 'app', 'products', 'customer', 'orders', 'global'] as const,
} as const;

export const CREDIT_TOP_UP_DEFAULT = 10_000;

export const STAR_DEFAULT = { orderComment: 3, productComment: 1 } as const;

export const PACKAGE_ADD_COUNT = 1;
export const DEFAULT_RESERVATION_PAYMENT_TYPE = 'cash';
export const DEFAULT_PAYMENT_METHOD = 'cash';
export const DEFAULT_HOLIDAY_COUNTRY = 'IR';

export const MAP_DEFAULTS = { lat: 32.644265, lng: 51.667438, zoom: 15 } as const;

export const GIFT_REQUEST_CANCEL_STATUS = 5;

/** Dates are cut to their first 10 characters for display. */
export const DISPLAY_DATE_LENGTH = 10;
/** Timestamps arrive in seconds. */
export const TIMESTAMP_TO_MS = 1000;

export const STATUS_COLORS = { red: '#F40B0B', green: '#009925', grey: '#999' } as const;

/** A one-time login code lives this long (seconds). */
export const OTP_CODE_TTL_SECONDS = 120;
/** No new code for a number until this many seconds pass: the code screen's countdown. */
export const OTP_RESEND_COOLDOWN_SECONDS = 120;
