import {
  type CustomerBehavior,
  customerBehavior,
  GIFT_REQUEST_CANCELLED,
  GIFT_REQUEST_PAGE_SIZE,
  type Gift,
  type GiftCategory,
  type GiftList,
  type GiftRequestBody,
  type GiftRequestPage,
  gift,
  giftCategoryList,
  giftList,
  giftRequestCancelled,
  giftRequestCreated,
  giftRequestPage,
  type PointHistoryPage,
  type PointsSummary,
  pointHistoryPage,
  pointsSummary,
  type Referral,
  type ReferralBody,
  type ReferralInvite,
  type ReferralLink,
  type ReferralList,
  type ReferralPlan,
  referral,
  referralInvite,
  referralLink,
  referralList,
  referralPlanList,
  type ScoreEstimate,
  scoreEstimate,
  type WheelGifts,
  wheelGifts,
  wheelSpin,
} from '@/lib/contract/loyalty';
import { apiCall, apiGet } from './client';

export function fetchPoints(customerId: number, signal?: AbortSignal): Promise<PointsSummary> {
  return apiGet(`/api/v1/scoring/${customerId}/get/`, pointsSummary, { signal });
}

export function fetchHistories(page: number, signal?: AbortSignal): Promise<PointHistoryPage> {
  return apiGet('/api/v1/scoring/histories/', pointHistoryPage, {
    signal,
    searchParams: { page, limit: 10 },
  });
}

/** What the caller's cart earns when completed. */
export function fetchCartScore(customerId: number, signal?: AbortSignal): Promise<ScoreEstimate> {
  return apiGet(`/api/v1/app/customers/calculting_score/${customerId}`, scoreEstimate, { signal });
}

export function fetchBehavior(signal?: AbortSignal): Promise<CustomerBehavior> {
  return apiGet('/api/v1/promote/customer_behavior/', customerBehavior, { signal });
}

export async function fetchGiftCategories(signal?: AbortSignal): Promise<GiftCategory[]> {
  return (await apiGet('/api/v3/scoring/gift-category/', giftCategoryList, { signal })).results;
}

export function fetchGifts(category: number | null, signal?: AbortSignal): Promise<GiftList> {
  return apiGet('/api/v1/scoring/gifts/', giftList, { signal, searchParams: { category } });
}

export function fetchGift(id: number, signal?: AbortSignal): Promise<Gift> {
  return apiGet(`/api/v1/scoring/gifts/${id}`, gift, { signal });
}

export function requestGift(body: GiftRequestBody) {
  return apiCall('post', '/api/v1/scoring/gift-requests/', giftRequestCreated, { json: body });
}

export function fetchGiftRequests(page: number, signal?: AbortSignal): Promise<GiftRequestPage> {
  return apiGet('/api/v1/scoring/gift-requests/', giftRequestPage, {
    signal,
    searchParams: { page, limit: GIFT_REQUEST_PAGE_SIZE },
  });
}

/** Spec §4: cancelling sets status 5. */
export function cancelGiftRequest(id: number) {
  return apiCall('patch', `/api/v1/scoring/gift-requests/${id}/`, giftRequestCancelled, {
    json: { status: GIFT_REQUEST_CANCELLED },
  });
}

export function fetchWheel(signal?: AbortSignal): Promise<WheelGifts> {
  return apiGet('/api/v1/roulette/gifts/', wheelGifts, { signal });
}

export function spinWheel() {
  return apiCall('get', '/api/v1/spin/gifts/wheel/', wheelSpin);
}

export async function fetchReferralPlans(signal?: AbortSignal): Promise<ReferralPlan[]> {
  return (
    await apiGet('/api/v3/referrals/plan', referralPlanList, {
      signal,
      searchParams: { is_active: true, soft_delete: false },
    })
  ).results;
}

export function fetchReferrals(signal?: AbortSignal): Promise<ReferralList> {
  return apiGet('/api/v3/referrals/referral/', referralList, { signal });
}

export function createReferral(body: ReferralBody): Promise<Referral> {
  return apiCall('post', '/api/v3/referrals/referral/', referral, { json: body }).then(
    (result) => result.data,
  );
}

/** The caller's invitation code and the login link that carries it. */
export function fetchReferralLink(signal?: AbortSignal): Promise<ReferralLink> {
  return apiGet('/api/v3/referrals/code/', referralLink, { signal });
}

/** Who an invitation code is from, and what a friend joining now earns. */
export function fetchReferralInvite(code: string, signal?: AbortSignal): Promise<ReferralInvite> {
  return apiGet(`/api/v3/referrals/invite/${encodeURIComponent(code)}/`, referralInvite, {
    signal,
  });
}

/** A customer who just signed up through an invitation link ties it to its referrer. */
export function claimReferralInvite(code: string): Promise<ReferralInvite> {
  return apiCall('post', '/api/v3/referrals/claim/', referralInvite, { json: { code } }).then(
    (result) => result.data,
  );
}
