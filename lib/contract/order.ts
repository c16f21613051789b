import { z } from 'zod';
import { PAGE_SIZE } from '@/lib/constants';
import { mobileField } from './auth';
import { branch } from './branch';
import { lineTopping } from './cart';
import { productExtra, productSummary } from './catalog';
import { blankable, blankOr, clockTime, idParam, isoDate, limitQuery, pageQuery } from './common';
import { couponCode } from './coupon';
import { orderReturn } from './order-return';
import { DELIVERY_TYPES, ORDER_STATUSES, PAYMENT_TYPES } from './order-status';

export type { DeliveryType, OrderStatus, PaymentType } from './order-status';

export const orderStatus = z.enum(ORDER_STATUSES);
export const paymentType = z.enum(PAYMENT_TYPES);
export const deliveryType = z.enum(DELIVERY_TYPES);

/** Spec 3's order line payload: product, count, toppings, and for reservable products the times. */
export const orderLineInput = z.object({
  product_id: idParam,
  count: z.coerce.number().int().min(1).max(999),
  toppings: blankable(z.array(lineTopping).max(30)),
  reservations: blankable(
    z
      .array(z.object({ reserve_date: isoDate, start_time: clockTime, end_time: clockTime }))
      .max(30),
  ),
});
export type OrderLineInput = z.infer<typeof orderLineInput>;

/**
 * POST /api/v1/order/price/. Lines default to the caller's cart. Shipping comes
 * from the address's zone (a client-sent shipping_price is accepted for the
 * spec's shape and ignored: the server's price is the one charged). The coupon
 * counts only with use_coupon true.
 */
export const priceBody = z.object({
  products: blankable(z.array(orderLineInput).max(100)),
  mobile: blankable(z.string().max(20)),
  coupon: blankable(couponCode),
  use_coupon: blankOr(z.boolean(), false),
  shipping_price: blankable(z.coerce.number().int().min(0)),
  address_id: blankable(idParam),
  delivery_type: blankOr(deliveryType, 'delivery'),
});
export type PriceBody = z.infer<typeof priceBody>;

export const invoice = z.object({
  items_price: z.number().int(),
  discount: z.number().int(),
  shipping_price: z.number().int(),
  /** What the customer pays: items − discount + shipping. */
  price: z.number().int(),
});
export type Invoice = z.infer<typeof invoice>;

export const priceResult = z.object({
  invoice,
  /** The caller's account credit in Toman. */
  customer_credit: z.number().int(),
  coupon: z.object({ code: z.string(), discount: z.number().int() }).nullable(),
});
export type PriceResult = z.infer<typeof priceResult>;

/**
 * ?reserve_date plus reserve_time, or start_time and end_time (a time holding a
 * slash is split in two by the client). zone_time_id may come here too; the
 * body's wins.
 */
export const submitQuery = z.object({
  reserve_date: isoDate.optional(),
  zone_time_id: idParam.optional(),
  reserve_time: clockTime.optional(),
  start_time: clockTime.optional(),
  end_time: clockTime.optional(),
});

/**
 * POST /api/v1/order/submit/. The Idempotency-Key header (8–64 of [A-Za-z0-9_-])
 * makes a repeat of the same submit answer the first order instead of a second one.
 * Lines default to the cart (spec 5), which is emptied when the order is written.
 * Delivery needs an address in a zone and a window of that zone (zone_time_id
 * with reserve_date); pickup needs reserve_date and a time, and is collected
 * at branch_id (the first branch unless another is named).
 */
export const submitBody = z.object({
  products: blankable(z.array(orderLineInput).max(100)),
  delivery_type: blankOr(deliveryType, 'delivery'),
  address_id: blankable(idParam),
  /** The branch a pickup is collected from; the first branch when not given. Delivery ignores it. */
  branch_id: blankable(idParam),
  zone_time_id: blankable(idParam),
  payment_type: blankOr(paymentType, 'cash'),
  coupon: blankable(couponCode),
  use_coupon: blankOr(z.boolean(), false),
  description: blankOr(z.string().trim().max(1000), ''),
  is_bulk: blankOr(z.boolean(), false),
});
export type SubmitBody = z.infer<typeof submitBody>;

export const orderProduct = z.object({
  /** The order line's own id: a return names the lines it returns by it. */
  line_id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  count: z.number().int(),
  unit_price: z.number().int(),
  total: z.number().int(),
  toppings: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      price: z.number().int(),
      count: z.number().int(),
    }),
  ),
  /** The nested product, as spec 3's order card reads extra.reservable from it. */
  product: z.object({
    id: z.number().int(),
    slug: z.string(),
    image: z.string(),
    category_name: z.string(),
    extra: productExtra,
  }),
});

