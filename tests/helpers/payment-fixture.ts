import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import {
  creditTransactions,
  customers,
  orderItems,
  orders,
  payments,
  sandboxBankTransactions,
  users,
} from '@/server/db/schema';
import type { CallResult } from './test-app';

/**
 * Orders written straight into the table, as the order service would leave
 * them (the payment code reads only the order row), and small readers of what
 * the database holds after a payment.
 */

type OrderRow = typeof orders.$inferInsert;
export type OrderSpec = Partial<Omit<OrderRow, 'customerId' | 'price'>> & {
  customerId: number;
  price: number;
};

let sequence = 0;

export async function insertOrder(db: Database, spec: OrderSpec): Promise<number> {
  sequence += 1;
  const [row] = await db
    .insert(orders)
    .values({
      trackingCode: `PT${String(Date.now()).slice(-6)}${String(sequence).padStart(4, '0')}`,
      paymentType: 'card',
      itemsPrice: spec.price,
      ...spec,
    })
    .returning({ id: orders.id });
  if (!row) throw new Error('fixture: order missing');
  return row.id;
}

/** An order of one unit of a product in the given status: how a customer comes to have bought it. */
export async function insertBoughtProduct(
  db: Database,
  spec: { customerId: number; productId: number; status: OrderRow['status'] },
): Promise<number> {
  const orderId = await insertOrder(db, {
    customerId: spec.customerId,
    price: 50_000,
    status: spec.status,
  });
  await db.insert(orderItems).values({
    orderId,
    productId: spec.productId,
    name: 'گز لقمه',
    unitPrice: 50_000,
    count: 1,
    total: 50_000,
  });
  return orderId;
}

export async function staffUserId(db: Database): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  if (!row) throw new Error('fixture: no staff user');
  return row.id;
}

export async function orderRow(db: Database, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`order ${id} missing`);
  return row;
}

export async function paymentRow(db: Database, id: number) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  if (!row) throw new Error(`payment ${id} missing`);
  return row;
}

export async function creditOf(db: Database, customerId: number): Promise<number> {
  const [row] = await db
    .select({ credit: customers.credit })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.credit ?? Number.NaN;
}

export async function setCredit(db: Database, customerId: number, credit: number) {
  await db.update(customers).set({ credit }).where(eq(customers.id, customerId));
}

export function ledgerOf(db: Database, customerId: number) {
  return db
    .select()
    .from(creditTransactions)
    .where(eq(creditTransactions.customerId, customerId))
    .orderBy(creditTransactions.id);
}

export async function sandboxRow(db: Database, authority: string) {
  const [row] = await db
    .select()
    .from(sandboxBankTransactions)
    .where(eq(sandboxBankTransactions.authority, authority));
  if (!row) throw new Error(`sandbox transaction ${authority} missing`);
  return row;
}

/** The path and query of an absolute address, to send it to the in-process app. */
export function pathOf(location: string): string {
  const url = new URL(location);
  return `${url.pathname}${url.search}`;
}

/** A 303 and where it goes. */
export function locationOf(res: CallResult): string {
  if (res.status !== 303)
    throw new Error(`expected a 303, got ${res.status}: ${JSON.stringify(res.body)}`);
  const location = res.headers.get('location');
  if (!location) throw new Error('a redirect without a location');
  return location;
}

/** The authority at the end of a sandbox bank page address. */
export function authorityOf(paymentUrl: string): string {
  const authority = new URL(paymentUrl).pathname.split('/').pop();
  if (!authority) throw new Error(`no authority in ${paymentUrl}`);
  return decodeURIComponent(authority);
}
