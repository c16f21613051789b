import type { CouponCheck } from '@/lib/contract/coupon';

/**
 * Spec 3's coupon state (data, msg, status, checked) and the code it is about.
 * Spec 4: a successful check is the confirmed state (status true), a refusal
 * the not-confirmed one (status false); spec 5: the code goes with an order
 * only while confirmed.
 */
export type CouponState = {
  code: string;
  data: CouponCheck | null;
  msg: string | null;
  status: boolean;
  checked: boolean;
};

export const initialCouponState: CouponState = {
  code: '',
  data: null,
  msg: null,
  status: false,
  checked: false,
};

/** A customer editing the code starts over: the old verdict was about another code. */
export function couponTyped(state: CouponState, code: string): CouponState {
  if (code === state.code) return state;
  return { ...initialCouponState, code };
}

export function couponConfirmed(code: string, data: CouponCheck, msg: string | null): CouponState {
  return { code, data, msg, status: true, checked: true };
}

export function couponRefused(code: string, msg: string | null): CouponState {
  return { code, data: null, msg, status: false, checked: true };
}

/** The code to send with price and submit calls, only when the check confirmed it. */
export function couponToSend(state: CouponState): string | undefined {
  const code = state.code.trim();
  return state.checked && state.status && code !== '' ? code : undefined;
}
