import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productComments } from '@/lib/contract/catalog';
import {
  commentAddResult,
  commentHelpfulResult,
  ownCommentResult,
  ownHelpfulResult,
  staffCommentList,
} from '@/lib/contract/comment';
import { commentHelpful, comments, uploads } from '@/server/db/schema';
import { insertBoughtProduct } from '../helpers/payment-fixture';
import {
  expectBadRequest,
  expectFailure,
  insertRaceCustomers,
  okData,
} from '../helpers/people-fixture';
import { A, B, GUEST, insertShopFixture, type ShopFixture, STAFF } from '../helpers/shop-fixture';
import { createTestApp } from '../helpers/test-app';

type App = Awaited<ReturnType<typeof createTestApp>>;

let t: App;
let f: ShopFixture;
let photosOfA: number[] = [];
let photoOfB = 0;

function write(token: string, productId: number, body: unknown) {
  return t.call('POST', `/api/v1/product/${productId}/add/comment`, { token, body });
}

function helpful(method: 'POST' | 'DELETE', token: string, productId: number, commentId: number) {
  return t.call(method, `/api/v1/product/${productId}/comments/${commentId}/helpful`, { token });
}

async function listed(productId: number, sort?: string) {
  const query = sort === undefined ? '' : `?sort=${sort}`;
  return okData(
    await t.call('GET', `/api/v1/product/${productId}/comments${query}`),
    productComments,
  );
}

async function rowOf(commentId: number) {
  const [row] = await t.db.select().from(comments).where(eq(comments.id, commentId));
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  f = await insertShopFixture(t.db);
  await t.call('POST', '/api/v1/staff/settings/comment-moderation', {
    token: STAFF,
    body: { mode: 'publish' },
  });
  const picture = { contentType: 'image/webp', size: 10, width: 640, height: 480 };
  const rows = await t.db
    .insert(uploads)
    .values([
      { customerId: f.customer.a, name: 'review-a-1', ...picture },
      { customerId: f.customer.a, name: 'review-a-2', ...picture },
      { customerId: f.customer.a, name: 'review-a-3', ...picture },
      { customerId: f.customer.a, name: 'review-a-4', ...picture },
      { customerId: f.customer.b, name: 'review-b-1', ...picture },
    ])
    .returning({ id: uploads.id });
  photosOfA = rows.slice(0, 4).map((row) => row.id);
  photoOfB = rows[4]?.id ?? 0;
});
afterAll(async () => t.close());

describe('photos on a comment', () => {
  it('carries up to three of the author’s uploads, in order, with their size', async () => {
    const [one = 0, two = 0] = photosOfA;
    const added = okData(
      await write(A, f.product.gaz, { star: 5, comment: 'عکسش را ببینید', photos: [two, one] }),
      commentAddResult,
    );
    expect(added.comment.photos).toEqual([
      { id: two, url: '/api/v1/upload/review-a-2.webp', width: 640, height: 480 },
      { id: one, url: '/api/v1/upload/review-a-1.webp', width: 640, height: 480 },
    ]);
    const list = await listed(f.product.gaz);
    expect(list.results[0]?.photos.map((photo) => photo.id)).toEqual([two, one]);
    const own = okData(
      await t.call('GET', `/api/v1/product/${f.product.gaz}/my/comment`, { token: A }),
      ownCommentResult,
    );
    expect(own.comment?.photos.map((photo) => photo.id)).toEqual([two, one]);
    const staff = okData(
      await t.call('GET', '/api/v1/staff/comments?status=published', { token: STAFF }),
      staffCommentList,
    );
    expect(staff.results.find((row) => row.id === added.comment.id)?.photos).toHaveLength(2);
  });

  it('keeps them on an edit that does not name them, and drops them on []', async () => {
    const kept = okData(
      await write(A, f.product.gaz, { star: 4, comment: 'ویرایش بدون عکس' }),
      commentAddResult,
    );
    expect(kept.comment.photos).toHaveLength(2);
    const dropped = okData(
      await write(A, f.product.gaz, { star: 4, comment: 'بدون عکس', photos: [] }),
      commentAddResult,
    );
    expect(dropped.comment.photos).toEqual([]);
  });

  it('refuses four photos, a repeated one, another’s or an unknown one, and changes nothing', async () => {
    const before = okData(
      await write(A, f.product.gaz, { star: 3, comment: 'با یک عکس', photos: [photosOfA[0]] }),
      commentAddResult,
    ).comment;
    const [one = 0] = photosOfA;
    expectBadRequest(
      await write(A, f.product.gaz, { comment: 'چهار عکس', photos: photosOfA }),
      'photos',
    );
    expectBadRequest(
      await write(A, f.product.gaz, { comment: 'عکس تکراری', photos: [one, one] }),
      'photos.1',
    );
    expectBadRequest(
      await write(A, f.product.gaz, { comment: 'عکس دیگری', photos: [photoOfB] }),
      'photos.0',
    );
    expectBadRequest(
      await write(A, f.product.gaz, { comment: 'عکس ناشناخته', photos: [999_999] }),
      'photos.0',
    );
    expectBadRequest(
      await write(A, f.product.gaz, { comment: 'نوع بد', photos: ['یک'] }),
      'photos.0',
    );
    const after = await rowOf(before.id);
    expect(after).toMatchObject({ comment: 'با یک عکس', star: 3, photoIds: [one] });
  });
});

