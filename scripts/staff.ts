// The staff command line (`npm run staff -- <command>`), on the database the
// settings name (DATABASE_URL, else the PGlite folder: stop `npm start` first,
// PGlite allows one process per folder):
//   token --user <id>                     a staff bearer token for /api/v1/staff/*
//   order:create --mobile 09… --products <id>:<count>,… [--payment cash|card|credit]
//                [--delivery pickup|delivery] [--user <id>]
//                                         an order for the customer (submit_by panel);
//                                         delivery goes to their preferred address in
//                                         the first window with room, pickup to the
//                                         first working day from tomorrow at 10:00
//   order:status <orderId> <status> [--user <id>]
//                                         a staff move of the order state machine
//   gift:list [--status 1..5]             gift requests, newest first (the first 50)
//   gift:status <requestId> 2|3|4          a staff move of a gift request (accept, sent,
//                                         reject: points and stock back); notifies
//   points:adjust --mobile 09… --points=<±n> [--note <text>] [--user <id>]
//                                         a staff adjustment on the points ledger
//   customer:type --mobile 09… --type <typeId>|none
//                                         grants the customer a type, privileged ones
//                                         included (customers declare only the
//                                         declarable ones themselves), or clears it
//   collection:due [--date YYYY-MM-DD]    the live collection requests due that day
//                                         (today in Tehran by default)
//   collection:done <orderId> [--note …] [--user <id>]
//                                         hand over a request's due pickup (a repeating
//                                         one moves to its next day), with the driver's note
//   collection:note <orderId> --note …    write the driver's note ("" clears it)
//   product:price <productId> <toman> [--discount <toman>]
//                                         sets a price (and a running discount); every
//                                         instance shows it at once when REDIS_URL is set
//   product:stock <productId> <units>|none
//                                         sets units on hand (none: not tracked); back in
//                                         stock tells every waiting customer once
//   comments:list [--status pending|published|rejected|hidden|reported]
//                                         comments awaiting a decision, with reports
//   comment:moderate <commentId> published|rejected
//                                         publishes (a hidden one too) or rejects a comment
//   comments:moderation wait|publish      new comments wait for staff, or show at once
import { parseArgs } from 'node:util';
import { asc, eq } from 'drizzle-orm';
import type { CollectionRequest } from '../lib/contract/collection';
import {
  commentModerateBody,
  commentModeration,
  staffCommentsQuery,
} from '../lib/contract/comment';
import { isoDate } from '../lib/contract/common';
import { staffGiftRequestBody } from '../lib/contract/loyalty';
import { deliveryType, orderStatus, paymentType } from '../lib/contract/order';
import { productPriceBody } from '../lib/contract/staff';
import { tehranDate } from '../lib/format/jalali';
import { normalizeMobile } from '../lib/text/mobile';
import type { Database } from '../server/db/database';
import { dataDir, openDatabase } from '../server/db/open';
import { users } from '../server/db/schema';
import { ApiError } from '../server/http/api-error';
import { issueToken } from '../server/services/auth/tokens';
import { markPickupDone, writeDriverNote } from '../server/services/collection/pickup';
import { collectionRequestsDue } from '../server/services/collection/requests';
import { setCommentModerationMode } from '../server/services/comment/moderation-setting';
import { listStaffComments, moderateComment } from '../server/services/comment/staff-comments';
import { grantCustomerType } from '../server/services/customer/customer-type-grant';
import { listGiftRequests } from '../server/services/loyalty/gifts';
import { adjustPoints } from '../server/services/loyalty/points';
import { moveGiftRequest } from '../server/services/loyalty/staff-gift-requests';
import { changeOrderStatus } from '../server/services/order/status';
import { firstDeliveryWindow, firstPickupDay } from '../server/services/staff/first-free-time';
import { setProductPrice } from '../server/services/staff/product-price';
import { setProductStock } from '../server/services/staff/product-stock';
import { createStaffOrder, staffCustomerId } from '../server/services/staff/staff-orders';

const USAGE = `usage:
  npm run staff -- token --user <id>
  npm run staff -- order:create --mobile 09… --products <id>:<count>,… [--payment cash|card|credit] [--delivery pickup|delivery] [--user <id>]
  npm run staff -- order:status <orderId> <status> [--user <id>]
  npm run staff -- customer:type --mobile 09… --type <typeId>|none
  npm run staff -- collection:due [--date YYYY-MM-DD]
  npm run staff -- collection:done <orderId> [--note …] [--user <id>]
  npm run staff -- collection:note <orderId> --note …
  npm run staff -- product:price <productId> <toman> [--discount <toman>]
  npm run staff -- product:stock <productId> <units>|none
  npm run staff -- comments:list [--status pending|published|rejected|hidden|reported]
  npm run staff -- comment:moderate <commentId> published|rejected
  npm run staff -- comments:moderation wait|publish
  npm run staff -- gift:list [--status 1..5]
  npm run staff -- gift:status <requestId> 2|3|4
  npm run staff -- points:adjust --mobile 09… --points=<±n> [--note <text>] [--user <id>]`;

