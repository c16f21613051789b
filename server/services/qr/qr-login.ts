import { timingSafeEqual } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { QR_CODE_TTL_SECONDS, type QrLoginData, type QrPrintData } from '@/lib/contract/qr';
import type { Database } from '@/server/db/database';
import { shopQrCodes, shops } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import { hashToken } from '@/server/http/auth';
import type { Caller } from '@/server/http/context';
import { issueToken, newToken } from '@/server/services/auth/tokens';
import { enforceRateLimit, type RateRule } from '@/server/services/rate-limit/limits';

const messages = apiMessages.qr;

/** Scans per client address: guessing secrets is hopeless, but each scan may mint a token. */
export const QR_RATE_RULE = {
  name: 'addr-qr',
  limit: 30,
  windowSeconds: 10 * 60,
} as const satisfies RateRule;

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

type Redemption = {
  id: number;
  secret: string;
  caller: Caller | null;
  /** The bearer token the caller sent, handed back when it is a customer's. */
  bearer: string | null;
  address: string;
  now: Date;
};

/**
 * Opens a shop's printed QR code. The code is burnt by one conditional UPDATE
 * (right secret, unused, unexpired), so two scans of one code cannot both
 * win. A logged-in customer stays who they are and keeps their token; anyone
 * else gets a new guest token. Either way login_to_id names the shop.
 */
export async function redeemQrCode(
  db: Database,
  { id, secret, caller, bearer, address, now }: Redemption,
): Promise<QrLoginData> {
  await enforceRateLimit(db, QR_RATE_RULE, address, (seconds) =>
    fillMessage(messages.addressLimit, { minutes: Math.ceil(seconds / 60) }),
  );
  const secretHash = hashToken(secret);
  const [code] = await db.select().from(shopQrCodes).where(eq(shopQrCodes.id, id));
  if (!code) throw ApiError.notFound(messages.notFound);
  // Which refusal to give is decided only after the secret matched, so a wrong secret learns nothing.
  if (!sameHash(code.tokenHash, secretHash) || code.usedAt !== null) {
    throw ApiError.badRequest(messages.invalid);
  }
  if (code.expiresAt.getTime() <= now.getTime()) throw ApiError.badRequest(messages.expired);

  return db.transaction(async (tx): Promise<QrLoginData> => {
    const [burnt] = await tx
      .update(shopQrCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(shopQrCodes.id, id),
          eq(shopQrCodes.tokenHash, secretHash),
          isNull(shopQrCodes.usedAt),
          gt(shopQrCodes.expiresAt, now),
        ),
      )
      .returning({ shopId: shopQrCodes.loginToId, shopName: shopQrCodes.shopName });
    if (!burnt) throw ApiError.badRequest(messages.invalid);
    const shop = { id: burnt.shopId, name: burnt.shopName };
    if (caller?.role === 'customer' && caller.customerId !== null && bearer) {
      return {
        token: { access_token: bearer },
        user: { login_to_id: shop.id, role: 'customer', id: caller.customerId },
        guest: false,
        customer: { id: caller.customerId },
        shop,
      };
    }
    const token = await issueToken(tx, { role: 'guest' }, now);
    return {
      token: { access_token: token },
      user: { login_to_id: shop.id, role: 'guest', id: null },
      guest: true,
      customer: null,
      shop,
    };
  });
}

/** Fresh single-use codes for the shops named (every shop when none is), in shop order. */
export async function printQrCodes(
  db: Database,
  { shopIds, siteUrl, now }: { shopIds?: number[]; siteUrl: string; now: Date },
): Promise<QrPrintData> {
  const rows = await db
    .select()
    .from(shops)
    .where(shopIds ? inArray(shops.id, shopIds) : undefined)
    .orderBy(asc(shops.id));
  if (shopIds && rows.length !== new Set(shopIds).size) {
    throw ApiError.notFound(messages.shopNotFound);
  }
  const expiresAt = new Date(now.getTime() + QR_CODE_TTL_SECONDS * 1000);
  const codes = await db.transaction(async (tx) => {
    const made: QrPrintData['codes'] = [];
    for (const shop of rows) {
      const secret = newToken();
      const [row] = await tx
        .insert(shopQrCodes)
        .values({
          shopName: shop.name,
          tokenHash: hashToken(secret),
          loginToId: shop.id,
          expiresAt,
        })
        .returning({ id: shopQrCodes.id });
      if (!row) throw new Error('QR code insert returned no row');
      made.push({
        id: row.id,
        shop_id: shop.id,
        shop_name: shop.name,
        url: `${siteUrl}/qr/${row.id}?t=${secret}`,
        expires_at: expiresAt.toISOString(),
      });
    }
    return made;
  });
  return { codes };
}
