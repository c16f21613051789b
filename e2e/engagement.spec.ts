import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { publishPendingComment, shownComment } from './support/comments';
import { plainProducts, staffToken } from './support/orders';
import { freshMobile, journeyAddress, loginThroughApi } from './support/session';

type Envelope<T> = { success: boolean; data: T; msg: string };
type Comments = { results: { id: number; customer_id: number | null; comment: string }[] };

const staff = () => ({ Authorization: `Bearer ${staffToken()}` });

async function productName(request: APIRequestContext, id: number): Promise<string> {
  const answer = await request.get(`/api/v1/app/product/${id}`);
  return ((await answer.json()) as Envelope<{ name: string }>).data.name;
}

async function setStock(request: APIRequestContext, id: number, stock: number) {
  const answer = await request.post(`/api/v1/staff/products/${id}/stock`, {
    headers: staff(),
    data: { stock },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as Envelope<{ notified: number }>).data;
}

async function asCustomer(page: Page) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': journeyAddress() });
  return loginThroughApi(page, freshMobile());
}

test('a guest who taps a heart is asked to log in', async ({ page }) => {
  await page.goto('/');
  const heart = page.getByTestId('favorite-heart').first();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  const prompt = page.getByText('برای نگه‌داشتن علاقه‌مندی‌ها وارد حساب خود شوید');
  // The first tap may land before the page's script is running.
  await expect(async () => {
    await heart.click();
    await expect(prompt).toBeVisible({ timeout: 1000 });
  }).toPass();
  await page.getByTestId('login-prompt-link').click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(heart).toHaveCount(0);
});

test('a customer favourites a product from its card and finds it in the favourites list', async ({
  page,
}) => {
  await asCustomer(page);
  await page.goto('/products');
  const card = page.getByTestId('product-card').first();
  const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
  const heart = card.getByTestId('favorite-heart');
  await expect(heart).toHaveAttribute('aria-label', `افزودن «${name}» به علاقه‌مندی‌ها`);
  // The customer's heart is ready once it knows their list.
  await expect(heart).not.toHaveAttribute('aria-busy', 'true');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  // Spec 2: the product page shows the heart from the product itself and never reloads the list.
  const listLoads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/app/favorites') listLoads.push(request.url());
  });
  await card.getByRole('link').click();
  await expect(page.getByTestId('product-title')).toHaveText(name);
  await expect(page.getByTestId('favorite-heart')).toHaveAttribute('aria-pressed', 'true');
  expect(listLoads).toEqual([]);

  await page.goto('/profile/favorites');
  await expect(page.getByTestId('favorite-row').filter({ hasText: name })).toBeVisible();
  await page.getByRole('button', { name: `حذف «${name}» از علاقه‌مندی‌ها` }).click();
  await expect(page.getByTestId('favorites-empty')).toBeVisible();
});

test('a customer asks to hear when a product is back; a staff restock spends the reminder', async ({
  page,
}) => {
  await asCustomer(page);
  const ids = await plainProducts(page.request);
  const id = ids[1] ?? ids[0] ?? 0;
  await setStock(page.request, id, 0);
  const name = await productName(page.request, id);
  await page.goto(`/product/${id}`);
  await expect(page.getByTestId('product-stock')).toHaveText('ناموجود');
  await page.getByTestId('reminder-sms').check();
  const ask = page.getByRole('button', { name: 'موجود شد خبرم کن' });
  await expect(ask).toBeEnabled();
  await ask.click();
  await expect(page.getByText(`وقتی «${name}» موجود شد خبرتان می‌کنیم`)).toBeVisible();
  await expect(page.getByTestId('reminder-waiting')).toBeVisible();

  await page.goto('/profile/reminders');
  const row = page.getByTestId('reminder-row').filter({ hasText: name });
  await expect(row.getByTestId('reminder-state')).toContainText('منتظر موجود شدن');

  expect((await setStock(page.request, id, 8)).notified).toBeGreaterThanOrEqual(1);
  await page.reload();
  await expect(row.getByTestId('reminder-state')).toContainText('موجود شد و خبرتان کردیم');
  await page.goto(`/product/${id}`);
  await expect(page.getByTestId('product-stock')).toHaveText('موجود');
});