class UsageError extends Error {}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    user: { type: 'string' },
    mobile: { type: 'string' },
    discount: { type: 'string' },
    products: { type: 'string' },
    payment: { type: 'string', default: 'cash' },
    delivery: { type: 'string', default: 'delivery' },
    type: { type: 'string' },
    date: { type: 'string' },
    note: { type: 'string' },
    // comments:list reads a missing one as pending, gift:list as every status.
    status: { type: 'string' },
    points: { type: 'string' },
  },
});

function wholeNumber(value: string | undefined, what: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new UsageError(`${what} must be a whole number, not "${value}"`);
  return number;
}

/** The staff user named by --user, else the first one. */
async function staffUser(db: Database): Promise<number> {
  const where =
    values.user === undefined ? undefined : eq(users.id, wholeNumber(values.user, '--user'));
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(asc(users.id))
    .limit(1);
  if (!user)
    throw new UsageError(values.user ? `no staff user ${values.user}` : 'there is no staff user');
  return user.id;
}

function productLines(spec: string | undefined) {
  if (!spec) throw new UsageError('--products is required, e.g. --products 12:2,15:1');
  return spec.split(',').map((part) => {
    const [id, count = '1'] = part.split(':');
    return { product_id: wholeNumber(id, 'a product id'), count: wholeNumber(count, 'a count') };
  });
}

async function token(db: Database): Promise<void> {
  if (values.user === undefined) throw new UsageError('token needs --user <id>');
  const userId = await staffUser(db);
  console.log(await issueToken(db, { role: 'staff', userId }, new Date()));
}

