import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { productComments, productDetail } from '@/lib/contract/catalog';
import {
  commentAddResult,
  commentModerationResult,
  commentReportResult,
  ownComment,
  ownCommentResult,
  REPORT_HIDE_THRESHOLD,
  staffCommentList,
} from '@/lib/contract/comment';
import { commentReports, comments, notifications } from '@/server/db/schema';
import { insertBoughtProduct } from '../helpers/payment-fixture';
import {
  expectBadRequest,
  expectFailure,
  insertCustomerWithToken,
  okData,
} from '../helpers/people-fixture';
import { A, B, GUEST, insertShopFixture, type ShopFixture, STAFF } from '../helpers/shop-fixture';
import { createTestApp } from '../helpers/test-app';

type App = Awaited<ReturnType<typeof createTestApp>>;

function write(t: App, token: string, productId: number, body: unknown) {
  return t.call('POST', `/api/v1/product/${productId}/add/comment`, { token, body });
}

function report(t: App, token: string, pathId: number, commentId: number, reason = 'تبلیغ است') {
  return t.call('POST', `/api/v1/product/${pathId}/comments/${commentId}/report`, {
    token,
    body: { comment: reason },
  });
}

async function published(t: App, productId: number) {
  return okData(await t.call('GET', `/api/v1/product/${productId}/comments`), productComments);
}

async function rating(t: App, productId: number) {
  const detail = okData(await t.call('GET', `/api/v1/app/product/${productId}`), productDetail);
  return [detail.rating, detail.rating_count];
}

function moderate(t: App, commentId: number, status: string) {
  return t.call('POST', `/api/v1/staff/comments/${commentId}/moderate`, {
    token: STAFF,
    body: { status },
  });
}

function setMode(t: App, mode: string) {
  return t.call('POST', '/api/v1/staff/settings/comment-moderation', {
    token: STAFF,
    body: { mode },
  });
}