/** An order as lists and the detail page show it (spec 2's card rows, spec 3's order fields). */
export const order = z.object({
  order_id: z.number().int(),
  /** The tracking code the card shows as the order's id. */
  id: z.string(),
  status: orderStatus,
  status_title: z.string(),
  kind: z.enum(['order', 'reservation', 'collection']),
  submit_by: z.enum(['site', 'panel']),
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  customer: z.object({ id: z.number().int() }),
  created_at: z.string(),
  /** The pickup or delivery date, YYYY-MM-DD. */
  reserve_date: z.string().nullable(),
  /** That date's weekday in Persian. */
  weekday: z.string().nullable(),
  zone_time: z.object({ start_time: z.string(), end_time: z.string() }).nullable(),
  next_order_time: z.string().nullable(),
  next_order_time_timestamp: z.number().int().nullable(),
  delivery_type: deliveryType,
  payment_type: paymentType,
  is_paid: z.boolean(),
  /**
   * What cancelling this order gave back to account credit, when it had been
   * paid: the order is then unpaid, but the customer paid and got it back.
   * The latest such refund; null when none was made.
   */
  refund: z.object({ amount: z.number().int(), to: z.literal('credit') }).nullable(),
  is_bulk: z.boolean(),
  invoice,
  /** Where a delivery goes; null for a pickup, which is collected at pickup_branch. */
  address: z.object({ id: z.number().int(), title: z.string(), address: z.string() }).nullable(),
  pickup_branch: branch.nullable(),
  description: z.string(),
  /** The driver's note (spec 3's msg), shown in red. */
  msg: z.string().nullable(),
  products: z.array(orderProduct),
  rating: z.object({ star: z.number().int(), comment: z.string() }).nullable(),
  /** What the customer may do now: cancel (created), re-request (canceled), pay, rate or return (delivered, within the deadline). */
  actions: z.array(z.enum(['cancel', 're_request', 'pay', 'rate', 'return'])),
  /** The customer's return of delivered goods, once asked; null before. */
  return_request: orderReturn.nullable(),
  /** The last day (YYYY-MM-DD, Tehran) delivered goods may be returned on: seven working days after delivery. */
  return_deadline: z.string().nullable(),
});
export type Order = z.infer<typeof order>;

export const submitResult = z.object({ order_id: z.number().int(), order });
export type SubmitResult = z.infer<typeof submitResult>;

/** GET orders?page&limit&status&sort=-created_at: status may be one status or a comma list. */
export const ordersQuery = z.object({
  page: pageQuery,
  limit: limitQuery(PAGE_SIZE.orders, 50),
  status: z
    .string()
    .transform((value) => value.split(',').filter((part) => part !== ''))
    .pipe(z.array(orderStatus).min(1).max(ORDER_STATUSES.length))
    .optional(),
  sort: z.enum(['-created_at', 'created_at']).default('-created_at'),
});

/** Spec 3: orders come paged as data and page_number. */
export const orderPage = z.object({
  data: z.array(order),
  page_number: z.number().int(),
  count: z.number().int(),
  page_count: z.number().int(),
});
export type OrderPage = z.infer<typeof orderPage>;

/** POST /api/v1/app/order/{id}/status/ {status}: a customer may only cancel a created order or re-request a canceled one. */
export const orderStatusBody = z.object({ status: orderStatus });

/** POST /api/v1/order/{id}/rate/create: the star defaults to 3 (spec 5). */
export const orderRateBody = z.object({
  star: blankOr(z.coerce.number().int().min(1).max(5), 3),
  comment: blankOr(z.string().trim().max(1000), ''),
});

/** POST /api/v1/order/{id}/edit: while created and unpaid, the description, time and lines may change. */
export const orderEditBody = z.object({
  products: blankable(z.array(orderLineInput).min(1).max(100)),
  /** An empty description clears it; null leaves it as it is. */
  description: z
    .string()
    .trim()
    .max(1000)
    .nullish()
    .transform((value) => value ?? undefined),
  address_id: blankable(idParam),
  zone_time_id: blankable(idParam),
  reserve_date: blankable(isoDate),
});

export const orderIdParams = z.object({ id: idParam });

/** The Idempotency-Key header of submit calls: 8–64 of [A-Za-z0-9_-]. */
export const idempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/**
 * POST /api/v1/order/submit/bulk/residue (body chosen by the project): the cart
 * lines a bulk order left out, ordered as a follow-up of that bulk order. It
 * travels with the bulk order (same address, day and window, no shipping of its
 * own, no coupon) and, being bulk, is not held to order_limit.
 */
export const residueBody = z.object({
  order_id: idParam,
  payment_type: blankable(paymentType),
  description: blankable(z.string().trim().max(1000)),
});

/** POST /api/v1/orders/primary_product: the caller's most ordered products. */
export const primaryProductsBody = z.object({
  limit: blankOr(z.coerce.number().int().min(1).max(20), 10),
});
export const primaryProduct = productSummary.extend({
  /** Units of it in the caller's orders that were not cancelled. */
  ordered_count: z.number().int(),
  /** How many of those orders held it. */
  order_count: z.number().int(),
});
export const primaryProductList = z.array(primaryProduct);
export type PrimaryProduct = z.infer<typeof primaryProduct>;

/**
 * POST /api/v1/staff/orders/create: staff order a customer's lines (submit_by
 * 'panel'). The customer is named by id or mobile; the address, when given, must
 * be theirs. Times travel in the body here (the customer's submit reads them from
 * the query).
 */
export const staffOrderCreateBody = submitBody
  .extend({
    customer_id: idParam.optional(),
    mobile: mobileField.optional(),
    products: z.array(orderLineInput).min(1).max(100),
  })
  .extend(submitQuery.shape);
export type StaffOrderCreateBody = z.infer<typeof staffOrderCreateBody>;

/** GET /api/v1/staff/orders: every customer's orders, or one customer's. */
export const staffOrdersQuery = ordersQuery.extend({ customer_id: idParam.optional() });
