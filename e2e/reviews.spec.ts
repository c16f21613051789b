import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { publishPendingComment, shownComment } from './support/comments';
import { plainProducts } from './support/orders';
import { freshMobile, journeyAddress, loginThroughApi } from './support/session';

type Envelope<T> = { success: boolean; data: T; msg: string };
type Comment = {
  id: number;
  comment: string;
  star: number;
  customer_id: number | null;
  is_buyer: boolean;
  helpful_count: number;
  photos: { url: string }[];
};
type Comments = { results: Comment[]; count: number };

/** A small PNG, for the comment's photo (the upload re-encodes it). */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4z8CAFWEXHbQSACj/P8Fu7N9hAAAAAElFTkSuQmCC',
  'base64',
);

const CUSTOMER_HELPFUL = '[data-testid="comment-helpful"][data-viewer="customer"]';

async function commentsOf(request: APIRequestContext, productId: number, sort = 'newest') {
  const answer = await request.get(`/api/v1/product/${productId}/comments?sort=${sort}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as Envelope<Comments>).data;
}

/** A plain product whose first page orders differently by stars and by helpful marks. */
async function productWithManyComments(request: APIRequestContext) {
  for (const id of await plainProducts(request)) {
    const newest = await commentsOf(request, id);
    if (newest.count < 3) continue;
    const [highest, helpful] = await Promise.all([
      commentsOf(request, id, 'highest'),
      commentsOf(request, id, 'helpful'),
    ]);
    const first = newest.results[0]?.id;
    if (first !== highest.results[0]?.id && first !== helpful.results[0]?.id) return id;
  }
  throw new Error('the demo has no product whose comments order three ways');
}

/** A published comment by a customer who received the product (the demo customer's, among others). */
async function buyerComment(request: APIRequestContext) {
  for (let page = 1; page <= 10; page += 1) {
    const answer = await request.get(`/api/v1/products?type=newest&page=${page}&limit=100`);
    const ids = ((await answer.json()) as Envelope<{ results: { id: number }[] }>).data.results;
    for (const { id } of ids) {
      const buyer = (await commentsOf(request, id)).results.find((c) => c.is_buyer);
      if (buyer) return { productId: id, comment: buyer };
    }
    if (ids.length < 100) break;
  }
  throw new Error('the demo has no comment by a customer who received the product');
}

async function asCustomer(page: Page) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': journeyAddress() });
  return loginThroughApi(page, freshMobile());
}

test('a customer’s comment carries a photo, shown under it once staff publish it', async ({
  page,
}) => {
  await asCustomer(page);
  const ids = await plainProducts(page.request);
  const id = ids[5] ?? ids[0] ?? 0;
  const text = `رنگ و بوی خوبی داشت ${Date.now()}`;
  await page.goto(`/product/${id}`);
  const form = page.getByTestId('comment-form');
  await form.getByTestId('comment-star-5').check({ force: true });
  await form.getByLabel('متن نظر').fill(text);
  await form
    .getByTestId('comment-photo-input')
    .setInputFiles({ name: 'jar.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(form.getByRole('img', { name: 'عکس ۱' })).toBeVisible();
  await form.getByTestId('comment-submit').click();
  await expect(form.getByTestId('own-comment-status')).toHaveText('نظر شما در انتظار بررسی است.');

  const published = await publishPendingComment(page.request, text);
  expect(published.photos).toHaveLength(1);
  const shown = await shownComment(page, text);
  // The photos are fetched as the comment comes near the screen.
  await shown.scrollIntoViewIfNeeded();
  const photo = shown.getByRole('img', { name: /^عکس ۱ از نظر / });
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expect(shown.getByRole('link', { name: /^عکس ۱ از نظر / })).toHaveAttribute(
    'href',
    /^\/api\/v1\/upload\/[0-9a-f]{32}\.(png|webp)$/,
  );
  // The author cannot mark their own comment helpful.
  await expect(shown.getByTestId('comment-helpful')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/review-with-photo.png', fullPage: true });
});

test('a shopper marks a comment helpful, sorts by most helpful and highest, and the mark stays', async ({
  page,
}) => {
  // Two visits, three orders and two marks: a longer walk than most.
  test.slow();
  await asCustomer(page);
  const id = await productWithManyComments(page.request);
  const before = await commentsOf(page.request, id);
  const target = before.results.at(-1);
  expect(target).toBeDefined();
  await page.goto(`/product/${id}`);

  const card = page.getByTestId('product-comment').filter({ hasText: target?.comment }).first();
  // The customer's own button, once it knows their marks (the page first draws everyone's).
  const helpful = card.locator(CUSTOMER_HELPFUL);
  await card.scrollIntoViewIfNeeded();
  await expect(helpful).toHaveAttribute('aria-busy', 'false');
  await helpful.click();
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  const counted = (target?.helpful_count ?? 0) + 1;
  await expect(card.getByTestId('comment-helpful-count')).toHaveText(
    `(${counted.toLocaleString('fa-IR')})`,
  );

  const list = page.getByTestId('product-comments-list');
  for (const [label, sort] of [
    ['مفیدترین', 'helpful'],
    ['بیشترین امتیاز', 'highest'],
    ['جدیدترین', 'newest'],
  ] as const) {
    await page.getByRole('radio', { name: label }).check({ force: true });
    await expect(list).toHaveAttribute('data-sort', sort);
    const expected = (await commentsOf(page.request, id, sort)).results.map((c) => c.comment);
    await expect(list.getByTestId('product-comment').first()).toContainText(expected[0] ?? '');
  }

  // A new visit: the mark is the customer's own, kept by the server.
  await page.reload();
  const againCard = page
    .getByTestId('product-comment')
    .filter({ hasText: target?.comment })
    .first();
  const again = againCard.locator(CUSTOMER_HELPFUL);
  await againCard.scrollIntoViewIfNeeded();
  await expect(again).toHaveAttribute('aria-busy', 'false');
  await expect(again).toHaveAttribute('aria-pressed', 'true');
  await again.click();
  await expect(again).toHaveAttribute('aria-pressed', 'false');
  await expect
    .poll(async () => {
      const now = await commentsOf(page.request, id);
      return now.results.find((c) => c.id === target?.id)?.helpful_count;
    })
    .toBe(target?.helpful_count);
  await page.screenshot({ path: 'test-results/reviews-sorted.png', fullPage: true });
});

test('a guest sees the buyer mark and the reviews search engines read, and is asked to log in to mark one', async ({
  page,
}) => {
  const found = await buyerComment(page.request);
  await page.goto(`/product/${found?.productId}`);
  const card = page.getByTestId('product-comment').filter({ hasText: found?.comment.comment });
  await expect(card.getByTestId('buyer-badge')).toHaveText('خریدار این کالا');

  const graph = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  ) as { '@graph': { '@type': string; review?: { reviewBody: string }[] }[] };
  const product = graph['@graph'].find((node) => node['@type'] === 'Product');
  expect(product?.review?.map((review) => review.reviewBody)).toContain(found?.comment.comment);

  const helpful = card.getByTestId('comment-helpful');
  const prompt = page.getByText('برای ثبت «مفید بود» وارد حساب خود شوید');
  // The first tap may land before the page's script is running.
  await expect(async () => {
    await helpful.click();
    await expect(prompt).toBeVisible({ timeout: 1000 });
  }).toPass();
});