test('a restock while the customer looks at the product flips «ناموجود» to the add button without a reload', async ({
  page,
}) => {
  // A login, a reminder and a restock with its notification, on a shared machine.
  test.setTimeout(60_000);
  await asCustomer(page);
  const ids = await plainProducts(page.request);
  const id = ids[3] ?? ids[0] ?? 0;
  await setStock(page.request, id, 0);
  await page.goto(`/product/${id}`);
  await expect(page.getByTestId('product-stock')).toHaveText('ناموجود');
  // The customer's reminder island has loaded once its SMS choice shows.
  await expect(page.getByTestId('reminder-sms')).toBeVisible();
  const ask = page.getByRole('button', { name: 'موجود شد خبرم کن' });
  await expect(ask).toBeEnabled();
  await ask.click();
  await expect(page.getByTestId('reminder-waiting')).toBeVisible();
  // The bell's live stream is open, as it is on any page a customer keeps open.
  await expect(page.getByTestId('header-bell')).toHaveAttribute('data-live', 'true');
  const loaded = await page.evaluate(() => performance.timeOrigin);

  expect((await setStock(page.request, id, 8)).notified).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('header-bell-count')).toHaveText('۱');
  await expect(page.getByTestId('product-stock')).toHaveText('موجود');
  const buyBar = page.getByTestId('buy-bar');
  await expect(buyBar.getByRole('button', { name: 'افزودن به سبد خرید' })).toBeEnabled();
  await expect(page.getByTestId('reminder-toggle')).toHaveCount(0);
  // The same document: nothing was reloaded.
  expect(await page.evaluate(() => performance.timeOrigin)).toBe(loaded);
  await page.screenshot({ path: 'test-results/product-restocked.png' });
});

test('a customer writes a comment with stars and sees it once staff publish it', async ({
  page,
}) => {
  await asCustomer(page);
  const ids = await plainProducts(page.request);
  const id = ids[2] ?? ids[0] ?? 0;
  const text = `نظر آزمایشی ${Date.now()} دربارهٔ طعم`;
  await page.goto(`/product/${id}`);
  const form = page.getByTestId('comment-form');
  await form.getByTestId('comment-star-4').check({ force: true });
  await form.getByLabel('متن نظر').fill(text);
  await form.getByTestId('comment-submit').click();
  await expect(page.getByText('نظر شما ثبت شد و پس از بررسی نمایش داده می‌شود')).toBeVisible();
  await expect(form.getByTestId('own-comment-status')).toHaveText('نظر شما در انتظار بررسی است.');
  await expect(page.getByTestId('product-comment').filter({ hasText: text })).toHaveCount(0);

  await publishPendingComment(page.request, text);
  const shown = await shownComment(page, text);
  await expect(shown.getByRole('img', { name: /۴/ }).first()).toBeVisible();
  await expect(shown.getByTestId('comment-report')).toHaveCount(0);
});

test('a customer reports another customer’s comment with a reason', async ({ page }) => {
  await asCustomer(page);
  const ids = await plainProducts(page.request);
  let target: { productId: number; text: string } | null = null;
  for (const id of ids) {
    const answer = await page.request.get(`/api/v1/product/${id}/comments`);
    const first = ((await answer.json()) as Envelope<Comments>).data.results[0];
    if (first) {
      target = { productId: id, text: first.comment };
      break;
    }
  }
  expect(target).not.toBeNull();
  await page.goto(`/product/${target?.productId}`);
  const comment = page.getByTestId('product-comment').filter({ hasText: target?.text }).first();
  await comment.getByTestId('comment-report').click();
  const dialog = page.getByTestId('report-dialog');
  await dialog.getByLabel('دلیل گزارش').fill('این نظر به محصول ربطی ندارد');
  await dialog.getByTestId('report-send').click();
  await expect(page.getByText('گزارش شما ثبت شد؛ ممنون که کمک می‌کنید')).toBeVisible();
  await expect(comment.getByTestId('comment-reported')).toHaveText('گزارش شد');
});
