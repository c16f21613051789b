import { networkInterfaces } from 'node:os';
import { type APIRequestContext, expect, type Locator, test } from '@playwright/test';
import { seriousFindings } from './support/accessibility';
import { freshMobile, journeyAddress, latestCode } from './support/session';

/*
 * A new customer's first purchase on a phone, as they would make it: a product
 * page opened from outside, the cart, checkout, login by code, back in
 * checkout with the cart merged, card payment at the bank, and the order's
 * page, still logged in. The shop has no SITE_URL: it must keep the customer
 * on whatever local address they opened it at (127.0.0.1, localhost, or the
 * machine's address on its network, as a phone on the same Wi-Fi sees it).
 */

type Envelope<T> = { success: boolean; data: T };
type Summary = {
  id: number;
  name: string;
  slug: string;
  is_exist: boolean;
  extra: { reservable?: string; collection?: string };
};

const persian = (text: string) =>
  text.replace(/[0-9]/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)] ?? digit);

/** This machine as another device on its network reaches it (else its name). */
function machineAddress(): string {
  for (const entries of Object.values(networkInterfaces())) {
    for (const entry of entries ?? []) {
      if (entry.family === 'IPv4' && !entry.internal) return entry.address;
    }
  }
  throw new Error('this machine has no network address other than loopback');
}

/** The journeys' server (playwright.config.ts), reached under each of this machine's names. */
const port = process.env.E2E_PORT ?? '3100';
const HOSTS = ['127.0.0.1', 'localhost', machineAddress()];

/** An ordinary product in stock, a different one per journey so they never compete for units. */
async function productFor(request: APIRequestContext, nth: number): Promise<Summary> {
  const answer = await request.get('/api/v1/products?type=newest&limit=100');
  const { data } = (await answer.json()) as Envelope<{ results: Summary[] }>;
  const product = data.results.filter(
    (item) => item.is_exist && item.extra.reservable !== 'true' && item.extra.collection !== 'true',
  )[20 + nth];
  if (!product) throw new Error('the demo shop has no product for this journey');
  return product;
}

for (const [index, host] of HOSTS.entries()) {
  test(`a new customer's first purchase on a phone, at ${host}`, async ({ page, context }) => {
    // A whole purchase with an accessibility audit of every page: minutes on a busy machine.
    test.setTimeout(180_000);
    const origin = `http://${host}:${port}`;
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': journeyAddress() });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    let taps = 0;
    const tap = async (target: Locator) => {
      taps += 1;
      await target.click();
    };
    const accessible = async () => expect.soft(await seriousFindings(page), page.url()).toEqual([]);
    const onOrigin = () => expect(new URL(page.url()).origin).toBe(origin);

    const product = await productFor(page.request, index);
    // From a search engine: the short address, which leads to the canonical one.
    await page.goto(`${origin}/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical ?? '').origin).toBe(origin);
    await accessible();

    await tap(page.getByTestId('add-to-cart'));
    await expect(page.getByTestId('cart-badge')).toHaveText('۱');
    await tap(page.getByTestId('tab-cart'));
    await expect(page).toHaveURL(`${origin}/cart`);
    await expect(page.getByTestId('cart-line')).toContainText(product.name);
    await accessible();

    await tap(page.getByTestId('cart-checkout'));
    await expect(page).toHaveURL(/\/login\?next=%2Fcart%2Fcheckout$/);
    onOrigin();
    await accessible();
    const mobile = freshMobile();
    await page.getByLabel('شمارهٔ موبایل').pressSequentially(persian(mobile));
    await tap(page.getByRole('button', { name: 'دریافت کد ورود' }));
    const code = page.getByLabel('کد ورود');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    // A complete code goes in by itself.
    await code.pressSequentially(persian(await latestCode(page.request, mobile)));
    await expect(page.getByTestId('login-success')).toBeVisible();

    // Back in checkout, with the guest's cart now the customer's.
    await expect(page).toHaveURL(`${origin}/cart/checkout`, { timeout: 15_000 });
    await expect(page.getByTestId('checkout-item')).toContainText(product.name);
    await accessible();
    await tap(page.getByText('تحویل حضوری از فروشگاه'));
    await tap(page.locator('[data-testid="calendar-day"][data-state="open"]').first());
    await tap(
      page
        .getByTestId('checkout-time')
        .filter({ hasNot: page.locator('input:disabled') })
        .first(),
    );
    await tap(page.getByTestId('payment-card'));
    await tap(page.getByTestId('checkout-submit'));

    // The bank is on the same address, and so is the way back.
    await expect(page).toHaveURL(/\/bank\/sandbox\//, { timeout: 30_000 });
    onOrigin();
    await accessible();
    await tap(page.getByRole('button', { name: 'پرداخت' }));
    await expect(page).toHaveURL(/\/paid-order\?.*fromOrder=\d+/, { timeout: 30_000 });
    onOrigin();
    const orderId = new URL(page.url()).searchParams.get('fromOrder') ?? '';
    await expect(page.getByTestId('paid-order-number')).toContainText(persian(orderId));
    await expect(page.getByTestId('payment-signed-out')).toHaveCount(0);
    await accessible();

    await tap(page.getByRole('link', { name: 'مشاهدهٔ سفارش' }));
    await expect(page).toHaveURL(`${origin}/order/${orderId}`);
    await expect(page.getByTestId('order-paid-state')).toHaveAttribute('data-paid', 'true');
    await expect(page.getByTestId('order-detail')).toContainText(product.name);
    await accessible();

    expect(taps).toBeLessThanOrEqual(12);
    expect(errors).toEqual([]);
  });
}
