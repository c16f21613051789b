import { field, intOrNull, isInt, isRecord, isString, stringOrNull } from '@/lib/guards';

/** Spec 3 "Customer", as much of it as screens show before it is reloaded. */
export type CustomerSnapshot = {
  id: number;
  mobile: string;
  first_name: string | null;
  last_name: string | null;
  gender: 'woman' | 'man' | null;
  customer_type_id: number | null;
  credit: number;
};

export type CustomerPart = { customer: CustomerSnapshot | null };

export const initialCustomer: CustomerPart = { customer: null };

function restoreSnapshot(stored: unknown): CustomerSnapshot | null {
  if (!isRecord(stored) || !isInt(stored.id) || !isString(stored.mobile)) return null;
  const gender = stored.gender;
  return {
    id: stored.id,
    mobile: stored.mobile,
    first_name: stringOrNull(stored.first_name),
    last_name: stringOrNull(stored.last_name),
    gender: gender === 'woman' || gender === 'man' ? gender : null,
    customer_type_id: intOrNull(stored.customer_type_id),
    credit: isInt(stored.credit) ? stored.credit : 0,
  };
}

export function restoreCustomer(stored: unknown): CustomerPart {
  return { customer: restoreSnapshot(field(stored, 'customer')) };
}
