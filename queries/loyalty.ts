import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cancelGiftRequest,
  claimReferralInvite,
  createReferral,
  fetchBehavior,
  fetchCartScore,
  fetchGift,
  fetchGiftCategories,
  fetchGiftRequests,
  fetchGifts,
  fetchHistories,
  fetchOrderScore,
  fetchPoints,
  fetchReferralInvite,
  fetchReferralLink,
  fetchReferralPlans,
  fetchReferrals,
  fetchWheel,
  requestGift,
  spinWheel,
} from '@/lib/api/loyalty';
import type { GiftRequestBody, ReferralBody } from '@/lib/contract/loyalty';
import { customerKeys, useCustomerId } from './customer';
import { paymentKeys } from './payment-keys';

export const loyaltyKeys = {
  all: ['loyalty'] as const,
  points: (customerId: number) => [...loyaltyKeys.all, 'points', customerId] as const,
  histories: (page: number) => [...loyaltyKeys.all, 'histories', page] as const,
  cartScore: (customerId: number) => [...loyaltyKeys.all, 'cart-score', customerId] as const,
  orderScore: (orderId: number) => [...loyaltyKeys.all, 'order-score', orderId] as const,
  behavior: () => [...loyaltyKeys.all, 'behavior'] as const,
  giftCategories: () => [...loyaltyKeys.all, 'gift-categories'] as const,
  gifts: (category: number | null) => [...loyaltyKeys.all, 'gifts', category] as const,
  gift: (id: number) => [...loyaltyKeys.all, 'gift', id] as const,
  giftRequests: (page: number) => [...loyaltyKeys.all, 'gift-requests', page] as const,
  wheel: (customerId: number | null) => [...loyaltyKeys.all, 'wheel', customerId] as const,
  plans: () => [...loyaltyKeys.all, 'plans'] as const,
  referrals: () => [...loyaltyKeys.all, 'referrals'] as const,
  referralLink: (customerId: number) => [...loyaltyKeys.all, 'referral-link', customerId] as const,
  invite: (code: string) => [...loyaltyKeys.all, 'invite', code] as const,
};

/** The caller's balance and newest history rows; the balance moves with every gift and spin. */
export function usePoints() {
  const customerId = useCustomerId();
  return useQuery({
    queryKey: loyaltyKeys.points(customerId ?? 0),
    queryFn: ({ signal }) => fetchPoints(customerId ?? 0, signal),
    enabled: customerId !== null,
    staleTime: 0,
  });
}

export function useHistories(page: number) {
  const customerId = useCustomerId();
  return useQuery({
    queryKey: loyaltyKeys.histories(page),
    queryFn: ({ signal }) => fetchHistories(page, signal),
    enabled: customerId !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useCartScore() {
  const customerId = useCustomerId();
  return useQuery({
    queryKey: loyaltyKeys.cartScore(customerId ?? 0),
    queryFn: ({ signal }) => fetchCartScore(customerId ?? 0, signal),
    enabled: customerId !== null,
    staleTime: 0,
  });
}

/** The points one of the caller's orders earns (or earned) when completed. */
export function useOrderScore(orderId: number) {
  const customerId = useCustomerId();
  return useQuery({
    queryKey: loyaltyKeys.orderScore(orderId),
    queryFn: ({ signal }) => fetchOrderScore(customerId ?? 0, orderId, signal),
    enabled: customerId !== null,
  });
}

export function useBehavior() {
  const customerId = useCustomerId();
  return useQuery({
    queryKey: loyaltyKeys.behavior(),
    queryFn: ({ signal }) => fetchBehavior(signal),
    enabled: customerId !== null,
    staleTime: 0,
  });
}

export function useGiftCategories() {
  return useQuery({
    queryKey: loyaltyKeys.giftCategories(),
    queryFn: ({ signal }) => fetchGiftCategories(signal),
  });
}

export function useGifts(category: number | null) {
  return useQuery({
    queryKey: loyaltyKeys.gifts(category),
    queryFn: ({ signal }) => fetchGifts(category, signal),
    placeholderData: keepPreviousData,
  });
}

export function useGift(id: number) {
  return useQuery({
    queryKey: loyaltyKeys.gift(id),
    queryFn: ({ signal }) => fetchGift(id, signal),
  });
}

export function useGiftRequests(page: number) {
  const customerId = useCustomerId();
  return useQuery({
    queryKey: loyaltyKeys.giftRequests(page),
    queryFn: ({ signal }) => fetchGiftRequests(page, signal),
    enabled: customerId !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** After points or stock move, everything loyalty shows is asked again. */
function useRefreshLoyalty() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: loyaltyKeys.all }),
      queryClient.invalidateQueries({ queryKey: customerKeys.all }),
    ]);
}

export function useRequestGift() {
  const refresh = useRefreshLoyalty();
  return useMutation({
    mutationFn: (body: GiftRequestBody) => requestGift(body),
    onSuccess: () => refresh(),
  });
}

export function useCancelGiftRequest() {
  const refresh = useRefreshLoyalty();
  return useMutation({
    mutationFn: (id: number) => cancelGiftRequest(id),
    onSuccess: () => refresh(),
  });
}

export function useWheel() {
  const customerId = useCustomerId();
  return useQuery({
    queryKey: loyaltyKeys.wheel(customerId),
    queryFn: ({ signal }) => fetchWheel(signal),
    staleTime: 0,
  });
}

/** A spin: the answer's prize is where the wheel lands; points and credit are asked again after. */
export function useSpin() {
  const queryClient = useQueryClient();
  const refresh = useRefreshLoyalty();
  return useMutation({
    mutationFn: () => spinWheel(),
    onSettled: () =>
      Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: paymentKeys.all })]),
  });
}

export function useReferralPlans() {
  return useQuery({
    queryKey: loyaltyKeys.plans(),
    queryFn: ({ signal }) => fetchReferralPlans(signal),
  });
}

export function useReferrals() {
  const customerId = useCustomerId();
  return useQuery({
    queryKey: loyaltyKeys.referrals(),
    queryFn: ({ signal }) => fetchReferrals(signal),
    enabled: customerId !== null,
  });
}

/** The caller's invitation link, to share. */
export function useReferralLink() {
  const customerId = useCustomerId();
  return useQuery({
    queryKey: loyaltyKeys.referralLink(customerId ?? 0),
    queryFn: ({ signal }) => fetchReferralLink(signal),
    enabled: customerId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The invitation behind a link's code; an unknown code fails quietly (the page shows no invitation). */
export function useReferralInvite(code: string | null) {
  return useQuery({
    queryKey: loyaltyKeys.invite(code ?? ''),
    queryFn: ({ signal }) => fetchReferralInvite(code ?? '', signal),
    enabled: code !== null,
    meta: { errorHandling: 'manual' },
  });
}

/** Ties a new customer to the friend whose link they came by; a refusal is shown by the caller. */
export function useClaimReferral() {
  const refresh = useRefreshLoyalty();
  return useMutation({
    mutationFn: (code: string) => claimReferralInvite(code),
    onSuccess: () => refresh(),
    meta: { errorHandling: 'manual' },
  });
}

export function useCreateReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReferralBody) => createReferral(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loyaltyKeys.referrals() }),
  });
}