async function createOrder(db: Database): Promise<void> {
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

async function moveOrder(db: Database): Promise<void> {
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

async function setCustomerType(db: Database): Promise<void> {
  const mobile = normalizeMobile(values.mobile ?? '');
  if (!mobile) throw new UsageError('--mobile needs a mobile number such as 09120000001');
  if (values.type === undefined) throw new UsageError('customer:type needs --type <id>|none');
  const typeId = values.type === 'none' ? null : wholeNumber(values.type, '--type');
  const customer = await grantCustomerType(db, await staffCustomerId(db, { mobile }), typeId);
  console.log(
    `customer ${customer.id} (${customer.mobile}) is now ${customer.customer_type?.name ?? 'without a type'}`,
  );
}

function describeRequest(request: CollectionRequest): string {
  const window = request.zone_time
    ? ` ${request.zone_time.start_time}–${request.zone_time.end_time}`
    : '';
  const repeat = request.schedule.repeat
    ? ` every ${request.schedule.weekday_titles.join('، ')}`
    : '';
  return `request ${request.order_id} (tracking ${request.id}), ${request.status}: next ${request.reserve_date ?? 'none'}${window}${repeat}${request.msg ? `; note: ${request.msg}` : ''}`;
}

async function collectionDue(db: Database): Promise<void> {
  const day = values.date ?? tehranDate(new Date());
  if (!isoDate.safeParse(day).success) throw new UsageError('--date must be YYYY-MM-DD');
  const due = await collectionRequestsDue(db, day);
  if (due.length === 0) console.log(`no collection requests due on ${day}`);
  for (const request of due) console.log(describeRequest(request));
}

async function collectionDone(db: Database): Promise<void> {
  const id = wholeNumber(positionals[1], 'the order id');
  const userId = await staffUser(db);
  const { request, msg } = await markPickupDone(db, userId, id, values.note?.trim());
  console.log(`${msg}\n${describeRequest(request)}`);
}

async function collectionNote(db: Database): Promise<void> {
  const id = wholeNumber(positionals[1], 'the order id');
  if (values.note === undefined) throw new UsageError('collection:note needs --note "…"');
  console.log(describeRequest(await writeDriverNote(db, id, values.note.trim())));
}

async function productPrice(db: Database): Promise<void> {
  const [, id, toman] = positionals;
  if (toman === undefined) throw new UsageError('product:price needs <productId> <toman>');
  const body = productPriceBody.safeParse({
    price: Number(toman),
    discount_price: values.discount === undefined ? null : Number(values.discount),
  });
  if (!body.success) throw new UsageError('prices are whole numbers of Toman from 1');
  const result = await setProductPrice(
    db,
    wholeNumber(id, 'the product id'),
    body.data.price,
    body.data.discount_price ?? null,
  );
  console.log(
    `product ${result.product_id} (${result.name}): ${result.price} Toman, pays ${result.final_price}`,
  );
}

async function productStock(db: Database): Promise<void> {
  const [, id, units] = positionals;
  if (units === undefined) throw new UsageError('product:stock needs <productId> <units>|none');
  const stock = units === 'none' ? null : Number(units);
  if (stock !== null && (!Number.isInteger(stock) || stock < 0))
    throw new UsageError(`units must be a whole number from 0, or none, not "${units}"`);
  const result = await setProductStock(db, wholeNumber(id, 'the product id'), stock);
  console.log(
    `product ${result.product_id} (${result.name}): stock ${result.stock ?? 'not tracked'}; ${result.notified} waiting customer(s) told`,
  );
}

async function listComments(db: Database): Promise<void> {
  const query = staffCommentsQuery.safeParse({ status: values.status ?? 'pending' });
  if (!query.success)
    throw new UsageError('--status must be pending, published, rejected, hidden or reported');
  const page = await listStaffComments(db, { ...query.data, limit: 100 });
  for (const row of page.results) {
    console.log(
      `#${row.id} ${row.status}${row.hidden ? ' (hidden)' : ''} ★${row.star} on ${row.product_name} by ${row.author}: ${row.comment}`,
    );
    for (const report of row.reports) console.log(`    reported: ${report.reason}`);
  }
  console.log(`${page.count} comment(s)`);
}

async function moderate(db: Database): Promise<void> {
  const [, id, status] = positionals;
  const body = commentModerateBody.safeParse({ status });
  if (!body.success) throw new UsageError('comment:moderate needs published or rejected');
  const comment = await moderateComment(db, wholeNumber(id, 'the comment id'), body.data.status);
  console.log(`comment ${comment.id} is now ${comment.status}`);
}

async function moderation(db: Database): Promise<void> {
  const mode = commentModeration.safeParse(positionals[1]);
  if (!mode.success) throw new UsageError('comments:moderation needs wait or publish');
  console.log(`new comments: ${await setCommentModerationMode(db, mode.data)}`);
}

async function listGifts(db: Database): Promise<void> {
  const status = values.status === undefined ? undefined : wholeNumber(values.status, '--status');
  const page = await listGiftRequests(db, null, 1, 50, status);
  for (const r of page.results) {
    const where = r.branch ? r.branch.name : (r.address ?? '');
    console.log(
      `${r.id}\t${r.status} ${r.status_title}\t${r.gift.title}\t${r.points} points\t${r.first_name} ${r.last_name} ${r.mobile}\t${where}`,
    );
  }
  console.log(`${page.results.length} of ${page.count}`);
}

async function moveGift(db: Database): Promise<void> {
  const [, id, status] = positionals;
  const to = staffGiftRequestBody.shape.status.safeParse(Number(status));
  if (!to.success) throw new UsageError('status must be 2 (accept), 3 (sent) or 4 (reject)');
  const request = await moveGiftRequest(db, wholeNumber(id, 'the gift request id'), to.data);
  console.log(
    `gift request ${request.id} (${request.gift.title}) is now ${request.status} (${request.status_title})`,
  );
}

async function adjustCustomerPoints(db: Database): Promise<void> {
  const mobile = normalizeMobile(values.mobile ?? '');
  if (!mobile) throw new UsageError('--mobile needs a mobile number such as 09120000001');
  const points = Number(values.points);
  if (!Number.isInteger(points) || points === 0)
    throw new UsageError(`--points must be a non-zero whole number, not "${values.points}"`);
  const userId = await staffUser(db);
  const customerId = await staffCustomerId(db, { mobile });
  const balance = await adjustPoints(db, { customerId, points, userId, note: values.note ?? '' });
  console.log(`customer ${customerId} (${mobile}) now has ${balance} points`);
}

const COMMANDS: Record<string, (db: Database) => Promise<void>> = {
  token,
  'order:create': createOrder,
  'order:status': moveOrder,
  'customer:type': setCustomerType,
  'collection:due': collectionDue,
  'collection:done': collectionDone,
  'collection:note': collectionNote,
  'product:price': productPrice,
  'product:stock': productStock,
  'comments:list': listComments,
  'comment:moderate': moderate,
  'comments:moderation': moderation,
  'gift:list': listGifts,
  'gift:status': moveGift,
  'points:adjust': adjustCustomerPoints,
};

async function main(): Promise<void> {
  const command = COMMANDS[positionals[0] ?? ''];
  if (!command) throw new UsageError(`unknown command "${positionals[0] ?? ''}"`);
  const { db, close } = await openDatabase({ url: process.env.DATABASE_URL, dir: dataDir() });
  try {
    await command(db);
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) console.error(`${error.message}\n${USAGE}`);
  else if (error instanceof ApiError) console.error(error.msg);
  else console.error(error);
  process.exit(1);
});
