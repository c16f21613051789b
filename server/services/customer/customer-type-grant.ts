import { eq } from 'drizzle-orm';
import type { Customer } from '@/lib/contract/customer';
import type { Database } from '@/server/db/database';
import { customers } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { apiMessages } from '@/server/errors/messages';
import { customerTypeRow } from './customer-types';
import { customerView } from './customer-view';

/**
 * Staff set a customer's type, privileged ones included (a loyalty tier, a
 * business partnership), or clear it with null. The type must be live; the
 * customer must exist.
 */
export async function grantCustomerType(
  db: Database,
  customerId: number,
  typeId: number | null,
): Promise<Customer> {
  return db.transaction(async (tx) => {
    if (typeId !== null) {
      const type = await customerTypeRow(tx, typeId);
      if (!type || type.softDelete) {
        const invalid = apiMessages.customer.customerTypeInvalid;
        throw ApiError.badRequest(invalid, { customer_type_id: [invalid] });
      }
    }
    const [updated] = await tx
      .update(customers)
      .set({ customerTypeId: typeId })
      .where(eq(customers.id, customerId))
      .returning();
    if (!updated) throw ApiError.notFound();
    return customerView(tx, updated);
  });
}
