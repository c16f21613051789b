import { eq } from 'drizzle-orm';
import type { DeliveryType, Invoice, OrderLineInput, PriceResult } from '@/lib/contract/order';
import type { Executor } from '@/server/db/database';
import { addresses, customers, type LineReservation } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import type { AddressRow } from '@/server/services/address/address-view';
import { liveAddressOf } from '@/server/services/address/queries';
import { cartContents } from '@/server/services/cart/cart-contents';
import {
  assertWithinCap,
  knownToppings,
  type LineProduct,
  loadLineProducts,
  type PricedTopping,
  pricedToppings,
  unitPrice,
} from '@/server/services/cart/line-product';
import { type ResolvedCoupon, resolveCoupon } from '@/server/services/coupon/coupons';
import { activeZones, type ZoneRow, zoneAt } from '@/server/services/zone/zones';

/** The most units one order line may ask for (the contract's bound). */
export const MAX_ORDER_LINE_COUNT = 999;

const messages = apiMessages.order;

export type PricedLine = {
  product: LineProduct;
  count: number;
  toppings: PricedTopping[];
  /** One unit with its toppings. */
  unitPrice: number;
  total: number;
  reservations: LineReservation[];
};

export type PricingInput = {
  products?: OrderLineInput[];
  coupon?: string;
  use_coupon: boolean;
  address_id?: number;
  delivery_type: DeliveryType;
};

export type PricingOptions = {
  /** Bulk orders are not held to order_limit; stock still applies. */
  bulk?: boolean;
  now?: Date;
};

export type DeliveryAddress = { row: AddressRow; zone: ZoneRow };

export type PricedOrder = {
  lines: PricedLine[];
  /** The lines were the caller's cart (no products in the body). */
  fromCart: boolean;
  address: DeliveryAddress | null;
  coupon: ResolvedCoupon | null;
  invoice: Invoice;
};

/**
 * The body's lines, or the caller's cart lines when the body has none (spec 5),
 * with the cart's products as read with it (so pricing need not read them again).
 */
export async function orderLineInputs(
  db: Executor,
  customerId: number,
  products: OrderLineInput[] | undefined,
): Promise<{
  inputs: OrderLineInput[];
  fromCart: boolean;
  known?: ReadonlyMap<number, LineProduct>;
}> {
  if (products) return { inputs: products, fromCart: false };
  const { rows, products: known } = await cartContents(db, customerId);
  // The cart view leaves out unlisted products, and so does an order made from it.
  const inputs = rows.flatMap((row) => {
    const product = known.get(row.productId);
    if (!product?.isActive) return [];
    const toppings = knownToppings(product, row.toppings).map(({ id, count }) => ({ id, count }));
    return [
      { product_id: row.productId, count: row.count, toppings, reservations: row.reservations },
    ];
  });
  return { inputs, fromCart: true, known };
}

/**
 * Each line priced from the product now: final_price plus its toppings. An empty
 * order, a repeated product, an unknown or unlisted product, a bad topping, or a
 * count above the stock on hand or order_limit (unless bulk) is a 400 naming it.
 */
export async function priceLines(
  db: Executor,
  inputs: readonly OrderLineInput[],
  options: {
    bulk?: boolean;
    /** Units an edited order already holds, per product: they count as on hand for it. */
    heldUnits?: ReadonlyMap<number, number>;
    /** The lines' products read a moment ago in the same request (the cart's): not read again. */
    known?: ReadonlyMap<number, LineProduct>;
  } = {},
): Promise<PricedLine[]> {
  if (inputs.length === 0) throw ApiError.badRequest(messages.emptyCart);
  const { known } = options;
  const products =
    known && inputs.every((line) => known.has(line.product_id))
      ? known
      : await loadLineProducts(
          db,
          inputs.map((line) => line.product_id),
        );
  const seen = new Set<number>();
  return inputs.map((input) => {
    const product = products.get(input.product_id);
    if (!product)
      throw ApiError.badRequest(fillMessage(messages.productMissing, { id: input.product_id }));
    if (!product.isActive) {
      throw ApiError.badRequest(fillMessage(messages.productUnavailable, { name: product.name }));
    }
    if (seen.has(product.id)) {
      throw ApiError.badRequest(fillMessage(messages.productRepeated, { name: product.name }));
    }
    seen.add(product.id);
    const held = options.heldUnits?.get(product.id) ?? 0;
    const onHand = product.stock === null ? null : product.stock + held;
    assertWithinCap({ ...product, stock: onHand }, input.count, {
      bulk: options.bulk,
      lineMax: MAX_ORDER_LINE_COUNT,
    });
    const toppings = pricedToppings(product, input.toppings ?? []);
    const unit = unitPrice(product, toppings);
    return {
      product,
      count: input.count,
      toppings,
      unitPrice: unit,
      total: unit * input.count,
      reservations: input.reservations ?? [],
    };
  });
}

