import { eq } from 'drizzle-orm';
import { type Customer, GENDER_WORDS } from '@/lib/contract/customer';
import type { Executor } from '@/server/db/database';
import { type customers, customerTypes } from '@/server/db/schema';

export type CustomerRow = typeof customers.$inferSelect;

type TypeBrief = Customer['customer_type'];

/** A customer as section 3 of the spec names the fields; gender as the Persian word. */
export function toCustomerView(row: CustomerRow, type: TypeBrief): Customer {
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
    company_national_id: row.companyNationalId,
    economic_code: row.economicCode,
    extra: { number_id: row.extra.number_id ?? null },
    customer_type_id: row.customerTypeId,
    customer_type: type,
    credit: row.credit,
  };
}

/** The customer with their type named, which the profile shows even when only staff may change it. */
export async function customerView(db: Executor, row: CustomerRow): Promise<Customer> {
  if (row.customerTypeId === null) return toCustomerView(row, null);
  const [type] = await db
    .select({
      id: customerTypes.id,
      name: customerTypes.name,
      declarable: customerTypes.declarable,
    })
    .from(customerTypes)
    .where(eq(customerTypes.id, row.customerTypeId))
    .limit(1);
  return toCustomerView(row, type ?? null);
}
