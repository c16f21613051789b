// Staff commands on products and their comments (scripts/staff.ts).
import {
  commentModerateBody,
  commentModeration,
  staffCommentsQuery,
} from '../../lib/contract/comment';
import { productPriceBody } from '../../lib/contract/staff';
import type { Database } from '../../server/db/database';
import { setCommentModerationMode } from '../../server/services/comment/moderation-setting';
import { listStaffComments, moderateComment } from '../../server/services/comment/staff-comments';
import { setProductPrice } from '../../server/services/staff/product-price';
import { setProductStock } from '../../server/services/staff/product-stock';
import { positionals, UsageError, values, wholeNumber } from './command-line';

export async function productPrice(db: Database): Promise<void> {
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

export async function productStock(db: Database): Promise<void> {
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

export async function listComments(db: Database): Promise<void> {
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

export async function moderate(db: Database): Promise<void> {
  const [, id, status] = positionals;
  const body = commentModerateBody.safeParse({ status });
  if (!body.success) throw new UsageError('comment:moderate needs published or rejected');
  const comment = await moderateComment(db, wholeNumber(id, 'the comment id'), body.data.status);
  console.log(`comment ${comment.id} is now ${comment.status}`);
}

export async function moderation(db: Database): Promise<void> {
  const mode = commentModeration.safeParse(positionals[1]);
  if (!mode.success) throw new UsageError('comments:moderation needs wait or publish');
  console.log(`new comments: ${await setCommentModerationMode(db, mode.data)}`);
}
