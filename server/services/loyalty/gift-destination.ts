import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { giftRequestBody } from '@/lib/contract/loyalty';
import type { Executor } from '@/server/db/database';
import { addresses, type gifts, shops } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { apiMessages } from '@/server/errors/messages';

const messages = apiMessages.loyalty;

type GiftRow = typeof gifts.$inferSelect;

export type GiftRequestInput = z.output<typeof giftRequestBody>;

/** Where the gift goes, checked against the gift's needs; field errors name the form's fields. */
export async function destination(
  tx: Executor,
  customerId: number,
  gift: GiftRow,
  body: GiftRequestInput,
): Promise<{ addressId: number | null; address: string | null; branchId: number | null }> {
  if (gift.delivery === 'branch') {
    if (body.branch_id === undefined) {
      throw ApiError.badRequest(messages.branchRequired, { branch_id: [messages.branchRequired] });
    }
    const [branch] = await tx
      .select({ id: shops.id })
      .from(shops)
      .where(eq(shops.id, body.branch_id));
    if (!branch)
      throw ApiError.badRequest(messages.branchNotFound, { branch_id: [messages.branchNotFound] });
    return { addressId: null, address: null, branchId: branch.id };
  }
  if (body.address_id === undefined) {
    throw ApiError.badRequest(messages.addressRequired, { address_id: [messages.addressRequired] });
  }
  const [address] = await tx
    .select({ id: addresses.id, address: addresses.address })
    .from(addresses)
    .where(
      and(
        eq(addresses.id, body.address_id),
        eq(addresses.customerId, customerId),
        isNull(addresses.deletedAt),
      ),
    );
  if (!address) {
    throw ApiError.badRequest(messages.addressNotFound, { address_id: [messages.addressNotFound] });
  }
  return { addressId: address.id, address: address.address, branchId: null };
}
