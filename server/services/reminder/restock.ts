import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/database';
import { customers, products, stockReminders } from '@/server/db/schema';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import { smsSenderFor } from '@/server/integrations/sms';
import { isInStock, isListed } from '@/server/services/catalog/product-query';
import { notify } from '@/server/services/notification/notify';
import { reachableOrigin } from '@/server/site/request-origin';

const messages = apiMessages.reminder;

/**
 * Spends every waiting reminder on these products that are listed and in
 * stock now, and tells each customer once: a notification, and an SMS for
 * those who asked for one. Call it inside the transaction that gave the stock
 * back, after the product row was updated (so locked): the conditional UPDATE
 * takes each reminder row, and a racing restock that waited on the lock finds
 * it spent and sends nothing. Answers how many customers were told.
 */
export async function fireRestockReminders(
  tx: Executor,
  productIds: readonly number[],
  now: Date = new Date(),
): Promise<number> {
  if (productIds.length === 0) return 0;
  const back = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(inArray(products.id, [...productIds]), isListed, isInStock));
  let told = 0;
  for (const product of back.sort((a, b) => a.id - b.id)) {
    const spent = await tx
      .update(stockReminders)
      .set({ notifiedAt: now })
      .where(and(eq(stockReminders.productId, product.id), isNull(stockReminders.notifiedAt)))
      .returning({ customerId: stockReminders.customerId, bySms: stockReminders.bySms });
    for (const { customerId } of spent.sort((a, b) => a.customerId - b.customerId)) {
      await notify(tx, customerId, {
        code: 'restock',
        variant: 'success',
        title: fillMessage(messages.notificationTitle, { name: product.name }),
        message: fillMessage(messages.notificationMessage, { name: product.name }),
        // The product page puts its slug in the address itself.
        link: `/product/${product.id}`,
      });
    }
    await textThose(
      tx,
      product,
      spent.filter(({ bySms }) => bySms).map(({ customerId }) => customerId),
    );
    told += spent.length;
  }
  return told;
}

/**
 * The SMS goes out from inside the transaction, so it is sent by the restock
 * that spent the reminder and by no other. A provider that refuses is logged
 * and does not undo the restock: the notification is already the promise kept.
 */
async function textThose(
  tx: Executor,
  product: { id: number; name: string },
  customerIds: number[],
): Promise<void> {
  if (customerIds.length === 0) return;
  const rows = await tx
    .select({ mobile: customers.mobile })
    .from(customers)
    .where(inArray(customers.id, customerIds))
    .orderBy(sql`${customers.id}`);
  const sender = smsSenderFor(tx);
  // The address keeps its Latin digits: fillMessage would write the id and port in Persian.
  // A phone opens it, so never this machine's loopback (reachableOrigin).
  const text = fillMessage(messages.smsBody, { name: product.name }).replace(
    '{link}',
    new URL(`/product/${product.id}`, reachableOrigin(null)).href,
  );
  for (const { mobile } of rows) {
    try {
      await sender.sendText({ mobile, text });
    } catch (error) {
      console.warn('[reminder] restock SMS not sent', error);
    }
  }
}
