import { eq } from 'drizzle-orm';
import type { Order } from '@/lib/contract/order';
import type { Executor } from '@/server/db/database';
import { customers } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { getAppConfig } from '@/server/services/catalog/app-config';
import { getOwnOrder } from '@/server/services/order/orders';
import { invoiceTaxPercent } from './tax';

/** Everything an invoice prints, read for one customer's own order. */
export type InvoiceContent = {
  order: Order;
  shop: { name: string; phone: string; address: string | null };
  buyer: {
    name: string;
    mobile: string;
    companyNationalId: string | null;
    economicCode: string | null;
  };
  /** INVOICE_TAX_PERCENT, or null when the shop prints no tax line. */
  taxPercent: number | null;
};

/**
 * The order as the order page reads it (another customer's is a 404), the
 * shop's name and phone from its configuration with its first branch's
 * address, and the buyer's name and business codes from the profile.
 */
export async function invoiceContent(
  db: Executor,
  customerId: number,
  orderId: number,
): Promise<InvoiceContent> {
  const order = await getOwnOrder(db, customerId, orderId);
  const [buyer] = await db
    .select({
      firstName: customers.firstName,
      lastName: customers.lastName,
      mobile: customers.mobile,
      companyNationalId: customers.companyNationalId,
      economicCode: customers.economicCode,
    })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!buyer) throw ApiError.notFound();
  const { config, branches } = await getAppConfig(db);
  const branch = order.pickup_branch ?? branches[0] ?? null;
  return {
    order,
    shop: { name: config.shop_name, phone: config.support_phone, address: branch?.address || null },
    buyer: {
      name: `${buyer.firstName} ${buyer.lastName}`.trim(),
      mobile: buyer.mobile,
      companyNationalId: buyer.companyNationalId,
      economicCode: buyer.economicCode,
    },
    taxPercent: invoiceTaxPercent(),
  };
}
