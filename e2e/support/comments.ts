import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { staffToken } from './orders';

type Envelope<T> = { success: boolean; data: T; msg: string };
type StaffComment = { id: number; comment: string; photos: { url: string }[] };

/** Staff publish the pending comment with this text, as the panel would; answers it as staff saw it. */
export async function publishPendingComment(
  request: APIRequestContext,
  text: string,
): Promise<StaffComment> {
  const headers = { Authorization: `Bearer ${staffToken()}` };
  const pending = await request.get('/api/v1/staff/comments?status=pending&limit=100', {
    headers,
  });
  const found = ((await pending.json()) as Envelope<{ results: StaffComment[] }>).data.results.find(
    (row) => row.comment === text,
  );
  expect(found, `no pending comment «${text}»`).toBeDefined();
  const published = await request.post(`/api/v1/staff/comments/${found?.id}/moderate`, {
    headers,
    data: { status: 'published' },
  });
  expect(published.ok()).toBe(true);
  return found ?? { id: 0, comment: text, photos: [] };
}

/** The comment with this text, once the product page shows it (the cached page is served once more while it rebuilds). */
export async function shownComment(page: Page, text: string) {
  const shown = page.getByTestId('product-comment').filter({ hasText: text });
  await expect(async () => {
    await page.reload();
    await expect(shown).toBeVisible({ timeout: 1000 });
  }).toPass();
  return shown;
}
