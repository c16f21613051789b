import { type BrowserContext, type CDPSession, expect, type Page, test } from '@playwright/test';
import webpush from 'web-push';
import { startFakePushService } from '../tests/helpers/fake-push-service';
import { placePickupOrder, plainProducts } from './support/orders';
import { type PushShop, startPushShop } from './support/push-shop';
import { pushStub } from './support/push-stub';
import { freshMobile, journeyAddress, loginThroughApi, type Session } from './support/session';

// The shop with the real Web Push adapter (a server of this file's own, on a
// port of the journeys' range) and a local push service the journey runs:
// the shop's own sheet comes before the browser's question, only at a moment
// of value, and an order's move reaches the phone as a notification.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 36;
const BASE = `http://localhost:${PORT}`;
/** How long an order's move may take to show on the phone. */
const PUSH_BUDGET_MS = 2000;

type Service = Awaited<ReturnType<typeof startFakePushService>>;

let shop: PushShop;
let service: Service;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: BASE });

test.beforeAll(async () => {
  // A database with the demo shop and a server of its own take a while.
  test.setTimeout(240_000);
  const vapid = webpush.generateVAPIDKeys();
  service = await startFakePushService(vapid.publicKey);
  shop = await startPushShop(PORT, { ...vapid, certificate: service.certificate });
});

test.afterAll(async () => {
  await shop?.stop();
  await service?.close();
});

const persian = (text: string) =>
  text.replace(/[0-9]/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)] ?? digit);

const staff = () => ({ Authorization: `Bearer ${shop.staffToken}` });

async function setStock(page: Page, id: number, stock: number) {
  const answer = await page.request.post(`/api/v1/staff/products/${id}/stock`, {
    headers: staff(),
    data: { stock },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

async function customerWithPushStub(context: BrowserContext, page: Page): Promise<Session> {
  await context.exposeFunction(
    'registerPushBrowser',
    (browser: { endpoint: string; d: string; p256dh: string; auth: string }) =>
      service.registerBrowser(browser),
  );
  await context.addInitScript(pushStub, service.origin);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': journeyAddress() });
  return loginThroughApi(page, freshMobile());
}

/** An in-stock plain product of the demo shop, taken out of stock, so a reminder can be set on it. */
async function soldOutProduct(page: Page, nth: number): Promise<number> {
  const ids = await plainProducts(page.request);
  const id = ids[nth] ?? ids[0] ?? 0;
  await setStock(page, id, 0);
  return id;
}

const asks = (page: Page) =>
  page.evaluate(() => Number(sessionStorage.getItem('e2e-permission-asks') ?? 0));

/** Resolves once every idle callback queued before it has run (the page's deferred work). */
const idle = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));

const sheet = (page: Page) => page.getByTestId('push-offer-sheet');

/** Sets (or, when set, cancels and sets again) the product page's back-in-stock reminder. */
async function setReminder(page: Page) {
  const waiting = page.getByTestId('reminder-waiting');
  // The customer's toggle has loaded and knows whether a reminder is set (busy until then).
  const toggle = page.getByTestId('reminder-toggle');
  await expect(toggle).toBeVisible();
  await expect(toggle).not.toHaveAttribute('aria-busy', 'true');
  if (await waiting.isVisible()) {
    await page.getByRole('button', { name: 'لغو یادآوری' }).click();
    await expect(waiting).toBeHidden();
  }
  const ask = page.getByRole('button', { name: 'موجود شد خبرم کن' });
  await expect(ask).toBeEnabled();
  await ask.click();
  await expect(waiting).toBeVisible();
}

/** The offer was marked and then decided (shown or passed over). */
const offerSettled = (page: Page) =>
  page.waitForFunction(() => sessionStorage.getItem('shop-push-offer') === null);

async function serviceWorkerRegistration(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find(
        (registration) => registration.scopeURL === `${BASE}/` && !registration.isDeleted,
      );
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

test('asks at a moment of value after the shop’s own sheet; an order’s move shows on the phone', async ({
  context,
  page,
}) => {
  test.slow();
  const session = await customerWithPushStub(context, page);
  const productId = await soldOutProduct(page, 2);

  // Page loads ask nothing: not the home page, not the product page.
  await page.goto('/');
  await idle(page);
  await page.goto(`/product/${productId}`);
  await idle(page);
  await expect(sheet(page)).toHaveCount(0);
  expect(await asks(page)).toBe(0);

  // The moment: a reminder set. The shop explains first; the browser is not asked yet.
  await setReminder(page);
  await expect(sheet(page)).toBeVisible();
  await expect(sheet(page)).toContainText('همین که این کالا دوباره موجود شد');
  expect(await asks(page)).toBe(0);

  // The shopper says yes, and then allows it in the browser's own question.
  await context.grantPermissions(['notifications'], { origin: BASE });
  await sheet(page).getByRole('button', { name: 'بله، خبرم کن' }).click();
  await expect(page.getByText('اعلان‌های فروشگاه روی این گوشی روشن شد')).toBeVisible();
  await expect(sheet(page)).toHaveCount(0);
  expect(await asks(page)).toBe(1);

  const cdp = await context.newCDPSession(page);
  const registrationId = await serviceWorkerRegistration(cdp);
  const order = await placePickupOrder(page.request, session.token, 'cash');

  // Staff move the order; the shop's Web Push adapter sends it to the push service.
  const arriving = service.waitForPush(5000);
  const moved = Date.now();
  const answer = await page.request.post(`/api/v1/staff/orders/${order.order_id}/status`, {
    headers: staff(),
    data: { status: 'in_progress' },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const push = await arriving;
  // The push service hands the phone what it received; the worker shows it.
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: BASE,
    registrationId,
    data: push.payload,
  });
  const code = `سفارش شمارهٔ ${persian(String(order.order_id))}`;
  const shown = await page.waitForFunction(
    async (tracking) => {
      const registration = await navigator.serviceWorker.ready;
      const notice = (await registration.getNotifications()).find((n) =>
        n.title.includes(tracking),
      );
      return notice
        ? { title: notice.title, body: notice.body, data: notice.data, dir: notice.dir }
        : null;
    },
    code,
    { polling: 50 },
  );
  const elapsed = Date.now() - moved;
  test.info().annotations.push({
    type: 'order move → notification shown (ms)',
    description: String(elapsed),
  });
  console.log(`[push] order move → notification shown: ${elapsed} ms`);
  expect(await shown.jsonValue()).toEqual({
    title: `${code}: در حال آماده‌سازی`,
    body: `${code} در حال آماده‌سازی است.`,
    data: { url: `/order/${order.order_id}` },
    dir: 'rtl',
  });
  expect(elapsed).toBeLessThan(PUSH_BUDGET_MS);

  // The product is back: the reminder's push opens the product.
  const restock = service.waitForPush(5000);
  await setStock(page, productId, 4);
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: BASE,
    registrationId,
    data: (await restock).payload,
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((n) => n.data.url);
      }),
    )
    .toContain(`/product/${productId}`);

  // The customer logs out: this phone stops receiving their pushes.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'خروج از حساب' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('e2e-unsubscribed')))
    .toMatch(new RegExp(`^${service.origin}/push/`));
});

