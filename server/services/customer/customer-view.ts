import { type Customer, GENDER_WORDS } from '@/lib/contract/customer';
import type { customers } from '@/server/db/schema';

export type CustomerRow = typeof customers.$inferSelect;

/** A customer as section 3 of the spec names the fields; gender as the Persian word. */
export function toCustomerView(row: CustomerRow): Customer {
  return {
    id: row.id,
    mobile: row.mobile,
    first_name: row.firstName,
    last_name: row.lastName,
    referrer: row.referrerId,
    gender: row.gender ? GENDER_WORDS[row.gender] : null,
    birthday: row.birthday,
    nation_code: row.nationCode,
    father_name: row.fatherName,
    postal_code: row.postalCode,
    extra: { number_id: row.extra.number_id ?? null },
    customer_type_id: row.customerTypeId,
    credit: row.credit,
  };
}
