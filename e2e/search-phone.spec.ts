import { expect, type Locator, type Page, test } from '@playwright/test';

type Envelope<T> = { data: T };
type Listed = { id: number; name: string; final_price: number; is_exist: boolean };
type Category = { id: number; name: string; slug: string; parent_id: number | null };

const persianDigits = (n: number) =>
  String(n).replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));

async function searchCount(page: Page, body: Record<string, unknown>): Promise<number> {
  const answer = await page.request.post('/api/v1/products/search?limit=1', { data: body });
  return ((await answer.json()) as Envelope<{ count: number }>).data.count;
}

/** Where a box begins and ends on screen, against the viewport's height. */
async function inViewport(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.y >= 0 && box.y < height;
}

/** True when no card in stock comes after a card marked out of stock. */
async function outOfStockLast(cards: Locator): Promise<boolean> {
  const gone = await cards.evaluateAll((all) =>
    all.map((card) => /ناموجود/.test(card.textContent ?? '')),
  );
  const first = gone.indexOf(true);
  return first === -1 || gone.slice(first).every(Boolean);
}

test.describe('search on a phone', () => {
  test('a wrong letter still finds the product, and the page says what was meant', async ({
    page,
  }) => {
    await page.goto(`/search?q=${encodeURIComponent('سوهن')}`);
    const results = page.getByTestId('search-results');
    await expect(results.getByTestId('product-card').first()).toContainText('سوهان');
    const meant = page.getByTestId('did-you-mean');
    await expect(meant).toContainText('منظورتان');
    await meant.getByRole('link', { name: 'سوهان' }).click();
    await expect(page).toHaveURL(/q=%D8%B3%D9%88%D9%87%D8%A7%D9%86/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('سوهان');
    await expect(page.getByTestId('did-you-mean')).toHaveCount(0);

    // A two-letter word with a sound-alike letter, and bread with گ for ک.
    await page.goto(`/search?q=${encodeURIComponent('گذ')}`);
    await expect(results.getByTestId('product-card').first()).toContainText('گز');
    await expect(page.getByTestId('did-you-mean')).toContainText('گز');
    await page.goto(`/search?q=${encodeURIComponent('نان سنگگ')}`);
    await expect(results.getByTestId('product-card').first()).toContainText('نان سنگک');

    // The header's suggestions forgive the same letters.
    const box = page.getByRole('banner').getByRole('combobox', { name: /جستجو/ });
    await box.fill('سوهن');
    await expect(page.getByRole('option').first()).toContainText('سوهان');
  });

  test('nothing found offers best sellers and categories, and «حذف فیلترها» only when a filter is set', async ({
    page,
  }) => {
    const nonsense = 'ضصثقفغعه';
    await page.goto(`/search?q=${encodeURIComponent(nonsense)}`);
    const empty = page.getByTestId('empty-listing');
    await expect(empty).toContainText(`برای «${nonsense}» کالایی پیدا نشد`);
    await expect(empty.getByRole('link', { name: 'حذف فیلترها' })).toHaveCount(0);
    await expect(page.getByTestId('did-you-mean')).toHaveCount(0);
    const popular = empty.getByRole('list', { name: 'پرفروش‌ترین‌ها' });
    await expect(popular.getByTestId('product-card').first()).toBeVisible();
    const categories = empty.getByRole('navigation', { name: /دسته‌بندی‌ها/ });
    await categories.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/category\/\d+/);

    // With a filter set, the way out keeps the search and drops the filter.
    await page.goto(`/search?q=${encodeURIComponent(nonsense)}&is_exist=true`);
    await empty.getByRole('link', { name: 'حذف فیلترها' }).click();
    await expect(page).toHaveURL((url) => !url.search.includes('is_exist'));
    await expect(page).toHaveURL(/q=/);
  });

  test('out-of-stock products come after every product in stock, whatever the order', async ({
    page,
  }) => {
    for (const path of ['/search?q=گز', '/search?q=گز&sort=cheapest', '/products?sort=newest']) {
      await page.goto(path);
      const cards = page.getByTestId('search-results').getByTestId('product-card');
      await expect(cards.first()).toBeVisible();
      expect(await outOfStockLast(cards), path).toBe(true);
    }
  });

  test('filters open in a bottom sheet with a live count, and applying shows the first results', async ({
    page,
  }) => {
    await page.goto(`/search?q=${encodeURIComponent('گز')}`);
    const results = page.getByTestId('search-results');
    await expect(results.getByTestId('product-card').first()).toBeVisible();
    // On a phone the filter fields are folded away: the first result is on the first screen.
    expect(await inViewport(page, results.getByTestId('product-card').first())).toBe(true);
    await expect(page.getByTestId('active-filters')).toHaveCount(0);

    // Opened from further down the list: the toolbar stays under the header.
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
    await page.getByTestId('filters-open').click();
    await expect(page.getByRole('dialog', { name: 'فیلترها' })).toBeAttached();
    const sheet = page.getByTestId('filter-sheet');
    await expect(sheet).toBeVisible();
    const apply = sheet.getByTestId('filter-sheet-apply');
    const all = await searchCount(page, { name: 'گز' });
    await expect(apply).toHaveText(`نمایش ${persianDigits(all)} کالا`);

    // A box in the sheet waits for the button; the count follows it.
    await sheet.getByLabel('فقط کالاهای موجود').check();
    const inStock = await searchCount(page, { name: 'گز', is_exist: true });
    expect(inStock).toBeLessThan(all);
    await expect(apply).toHaveText(`نمایش ${persianDigits(inStock)} کالا`);
    await expect(page).not.toHaveURL(/is_exist/);

    await apply.click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/is_exist=true/);
    await expect(page.getByRole('heading', { level: 2, name: /محصول/ })).toContainText(
      persianDigits(inStock),
    );
    const chips = page.getByTestId('active-filters');
    await expect(chips.getByRole('link', { name: 'حذف فیلتر فقط کالاهای موجود' })).toBeVisible();
    await expect(page.getByTestId('filters-open')).toContainText('۱');
    const first = results.getByTestId('product-card').first();
    await expect(first).toBeVisible();
    expect(await inViewport(page, first)).toBe(true);
    await expect(results.getByTestId('product-card').filter({ hasText: 'ناموجود' })).toHaveCount(0);

    // Closing the sheet without applying leaves the listing as it was.
    await page.getByTestId('filters-open').click();
    await sheet.getByLabel('فقط کالاهای موجود').uncheck();
    await sheet.getByRole('button', { name: 'بستن' }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/is_exist=true/);

    // A chip drops its filter.
    await chips.getByRole('link', { name: 'حذف فیلتر فقط کالاهای موجود' }).click();
    await expect(page).not.toHaveURL(/is_exist/);
    await expect(page.getByTestId('active-filters')).toHaveCount(0);
  });

  test('choosing an order keeps the page where it is', async ({ page }) => {
    await page.goto('/products');
    const cards = page.getByTestId('search-results').getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    const sort = page.getByLabel('مرتب‌سازی');
    // The toolbar stays under the header as the page scrolls.
    await expect(sort).toBeInViewport();
    const firstBefore = await cards.first().textContent();
    await sort.selectOption('cheapest');
    await expect(page).toHaveURL(/sort=cheapest/);
    await expect(cards.first()).not.toHaveText(firstBefore ?? '');
    expect(await page.evaluate(() => window.scrollY)).toBe(900);
    await expect(sort).toBeInViewport();
  });

  test('a category page has the same order control, kept through its pages', async ({ page }) => {
    const answer = await page.request.get('/api/v1/categories');
    const categories = ((await answer.json()) as Envelope<Category[]>).data;
    // The demo's largest category, so it has a second page.
    const counts = await Promise.all(
      categories.map(async (category) => {
        const list = await page.request.get(
          `/api/v1/products?type=category&category=${category.id}&limit=1`,
        );
        return { category, count: ((await list.json()) as Envelope<{ count: number }>).data.count };
      }),
    );
    const biggest = counts.sort((a, b) => b.count - a.count)[0]?.category;
    if (!biggest) throw new Error('no category');
    await page.goto(`/category/${biggest.id}/${encodeURIComponent(biggest.slug)}`);
    const sort = page.getByLabel('مرتب‌سازی');
    await sort.selectOption('cheapest');
    await expect(page).toHaveURL(/sort=cheapest/);
    await expect(sort).toHaveValue('cheapest');

    // The cards in the API's order: cheapest first, out of stock last.
    const cheapest = await page.request.get(
      `/api/v1/products?type=category&category=${biggest.id}&sort=cheapest&limit=20`,
    );
    const expected = ((await cheapest.json()) as Envelope<{ results: Listed[] }>).data.results;
    const prices = expected.filter((p) => p.is_exist).map((p) => p.final_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toContainText(expected[0]?.name ?? '');
    const shown = await cards.evaluateAll((all) =>
      all.map((card) => card.querySelector('a[href^="/product/"]')?.getAttribute('href') ?? ''),
    );
    expect(shown.map((href) => Number(href.split('/')[2]))).toEqual(expected.map((p) => p.id));

    await page.getByTestId('pagination').getByRole('link', { name: /بعدی/ }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page).toHaveURL(/sort=cheapest/);
    await expect(sort).toHaveValue('cheapest');
  });
});