test('a «not now» is kept; a browser that blocks notifications is told how to unblock them', async ({
  context,
  page,
}) => {
  await customerWithPushStub(context, page);
  const productId = await soldOutProduct(page, 3);
  await page.goto(`/product/${productId}`);

  await setReminder(page);
  await expect(sheet(page)).toBeVisible();
  await sheet(page).getByRole('button', { name: 'نه، فعلاً نه' }).click();
  await expect(sheet(page)).toHaveCount(0);
  // Asked again at the next moment? Not for a while.
  await setReminder(page);
  await offerSettled(page);
  await expect(sheet(page)).toHaveCount(0);
  expect(await asks(page)).toBe(0);

  // Later, in a browser that blocks the shop's notifications: no question, the way to unblock.
  await page.evaluate(() => {
    localStorage.removeItem('shop-push-not-now');
    localStorage.setItem('e2e-notification-permission', 'denied');
  });
  await page.reload();
  await setReminder(page);
  const denied = page.getByTestId('push-denied-sheet');
  await expect(denied).toBeVisible();
  await expect(denied).toContainText('قبلاً اعلان‌های این سایت را در مرورگر بسته‌اید');
  await expect(denied).toContainText('«اعلان‌ها» را «مجاز» کنید');
  await denied.getByRole('button', { name: 'متوجه شدم' }).click();
  await expect(denied).toHaveCount(0);
  // Told once; the next moment passes quietly.
  await setReminder(page);
  await offerSettled(page);
  await expect(denied).toHaveCount(0);
  expect(await asks(page)).toBe(0);
});

test('placing an order is a moment too: the sheet says what the order’s notices will be', async ({
  context,
  page,
}) => {
  test.slow();
  const { token } = await customerWithPushStub(context, page);
  const [productId] = await plainProducts(page.request);
  const added = await page.request.post('/api/v1/app/cart/add', {
    headers: { Authorization: `Bearer ${token}` },
    data: { product_id: productId, count: 1 },
  });
  expect(added.ok()).toBe(true);
  await page.goto('/cart/checkout');
  await idle(page);
  await expect(sheet(page)).toHaveCount(0);
  await page.getByText('تحویل حضوری از فروشگاه').click();
  await page.locator('[data-testid="calendar-day"][data-state="open"]').first().click();
  await page
    .getByTestId('checkout-time')
    .filter({ hasNot: page.locator('input:disabled') })
    .first()
    .click();
  await page.getByTestId('checkout-submit').click();
  await expect(page).toHaveURL(/\/order\/\d+\/placed$/, { timeout: 15_000 });
  await expect(sheet(page)).toBeVisible();
  await expect(sheet(page)).toContainText('هر بار که وضعیت سفارشتان عوض شود');
  expect(await asks(page)).toBe(0);
  await context.grantPermissions(['notifications'], { origin: BASE });
  await sheet(page).getByRole('button', { name: 'بله، خبرم کن' }).click();
  await expect(page.getByText('اعلان‌های فروشگاه روی این گوشی روشن شد')).toBeVisible();
  expect(await asks(page)).toBe(1);
});
