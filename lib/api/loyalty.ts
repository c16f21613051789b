import { loyaltyCalls } from '@/lib/contract/calls/loyalty';
import {
  type CustomerBehavior,
  GIFT_REQUEST_CANCELLED,
  GIFT_REQUEST_PAGE_SIZE,
  type Gift,
  type GiftCategory,
  type GiftList,
  type GiftRequestBody,
  type GiftRequestPage,
  type PointHistoryPage,
  type PointsSummary,
  type Referral,
  type ReferralBody,
  type ReferralInvite,
  type ReferralLink,
  type ReferralList,
  type ReferralPlan,
  type ScoreEstimate,
  type WheelGifts,
} from '@/lib/contract/loyalty';
import { receive, send } from './client';

export function fetchPoints(customerId: number, signal?: AbortSignal): Promise<PointsSummary> {
  return receive(loyaltyCalls.points, { params: { id: customerId } }, { signal });
}

export function fetchHistories(page: number, signal?: AbortSignal): Promise<PointHistoryPage> {
  return receive(loyaltyCalls.histories, { query: { page, limit: 10 } }, { signal });
}

/** What the caller's cart earns when completed. */
export function fetchCartScore(customerId: number, signal?: AbortSignal): Promise<ScoreEstimate> {
  return receive(loyaltyCalls.scoreEstimate, { params: { id: customerId } }, { signal });
}

/** What one of the caller's orders earns when completed (each line's points, whatever its status). */
export function fetchOrderScore(
  customerId: number,
  orderId: number,
  signal?: AbortSignal,
): Promise<ScoreEstimate> {
  return receive(
    loyaltyCalls.scoreEstimate,
    { params: { id: customerId }, query: { order_id: orderId } },
    { signal },
  );
}

export function fetchBehavior(signal?: AbortSignal): Promise<CustomerBehavior> {
  return receive(loyaltyCalls.customerBehavior, {}, { signal });
}

export async function fetchGiftCategories(signal?: AbortSignal): Promise<GiftCategory[]> {
  return (await receive(loyaltyCalls.giftCategories, {}, { signal })).results;
}

export function fetchGifts(category: number | null, signal?: AbortSignal): Promise<GiftList> {
  return receive(loyaltyCalls.gifts, { query: { category } }, { signal });
}

export function fetchGift(id: number, signal?: AbortSignal): Promise<Gift> {
  return receive(loyaltyCalls.gift, { params: { id } }, { signal });
}

export function requestGift(body: GiftRequestBody) {
  return send(loyaltyCalls.requestGift, { body });
}

export function fetchGiftRequests(page: number, signal?: AbortSignal): Promise<GiftRequestPage> {
  return receive(
    loyaltyCalls.giftRequests,
    { query: { page, limit: GIFT_REQUEST_PAGE_SIZE } },
    { signal },
  );
}

/** Spec §4: cancelling sets status 5. */
export function cancelGiftRequest(id: number) {
  return send(loyaltyCalls.cancelGiftRequest, {
    params: { id },
    body: { status: GIFT_REQUEST_CANCELLED },
  });
}

export function fetchWheel(signal?: AbortSignal): Promise<WheelGifts> {
  return receive(loyaltyCalls.wheelGifts, {}, { signal });
}

export function spinWheel() {
  return send(loyaltyCalls.spinWheel, {});
}

export async function fetchReferralPlans(signal?: AbortSignal): Promise<ReferralPlan[]> {
  return (
    await receive(
      loyaltyCalls.referralPlans,
      { query: { is_active: 'true', soft_delete: 'false' } },
      { signal },
    )
  ).results;
}

export function fetchReferrals(signal?: AbortSignal): Promise<ReferralList> {
  return receive(loyaltyCalls.referrals, {}, { signal });
}

export function createReferral(body: ReferralBody): Promise<Referral> {
  return receive(loyaltyCalls.refer, { body });
}

/** The caller's invitation code and the login link that carries it. */
export function fetchReferralLink(signal?: AbortSignal): Promise<ReferralLink> {
  return receive(loyaltyCalls.referralLink, {}, { signal });
}

/** Who an invitation code is from, and what a friend joining now earns. */
export function fetchReferralInvite(code: string, signal?: AbortSignal): Promise<ReferralInvite> {
  return receive(loyaltyCalls.referralInvite, { params: { code } }, { signal });
}

/** A customer who just signed up through an invitation link ties it to its referrer. */
export function claimReferralInvite(code: string): Promise<ReferralInvite> {
  return receive(loyaltyCalls.claimReferral, { body: { code } });
}
