import type { Page } from '@playwright/test';

type Envelope<T> = { data: T };
type Window = { start_time: string; end_time: string; remaining: number; held: number };
type Day = { date: string; state: string; windows: Window[] };

/** A demo bookable's page and its days ahead, as a shopper (with a token) or nobody sees them. */
export async function bookable(page: Page, slug: string, token?: string) {
  const answer = await page.request.get('/api/v1/products?type=reservable&limit=100');
  const { data } = (await answer.json()) as Envelope<{ results: { id: number; slug: string }[] }>;
  const product = data.results.find((item) => item.slug === slug);
  if (!product) throw new Error(`the demo ${slug} is missing`);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(new Date());
  const parts = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', {
    timeZone: 'Asia/Tehran',
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(new Date());
  const year = Number.parseInt(parts.find((p) => p.type === 'year')?.value ?? '', 10);
  const month = Number(parts.find((p) => p.type === 'month')?.value);
  const calendar = await page.request.get(
    `/api/v1/products/${product.id}/reservation/calender?year=${year}&month=${month}&double=true`,
    token ? { headers: { Authorization: `Bearer ${token}` } } : {},
  );
  const days = ((await calendar.json()) as Envelope<Day[]>).data.filter((d) => d.date > today);
  return { id: product.id, path: `/product/${product.id}/${product.slug}`, days };
}