describe('helpful marks', () => {
  let theirs = 0;
  beforeAll(async () => {
    theirs = okData(
      await write(B, f.product.gaz, { star: 2, comment: 'به نظرم شیرین بود' }),
      commentAddResult,
    ).comment.id;
  });

  it('counts once per customer, however often it is sent', async () => {
    const first = okData(await helpful('POST', A, f.product.gaz, theirs), commentHelpfulResult);
    expect(first).toEqual({ comment_id: theirs, marked: true, helpful_count: 1 });
    const again = okData(await helpful('POST', A, f.product.gaz, theirs), commentHelpfulResult);
    expect(again.helpful_count).toBe(1);
    expect((await listed(f.product.gaz)).results.find((c) => c.id === theirs)?.helpful_count).toBe(
      1,
    );
    const mine = okData(
      await t.call('GET', `/api/v1/product/${f.product.gaz}/my/helpful`, { token: A }),
      ownHelpfulResult,
    );
    expect(mine.comment_ids).toEqual([theirs]);
    const others = okData(
      await t.call('GET', `/api/v1/product/${f.product.gaz}/my/helpful`, { token: B }),
      ownHelpfulResult,
    );
    expect(others.comment_ids).toEqual([]);
  });

  it('is taken back once, and the count never goes below what the marks say', async () => {
    const back = okData(await helpful('DELETE', A, f.product.gaz, theirs), commentHelpfulResult);
    expect(back).toEqual({ comment_id: theirs, marked: false, helpful_count: 0 });
    const twice = okData(await helpful('DELETE', A, f.product.gaz, theirs), commentHelpfulResult);
    expect(twice.helpful_count).toBe(0);
    okData(await helpful('POST', A, f.product.gaz, theirs), commentHelpfulResult);
  });

  it('refuses one’s own comment, another product’s path, a hidden comment and a guest', async () => {
    const ownId = (await t.db.select().from(comments).where(eq(comments.customerId, f.customer.a)))
      .map((row) => row.id)
      .at(0);
    expect(ownId).toBeDefined();
    expectFailure(await helpful('POST', A, f.product.gaz, ownId ?? 0), 400);
    expectFailure(await helpful('POST', A, f.product.nougat, theirs), 404);
    expectFailure(await helpful('POST', A, f.product.gaz, 999_999), 404);
    expect((await helpful('POST', GUEST, f.product.gaz, theirs)).status).toBe(403);
    expect(
      (await t.call('POST', `/api/v1/product/${f.product.gaz}/comments/${theirs}/helpful`)).status,
    ).toBe(401);
    await t.db.update(comments).set({ hiddenAt: new Date() }).where(eq(comments.id, theirs));
    expectFailure(await helpful('POST', B, f.product.gaz, theirs), 404);
    await t.db.update(comments).set({ hiddenAt: null }).where(eq(comments.id, theirs));
    expect((await rowOf(theirs))?.helpfulCount).toBe(1);
  });

  it('does not change when the comment was last edited', async () => {
    const before = (await rowOf(theirs))?.updatedAt;
    okData(await helpful('DELETE', A, f.product.gaz, theirs), commentHelpfulResult);
    okData(await helpful('POST', A, f.product.gaz, theirs), commentHelpfulResult);
    expect((await rowOf(theirs))?.updatedAt).toEqual(before);
  });
});

