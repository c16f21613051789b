import { field, intOrNull, isRecord, isString, oneOf } from '@/lib/guards';

export const USER_ROLES = ['guest', 'customer', 'staff'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Spec 3 "Auth": who the stored token belongs to. */
export type AuthInfo = {
  customer_id: number | null;
  user_id: number | null;
  role: UserRole;
  guest: boolean;
  is_new: boolean;
};

export type LoginStep = 1 | 2;

export type UserPart = {
  /** The bearer token (access_token), guest or customer. */
  token: string | null;
  auth: AuthInfo | null;
  loginStep: LoginStep;
  mobile: string;
  /** Spec 7: the shop a QR code logged this browser in to (its login_to_id), if any. */
  loginToId: number | null;
};

export const initialUser: UserPart = {
  token: null,
  auth: null,
  loginStep: 1,
  mobile: '',
  loginToId: null,
};

function restoreAuth(stored: unknown): AuthInfo | null {
  if (!isRecord(stored)) return null;
  const role = stored.role;
  if (!oneOf(USER_ROLES, role)) return null;
  return {
    customer_id: intOrNull(stored.customer_id),
    user_id: intOrNull(stored.user_id),
    role,
    guest: stored.guest === true,
    is_new: stored.is_new === true,
  };
}

export function restoreUser(stored: unknown): UserPart {
  const token = field(stored, 'token');
  const mobile = field(stored, 'mobile');
  return {
    token: isString(token) && token !== '' ? token : null,
    auth: restoreAuth(field(stored, 'auth')),
    loginStep: field(stored, 'loginStep') === 2 ? 2 : 1,
    mobile: isString(mobile) ? mobile : '',
    loginToId: intOrNull(field(stored, 'loginToId')),
  };
}

/** Spec 6: customer-specific data loads only with a token, a customer id and a non-guest role. */
export function isCustomer(user: UserPart): boolean {
  return (
    user.token !== null &&
    user.auth !== null &&
    user.auth.customer_id !== null &&
    user.auth.role !== 'guest' &&
    !user.auth.guest
  );
}