/**
 * The delivery address: the caller's own live address (anyone else's is a 404)
 * inside an active zone (else a 400). Pickup has none; delivery without an
 * address has none yet (the price is quoted without shipping).
 */
export async function deliveryAddress(
  db: Executor,
  customerId: number,
  deliveryType: DeliveryType,
  addressId: number | undefined,
): Promise<DeliveryAddress | null> {
  if (deliveryType === 'pickup' || addressId === undefined) return null;
  const [row] = await db
    .select()
    .from(addresses)
    .where(liveAddressOf(customerId, addressId))
    .limit(1);
  if (!row) throw ApiError.notFound();
  const zone = zoneAt(await activeZones(db), { lat: row.lat, lng: row.lng });
  if (!zone) throw ApiError.badRequest(messages.addressOutOfZone);
  return { row, zone };
}

export function invoiceOf(itemsPrice: number, discount: number, shippingPrice: number): Invoice {
  return {
    items_price: itemsPrice,
    discount,
    shipping_price: shippingPrice,
    price: Math.max(0, itemsPrice - discount + shippingPrice),
  };
}

/**
 * The one pricing of an order, for the price call, the coupon apply call and
 * submit: the lines (the body's or the cart's), shipping from the address's zone
 * (0 for pickup or while no address is chosen), and the coupon only when
 * use_coupon is true. The price is items − discount + shipping, never below 0.
 */
export async function priceOrder(
  db: Executor,
  customerId: number,
  input: PricingInput,
  options: PricingOptions = {},
): Promise<PricedOrder> {
  const { inputs, fromCart, known } = await orderLineInputs(db, customerId, input.products);
  const lines = await priceLines(db, inputs, { bulk: options.bulk, known });
  const address = await deliveryAddress(db, customerId, input.delivery_type, input.address_id);
  const itemsPrice = lines.reduce((sum, line) => sum + line.total, 0);
  const shippingPrice = address ? address.zone.shippingPrice : 0;
  const code = input.use_coupon ? input.coupon : undefined;
  const coupon = code
    ? await resolveCoupon(db, {
        customerId,
        code,
        itemsPrice,
        shippingPrice,
        now: options.now ?? new Date(),
      })
    : null;
  return {
    lines,
    fromCart,
    address,
    coupon,
    invoice: invoiceOf(itemsPrice, coupon?.grant.discount ?? 0, shippingPrice),
  };
}

export async function customerCredit(db: Executor, customerId: number): Promise<number> {
  const [row] = await db
    .select({ credit: customers.credit })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return row?.credit ?? 0;
}

export function toPriceResult(priced: PricedOrder, credit: number): PriceResult {
  return {
    invoice: priced.invoice,
    customer_credit: credit,
    coupon: priced.coupon
      ? { code: priced.coupon.coupon.code, discount: priced.coupon.grant.discount }
      : null,
  };
}

/** POST order/price/: the invoice and the caller's credit; nothing is written. */
export async function quoteOrder(
  db: Executor,
  customerId: number,
  input: PricingInput,
  options: PricingOptions = {},
): Promise<PriceResult> {
  const priced = await priceOrder(db, customerId, input, options);
  return toPriceResult(priced, await customerCredit(db, customerId));
}