describe('sorting comments', () => {
  it('orders by newest, highest star or most helpful, ties newest first; a bad sort is a Persian 400', async () => {
    const [x, y, z] = await insertRaceCustomers(t.db, 3, '0916');
    const write3 = async (token: string | undefined, star: number, text: string) =>
      okData(await write(token ?? '', f.product.nougat, { star, comment: text }), commentAddResult)
        .comment.id;
    const low = await write3(x, 1, 'خوب نبود');
    const high = await write3(y, 5, 'عالی بود');
    const mid = await write3(z, 3, 'معمولی بود');
    // Distinct times, so "newest" does not rest on the id alone.
    for (const [id, minutesAgo] of [
      [low, 30],
      [high, 20],
      [mid, 10],
    ] as const) {
      await t.db
        .update(comments)
        .set({ createdAt: new Date(Date.now() - minutesAgo * 60_000) })
        .where(eq(comments.id, id));
    }
    okData(await helpful('POST', A, f.product.nougat, low), commentHelpfulResult);
    okData(await helpful('POST', B, f.product.nougat, low), commentHelpfulResult);
    okData(await helpful('POST', A, f.product.nougat, high), commentHelpfulResult);

    const ids = async (sort?: string) =>
      (await listed(f.product.nougat, sort)).results.map((c) => c.id);
    expect(await ids()).toEqual([mid, high, low]);
    expect(await ids('newest')).toEqual([mid, high, low]);
    expect(await ids('highest')).toEqual([high, mid, low]);
    expect(await ids('helpful')).toEqual([low, high, mid]);
    expectBadRequest(
      await t.call('GET', `/api/v1/product/${f.product.nougat}/comments?sort=best`),
      'sort',
    );
  });
});

describe('the buyer mark', () => {
  it('stays on a comment whose order was delivered and is now being returned', async () => {
    await insertBoughtProduct(t.db, {
      customerId: f.customer.b,
      productId: f.product.gaz,
      status: 'rt_wait',
    });
    const list = await listed(f.product.gaz);
    const buyers = list.results.map((c) => [c.customer_id, c.is_buyer]);
    expect(buyers).toContainEqual([f.customer.b, true]);
    expect(buyers).toContainEqual([f.customer.a, false]);
  });
});

/** Races only mean something with many connections: PostgreSQL named by DATABASE_URL. */
describe.skipIf(!process.env.DATABASE_URL)('helpful marks racing on PostgreSQL', () => {
  it('20 customers marking at once, each twice, count 20; 20 taking back at once leave 0', async () => {
    const target = okData(
      await write(B, f.product.saffron, { star: 4, comment: 'زعفران خوش‌رنگی بود' }),
      commentAddResult,
    ).comment.id;
    const tokens = await insertRaceCustomers(t.db, 20, '0917');
    const marks = await Promise.all(
      [...tokens, ...tokens].map((token) => helpful('POST', token, f.product.saffron, target)),
    );
    expect(marks.map((res) => res.status)).toEqual(marks.map(() => 200));
    expect((await rowOf(target))?.helpfulCount).toBe(20);
    const stored = await t.db
      .select()
      .from(commentHelpful)
      .where(and(eq(commentHelpful.commentId, target)));
    expect(stored).toHaveLength(20);
    const backs = await Promise.all(
      [...tokens, ...tokens].map((token) => helpful('DELETE', token, f.product.saffron, target)),
    );
    expect(backs.map((res) => res.status)).toEqual(backs.map(() => 200));
    expect((await rowOf(target))?.helpfulCount).toBe(0);
  });
});
