/**
 * Loyalty (spec §3 "Points", "Gift", "Gift request list", "Wheel", "Referral";
 * §7 "Loyalty, gifts, notifications" and the referral calls): the points
 * ledger, gifts and gift requests, the wheel of fortune and referrals.
 */
import { verifyIranianNationalId } from '@persian-tools/persian-tools';
import { z } from 'zod';
import { toLatinDigits } from '@/lib/format/digits';
import fa from '@/messages/fa.json';
import { mobileField } from './auth';
import { blankable, blankableId, idParam, limitQuery, paged, pageQuery } from './common';
import { personName } from './customer';

// Referrals live in referral.ts; importers keep reading every loyalty shape here.
export * from './referral';

const messages = fa.api.loyalty;

/* ───────── points ───────── */

/** Why a customer's points changed: every ledger row carries one. */
export const POINT_REASONS = [
  'signup',
  'order',
  'order_reversal',
  'collection',
  'referral',
  'referred',
  'wheel',
  'gift_request',
  'gift_refund',
  'staff',
] as const;
export type PointReason = (typeof POINT_REASONS)[number];

export const pointHistory = z.object({
  id: z.number().int(),
  /** Signed: earned points are positive, spent or taken back negative. */
  points: z.number().int(),
  balance_after: z.number().int(),
  reason: z.enum(POINT_REASONS),
  /** The reason in Persian, with its order's tracking code or gift where there is one. */
  title: z.string(),
  order_id: z.number().int().nullable(),
  gift_request_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type PointHistory = z.infer<typeof pointHistory>;

/** Spec §3 "Points: points, histories" (the newest few; the whole ledger pages through histories). */
export const pointsSummary = z.object({
  points: z.number().int(),
  histories: z.array(pointHistory),
});
export type PointsSummary = z.infer<typeof pointsSummary>;

export const POINT_HISTORY_PAGE_SIZE = 10;

export const historiesQuery = z.object({
  page: pageQuery,
  limit: limitQuery(POINT_HISTORY_PAGE_SIZE, 50),
});

export const pointHistoryPage = paged(pointHistory);
export type PointHistoryPage = z.infer<typeof pointHistoryPage>;

export const customerIdParams = z.object({ id: idParam });

export const scoreQuery = z.object({
  /** An order of the caller's; without it, the caller's cart. */
  order_id: blankableId(),
});

export const scoreEstimate = z.object({
  /** Points the whole would earn when completed. */
  score: z.number().int(),
  source: z.enum(['cart', 'order']),
  lines: z.array(
    z.object({
      product_id: z.number().int(),
      name: z.string(),
      count: z.number().int(),
      score_factor: z.number().int(),
      points: z.number().int(),
    }),
  ),
});
export type ScoreEstimate = z.infer<typeof scoreEstimate>;

/** GET /promote/customer_behavior/: the caller's standing for promotions. */
export const customerBehavior = z.object({
  points: z.number().int(),
  orders_count: z.number().int(),
  completed_orders: z.number().int(),
  points_this_month: z.number().int(),
  referrals_count: z.number().int(),
  /** The cheapest gift in stock the caller cannot yet afford, and how many points it still needs. */
  next_gift: z
    .object({
      id: z.number().int(),
      title: z.string(),
      points: z.number().int(),
      missing: z.number().int(),
    })
    .nullable(),
});
export type CustomerBehavior = z.infer<typeof customerBehavior>;

/* ───────── gifts ───────── */

export const giftCategory = z.object({ id: z.number().int(), name: z.string() });
export type GiftCategory = z.infer<typeof giftCategory>;

/** v3: plain JSON. */
export const giftCategoryList = z.object({
  count: z.number().int(),
  results: z.array(giftCategory),
});

export const GIFT_DELIVERIES = ['address', 'branch'] as const;
export type GiftDelivery = (typeof GIFT_DELIVERIES)[number];

export const gift = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  points: z.number().int(),
  /** Units left; null = unlimited. */
  stock: z.number().int().nullable(),
  in_stock: z.boolean(),
  is_active: z.boolean(),
  categories: z.array(giftCategory),
  requires_nation_code: z.boolean(),
  delivery: z.enum(GIFT_DELIVERIES),
});
export type Gift = z.infer<typeof gift>;

export const giftsQuery = z.object({ category: blankableId() });

export const giftList = z.object({ count: z.number().int(), results: z.array(gift) });
export type GiftList = z.infer<typeof giftList>;

