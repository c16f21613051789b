// Staff commands on orders and customers (scripts/staff.ts).
import { deliveryType, orderStatus, paymentType } from '../../lib/contract/order';
import { normalizeMobile } from '../../lib/text/mobile';
import type { Database } from '../../server/db/database';
import { issueToken } from '../../server/services/auth/tokens';
import { grantCustomerType } from '../../server/services/customer/customer-type-grant';
import { changeOrderStatus } from '../../server/services/order/status';
import { firstDeliveryWindow, firstPickupDay } from '../../server/services/staff/first-free-time';
import { createStaffOrder, staffCustomerId } from '../../server/services/staff/staff-orders';
import { positionals, staffUser, UsageError, values, wholeNumber } from './command-line';

function productLines(spec: string | undefined) {
  if (!spec) throw new UsageError('--products is required, e.g. --products 12:2,15:1');
  return spec.split(',').map((part) => {
    const [id, count = '1'] = part.split(':');
    return { product_id: wholeNumber(id, 'a product id'), count: wholeNumber(count, 'a count') };
  });
}

export async function token(db: Database): Promise<void> {
  if (values.user === undefined) throw new UsageError('token needs --user <id>');
  const userId = await staffUser(db);
  console.log(await issueToken(db, { role: 'staff', userId }, new Date()));
}

export async function createOrder(db: Database): Promise<void> {
  const mobile = normalizeMobile(values.mobile ?? '');
  if (!mobile) throw new UsageError('--mobile needs a mobile number such as 09120000001');
  const delivery = deliveryType.parse(values.delivery);
  const userId = await staffUser(db);
  const customerId = await staffCustomerId(db, { mobile });
  const time =
    delivery === 'delivery'
      ? await firstDeliveryWindow(db, customerId).then((window) => ({
          address_id: window.addressId,
          zone_time_id: window.zoneTimeId,
          reserve_date: window.reserveDate,
        }))
      : await firstPickupDay(db).then((day) => ({
          reserve_date: day.reserveDate,
          reserve_time: day.reserveTime,
        }));
  const { order } = await createStaffOrder(
    db,
    userId,
    {
      customer_id: customerId,
      products: productLines(values.products),
      delivery_type: delivery,
      payment_type: paymentType.parse(values.payment),
      use_coupon: false,
      description: '',
      is_bulk: false,
      ...time,
    },
    null,
  );
  const when = order.zone_time ? `${order.zone_time.start_time}–${order.zone_time.end_time}` : '';
  console.log(
    `order ${order.order_id} (tracking ${order.id}) for customer ${customerId}: ${order.invoice.price} Toman, ${order.payment_type}, ${order.delivery_type} on ${order.reserve_date} ${when}`.trim(),
  );
}

export async function moveOrder(db: Database): Promise<void> {
  const [, id, status] = positionals;
  const to = orderStatus.safeParse(status);
  if (!to.success) throw new UsageError(`status must be one of ${orderStatus.options.join(', ')}`);
  const userId = await staffUser(db);
  const order = await changeOrderStatus(
    db,
    { role: 'staff', userId },
    wholeNumber(id, 'the order id'),
    to.data,
  );
  console.log(`order ${order.order_id} is now ${order.status} (${order.status_title})`);
}

export async function setCustomerType(db: Database): Promise<void> {
  const mobile = normalizeMobile(values.mobile ?? '');
  if (!mobile) throw new UsageError('--mobile needs a mobile number such as 09120000001');
  if (values.type === undefined) throw new UsageError('customer:type needs --type <id>|none');
  const typeId = values.type === 'none' ? null : wholeNumber(values.type, '--type');
  const customer = await grantCustomerType(db, await staffCustomerId(db, { mobile }), typeId);
  console.log(
    `customer ${customer.id} (${customer.mobile}) is now ${customer.customer_type?.name ?? 'without a type'}`,
  );
}