describe('product comments', () => {
  let t: App;
  let f: ShopFixture;
  let firstId = 0;
  beforeAll(async () => {
    t = await createTestApp();
    f = await insertShopFixture(t.db);
  });
  afterAll(async () => t.close());

  it('waits for staff by default, with star 1 when none is given; the rating ignores it', async () => {
    const added = okData(
      await write(t, A, f.product.gaz, { comment: 'خیلی خوشمزه بود' }),
      commentAddResult,
    );
    expect(added.created).toBe(true);
    expect(added.comment).toMatchObject({ star: 1, status: 'pending', hidden: false });
    firstId = added.comment.id;
    expect((await published(t, f.product.gaz)).count).toBe(0);
    expect(await rating(t, f.product.gaz)).toEqual([0, 0]);
    const own = okData(
      await t.call('GET', `/api/v1/product/${f.product.gaz}/my/comment`, { token: A }),
      ownCommentResult,
    );
    expect(own.comment?.id).toBe(firstId);
  });

  it('a second comment edits the first', async () => {
    const edited = okData(
      await write(t, A, f.product.gaz, {
        star: 4,
        comment: 'تازه و خوش‌طعم',
        customer_id: f.customer.a,
      }),
      commentAddResult,
    );
    expect(edited.created).toBe(false);
    expect(edited.comment).toMatchObject({ id: firstId, star: 4, comment: 'تازه و خوش‌طعم' });
    const rows = await t.db.select().from(comments).where(eq(comments.productId, f.product.gaz));
    expect(rows).toHaveLength(1);
  });

  it('shows after staff publish it, with the rating and the buyer mark', async () => {
    const pending = okData(
      await t.call('GET', '/api/v1/staff/comments', { token: STAFF }),
      staffCommentList,
    );
    expect(pending.results.map((row) => row.id)).toContain(firstId);
    okData(await moderate(t, firstId, 'published'), ownComment);
    const list = await published(t, f.product.gaz);
    expect(list.results.map((row) => [row.id, row.star, row.is_buyer, row.customer_id])).toEqual([
      [firstId, 4, false, f.customer.a],
    ]);
    expect(await rating(t, f.product.gaz)).toEqual([4, 1]);
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.customerId, f.customer.a));
    expect(told.map((row) => row.code)).toContain('comment');
  });

  it('marks «خریدار این کالا» for a customer whose completed order held the product', async () => {
    await insertBoughtProduct(t.db, {
      customerId: f.customer.b,
      productId: f.product.gaz,
      status: 'completed',
    });
    expect((await setMode(t, 'publish')).status).toBe(200);
    const added = okData(
      await write(t, B, f.product.gaz, { star: 2, comment: 'کمی شیرین بود' }),
      commentAddResult,
    );
    expect(added.comment.status).toBe('published');
    const list = await published(t, f.product.gaz);
    expect(list.results.find((row) => row.id === added.comment.id)?.is_buyer).toBe(true);
    expect(await rating(t, f.product.gaz)).toEqual([3, 2]);
  });

  it('reports once per customer; reports from 3 customers hide it until staff publish it again', async () => {
    const target = okData(
      await write(t, B, f.product.nougat, { star: 5, comment: 'بهترین نوقا' }),
      commentAddResult,
    ).comment.id;
    expect(okData(await report(t, A, f.customer.a, target), commentReportResult)).toEqual({
      comment_id: target,
      reported: true,
    });
    await report(t, A, f.product.nougat, target);
    const rows = await t.db
      .select()
      .from(commentReports)
      .where(eq(commentReports.commentId, target));
    expect(rows).toHaveLength(1);
    expect((await published(t, f.product.nougat)).count).toBe(1);
    const tokens = ['report-c-token-00000000000001', 'report-d-token-00000000000002'];
    await insertCustomerWithToken(t.db, '09125550101', tokens[0] ?? '');
    await insertCustomerWithToken(t.db, '09125550102', tokens[1] ?? '');
    expect(REPORT_HIDE_THRESHOLD).toBe(3);
    await report(t, tokens[0] ?? '', f.product.nougat, target);
    expect((await published(t, f.product.nougat)).count).toBe(1);
    await report(t, tokens[1] ?? '', f.product.nougat, target);
    expect((await published(t, f.product.nougat)).count).toBe(0);
    expect(await rating(t, f.product.nougat)).toEqual([0, 0]);
    const hidden = okData(
      await t.call('GET', '/api/v1/staff/comments?status=hidden', { token: STAFF }),
      staffCommentList,
    );
    expect(hidden.results.find((row) => row.id === target)?.reports).toHaveLength(3);
    expectFailure(await report(t, A, f.product.nougat, target), 404);
    okData(await moderate(t, target, 'published'), ownComment);
    expect((await published(t, f.product.nougat)).count).toBe(1);
    expect(await rating(t, f.product.nougat)).toEqual([5, 1]);
  });

  it('rejected comments never show', async () => {
    const id = okData(
      await write(t, A, f.product.saffron, { star: 1, comment: 'بد بود واقعا' }),
      commentAddResult,
    ).comment.id;
    expect((await published(t, f.product.saffron)).count).toBe(1);
    okData(await moderate(t, id, 'rejected'), ownComment);
    expect((await published(t, f.product.saffron)).count).toBe(0);
    expect(await rating(t, f.product.saffron)).toEqual([0, 0]);
  });

  it('keeps text plain: markup is refused, a link stays text', async () => {
    expectBadRequest(
      await write(t, A, f.product.pashmak, { comment: '<script>alert(1)</script>' }),
      'comment',
    );
    expectBadRequest(
      await write(t, A, f.product.pashmak, { comment: 'سلام <b>پررنگ</b>' }),
      'comment',
    );
    const linked = okData(
      await write(t, A, f.product.pashmak, { star: 3, comment: 'ببینید https://example.com <3' }),
      commentAddResult,
    );
    expect(linked.comment.comment).toBe('ببینید https://example.com <3');
  });

  it('refuses bad input with a Persian 400 and writes nothing', async () => {
    const before = await t.db.select().from(comments);
    const bad: [unknown, string][] = [
      [{}, 'comment'],
      [{ comment: '' }, 'comment'],
      [{ comment: 'اب' }, 'comment'],
      [{ comment: 'خ'.repeat(1001) }, 'comment'],
      [{ comment: 12345 }, 'comment'],
      [{ comment: 'خوب بود', star: 0 }, 'star'],
      [{ comment: 'خوب بود', star: 6 }, 'star'],
      [{ comment: 'خوب بود', star: 2.5 }, 'star'],
      [{ comment: 'خوب بود', star: 'five' }, 'star'],
    ];
    for (const [body, field] of bad)
      expectBadRequest(await write(t, A, f.product.poolaki, body), field);
    expectBadRequest(await write(t, A, 0, { comment: 'خوب بود' }), 'id');
    expectFailure(await write(t, A, 999_999, { comment: 'خوب بود' }), 404);
    expectFailure(await write(t, A, f.product.retired, { comment: 'خوب بود' }), 404);
    expectFailure(
      await write(t, A, f.product.poolaki, { comment: 'خوب بود', customer_id: f.customer.b }),
      404,
    );
    expectFailure(await write(t, GUEST, f.product.poolaki, { comment: 'خوب بود' }), 403);
    expectFailure(
      await t.call('POST', `/api/v1/product/${f.product.poolaki}/add/comment`, {
        body: { comment: 'خوب بود' },
      }),
      401,
    );
    expect(await t.db.select().from(comments)).toHaveLength(before.length);
  });

  it('refuses bad reports and reports of one’s own or unseen comments', async () => {
    const [visible] = (await published(t, f.product.gaz)).results.filter(
      (row) => row.customer_id === f.customer.b,
    );
    const id = visible?.id ?? 0;
    const reportsBefore = await t.db.select().from(commentReports);
    expectBadRequest(await report(t, A, f.product.gaz, id, ''), 'comment');
    expectBadRequest(await report(t, A, f.product.gaz, id, '<i>x</i> بد'), 'comment');
    expectBadRequest(
      await t.call('POST', `/api/v1/product/${f.product.gaz}/comments/abc/report`, {
        token: A,
        body: { comment: 'نامربوط است' },
      }),
      'commentId',
    );
    expectBadRequest(await report(t, B, f.product.gaz, id));
    expectFailure(await report(t, A, f.product.gaz, 999_999), 404);
    expectFailure(await report(t, A, f.customer.b, id), 404);
    expectFailure(
      await t.call('POST', `/api/v1/product/${f.product.gaz}/comments/${id}/report`, {
        token: A,
        body: { comment: 'نامربوط است', customer_id: f.customer.b },
      }),
      404,
    );
    expectFailure(await report(t, GUEST, f.product.gaz, id), 403);
    const pendingId = okData(
      await (async () => {
        await setMode(t, 'wait');
        return write(t, B, f.product.poolaki, { comment: 'منتظر بررسی' });
      })(),
      commentAddResult,
    ).comment.id;
    expectFailure(await report(t, A, f.product.poolaki, pendingId), 404);
    expect(await t.db.select().from(commentReports)).toHaveLength(reportsBefore.length);
  });

  it('refuses bad staff input', async () => {
    expectBadRequest(await moderate(t, firstId, 'maybe'), 'status');
    expectBadRequest(await setMode(t, 'sometimes'), 'mode');
    expectFailure(await moderate(t, 999_999, 'published'), 404);
    expectBadRequest(
      await t.call('GET', '/api/v1/staff/comments?status=lost', { token: STAFF }),
      'status',
    );
    expectFailure(await t.call('GET', '/api/v1/staff/comments', { token: A }), 403);
    okData(await setMode(t, 'wait'), commentModerationResult);
    const reported = okData(
      await t.call('GET', '/api/v1/staff/comments?status=reported', { token: STAFF }),
      staffCommentList,
    );
    expect(reported.count).toBeGreaterThan(0);
    expect(z.array(z.number()).parse(reported.results.map((row) => row.id)).length).toBe(
      reported.results.length,
    );
  });
});

describe.skipIf(!process.env.DATABASE_URL)('comments under concurrency (PostgreSQL)', () => {
  let t: App;
  let f: ShopFixture;
  beforeAll(async () => {
    t = await createTestApp();
    expect(t.driver).toBe('pg');
    f = await insertShopFixture(t.db);
  });
  afterAll(async () => t.close());

  it('10 simultaneous reports by one customer make one row; 10 comments by one customer make one', async () => {
    await setMode(t, 'publish');
    const added = okData(
      await write(t, B, f.product.gaz, { star: 5, comment: 'عالی بود' }),
      commentAddResult,
    );
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => report(t, A, f.product.gaz, added.comment.id)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const rows = await t.db
      .select()
      .from(commentReports)
      .where(eq(commentReports.commentId, added.comment.id));
    expect(rows).toHaveLength(1);
    const writes = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        write(t, A, f.product.nougat, { star: (i % 5) + 1, comment: `نظر شماره ${i + 1}` }),
      ),
    );
    expect(writes.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const mine = await t.db.select().from(comments).where(eq(comments.productId, f.product.nougat));
    expect(mine).toHaveLength(1);
    const [, count] = await rating(t, f.product.nougat);
    expect(count).toBe(1);
  });
});