export const giftIdParams = z.object({ id: idParam });

/** Spec §9: gift requests are listed 10 a page. */
export const GIFT_REQUEST_PAGE_SIZE = 10;
/** Spec §4 and §9: the status a customer's cancel sets. */
export const GIFT_REQUEST_CANCELLED = 5;

/** 1 pending, 2 accepted, 3 sent, 4 rejected, 5 cancelled by the customer. */
export const GIFT_REQUEST_STATUSES = [1, 2, 3, 4, 5] as const;
export type GiftRequestStatus = (typeof GIFT_REQUEST_STATUSES)[number];

const nationCodeField = z
  .string()
  .transform((value) => toLatinDigits(value).trim())
  .refine((value) => verifyIranianNationalId(value) === true, messages.nationCodeInvalid);

/** The customer information a gift needs: who receives it, and where. */
export const giftRequestBody = z.object({
  gift: idParam,
  first_name: personName(),
  last_name: personName(),
  mobile: mobileField,
  /** Required by a gift with requires_nation_code. */
  nation_code: blankable(nationCodeField),
  /** For a gift sent to an address: one of the caller's addresses. */
  address_id: blankableId(),
  /** For a gift collected at a branch. */
  branch_id: blankableId(),
});
export type GiftRequestBody = z.input<typeof giftRequestBody>;

export const giftRequest = z.object({
  id: z.number().int(),
  gift: z.object({
    id: z.number().int(),
    title: z.string(),
    image: z.string().nullable(),
  }),
  points: z.number().int(),
  status: z.number().int(),
  status_title: z.string(),
  /** Only a request staff have not started may be cancelled. */
  can_cancel: z.boolean(),
  first_name: z.string(),
  last_name: z.string(),
  mobile: z.string(),
  nation_code: z.string().nullable(),
  address: z.string().nullable(),
  branch: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type GiftRequest = z.infer<typeof giftRequest>;

export const giftRequestsQuery = z.object({
  page: pageQuery,
  limit: limitQuery(GIFT_REQUEST_PAGE_SIZE, 50),
});

export const giftRequestPage = paged(giftRequest);
export type GiftRequestPage = z.infer<typeof giftRequestPage>;

export const giftRequestCreated = z.object({
  request: giftRequest,
  /** The caller's points after the request. */
  points: z.number().int(),
});

export const giftRequestCancelBody = z.object({
  status: z.literal(GIFT_REQUEST_CANCELLED, { error: messages.cancelStatusOnly }),
});

export const giftRequestCancelled = z.object({
  request: giftRequest,
  points: z.number().int(),
});

export const staffGiftRequestsQuery = z.object({
  status: blankable(z.coerce.number().int().min(1).max(5)),
  page: pageQuery,
  limit: limitQuery(20, 100),
});

/** Staff moves: accept (2), mark sent (3), reject (4, points and stock given back). */
export const staffGiftRequestBody = z.object({
  status: z.union([z.literal(2), z.literal(3), z.literal(4)], {
    error: messages.staffStatusOnly,
  }),
});

/* ───────── the wheel ───────── */

export const WHEEL_PRIZE_KINDS = ['points', 'coupon', 'credit', 'nothing'] as const;

export const wheelPrize = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: z.enum(WHEEL_PRIZE_KINDS),
  value: z.number().int(),
  color: z.string(),
});
export type WheelPrize = z.infer<typeof wheelPrize>;

/** Whether landing on the prize gives the customer something: a «پوچ» slice, or one worth nothing, does not. */
export function wheelPrizeWins(prize: Pick<WheelPrize, 'kind' | 'value'>): boolean {
  return prize.kind !== 'nothing' && prize.value > 0;
}

export const wheelGifts = z.object({
  results: z.array(wheelPrize),
  /** For a customer: when they may spin next (ISO), null when they may now; null for others. */
  next_spin_at: z.string().nullable(),
  /** Days between spins, counted in Tehran days. */
  period_days: z.number().int(),
});
export type WheelGifts = z.infer<typeof wheelGifts>;

export const wheelSpin = z.object({
  results: z.array(wheelPrize),
  prize: wheelPrize,
  next_spin_at: z.string(),
  /** The personal code a coupon prize made. */
  coupon_code: z.string().nullable(),
  points: z.number().int(),
  credit: z.number().int(),
});
export type WheelSpin = z.infer<typeof wheelSpin>;
