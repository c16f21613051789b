import { eq } from 'drizzle-orm';
import type { Customer, CustomerEditBody } from '@/lib/contract/customer';
import type { Database, Executor } from '@/server/db/database';
import { customers } from '@/server/db/schema';
import { ApiError, type FieldErrors } from '@/server/errors/api-error';
import { apiMessages } from '@/server/errors/messages';
import { customerTypeRefusal } from './customer-types';
import { type CustomerRow, customerView } from './customer-view';
import { decideReferrer } from './referrer';

async function customerRow(db: Executor, id: number, lock = false): Promise<CustomerRow> {
  const query = db.select().from(customers).where(eq(customers.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw ApiError.notFound();
  return row;
}

export async function getCustomer(db: Executor, id: number): Promise<Customer> {
  return customerView(db, await customerRow(db, id));
}

type CustomerChanges = Partial<typeof customers.$inferInsert>;

/** Only the fields the body names; credit, points and mobile are not among them. */
function plainChanges(body: CustomerEditBody, current: CustomerRow): CustomerChanges {
  const changes: CustomerChanges = {};
  if (body.first_name !== undefined) changes.firstName = body.first_name;
  if (body.last_name !== undefined) changes.lastName = body.last_name;
  if (body.gender !== undefined) changes.gender = body.gender;
  if (body.birthday !== undefined) changes.birthday = body.birthday;
  if (body.nation_code !== undefined) changes.nationCode = body.nation_code;
  if (body.father_name !== undefined) changes.fatherName = body.father_name;
  if (body.postal_code !== undefined) changes.postalCode = body.postal_code;
  if (body.company_national_id !== undefined) {
    changes.companyNationalId = body.company_national_id;
  }
  if (body.economic_code !== undefined) changes.economicCode = body.economic_code;
  const numberId = body.extra?.number_id;
  if (numberId !== undefined) {
    const { number_id: _old, ...rest } = current.extra;
    changes.extra = numberId === null ? rest : { ...rest, number_id: numberId };
  }
  return changes;
}

/**
 * POST customers/{id}/edit: checks that need the database (customer type,
 * referrer) run under a lock on the customer's row, and nothing is written
 * unless every field is acceptable.
 */
export async function editCustomer(
  db: Database,
  id: number,
  body: CustomerEditBody,
): Promise<Customer> {
  return db.transaction(async (tx) => {
    const current = await customerRow(tx, id, true);
    const changes = plainChanges(body, current);
    const errors: FieldErrors = {};

    if (body.customer_type_id !== undefined) {
      const typeId = body.customer_type_id;
      const refusal = await customerTypeRefusal(tx, typeId, current.customerTypeId);
      if (refusal) errors.customer_type_id = [refusal];
      else changes.customerTypeId = typeId;
    }

    const referrer = await decideReferrer(tx, current, body.referrer);
    if (referrer && 'error' in referrer) errors.referrer = [referrer.error];
    else if (referrer) changes.referrerId = referrer.referrerId;

    const refusals = Object.values(errors).flat();
    if (refusals.length > 0) {
      // One refusal is the answer's message too, so a caller without the form still reads why.
      throw ApiError.badRequest(
        refusals.length === 1 && refusals[0] ? refusals[0] : apiMessages.badRequest,
        errors,
      );
    }
    if (Object.keys(changes).length === 0) return customerView(tx, current);

    const [updated] = await tx
      .update(customers)
      .set(changes)
      .where(eq(customers.id, id))
      .returning();
    if (!updated) throw ApiError.notFound();
    return customerView(tx, updated);
  });
}
