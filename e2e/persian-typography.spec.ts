import { expect, type Locator, type Page, test } from '@playwright/test';
import { placePickupOrder, plainProducts } from './support/orders';
import { freshMobile, journeyAddress, loginThroughApi } from './support/session';

type Envelope<T> = { success: boolean; data: T; msg: string };
type Start = { payment_url: string };
type ProductRow = { id: number; slug: string };

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/**
 * Every piece of text a customer can see (or hear: screen-reader-only text
 * too) that holds a Latin digit, with the element it is in. What they type in
 * a field is theirs and is not read; a field's placeholder is.
 */
function latinDigitsOnScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const shown = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || !/[0-9]/.test(text)) continue;
      if (parent.closest('script, style, noscript, template') || !shown(parent)) continue;
      found.push(`<${parent.tagName.toLowerCase()}> ${text.trim()}`);
    }
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input[placeholder], textarea[placeholder]',
    )) {
      if (shown(field) && /[0-9]/.test(field.placeholder)) {
        found.push(`placeholder of ${field.name || field.id}: ${field.placeholder}`);
      }
    }
    return found;
  });
}

/** Hours said with a leading zero («از ساعت ۰۹»), anywhere on the page. */
async function zeroLedHours(page: Page): Promise<string[]> {
  const text = (await page.locator('body').textContent()) ?? '';
  return text.match(/(?:ساعت|تا) ۰[۰-۹]/g) ?? [];
}

async function expectPersianScreen(page: Page, screen: string, ready: Locator) {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await expect(ready.first(), `${screen} at ${size.width}px`).toBeVisible();
    // Islands that load after the first paint (prices, badges, lists) have their say too.
    await page.waitForLoadState('networkidle');
    expect(await latinDigitsOnScreen(page), `${screen} at ${size.width}px`).toEqual([]);
    expect(await zeroLedHours(page), `${screen} at ${size.width}px`).toEqual([]);
  }
}

/** A gateway payment started through the API, answering the bank page's address. */
async function bankPageOf(page: Page, path: string, token: string, body: object): Promise<string> {
  const answer = await page.request.post(path, { headers: bearer(token), data: body });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as Envelope<Start>).data.payment_url;
}

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': journeyAddress() });
});

test('no Latin digit on any main screen, and a signed amount reads amount first in right-to-left text', async ({
  page,
}) => {
  test.slow();
  const { token, customer } = await loginThroughApi(page, freshMobile());

  // An order paid at the bank, then cancelled: its refund is a ledger line naming the order.
  const { order_id: orderId } = await placePickupOrder(page.request, token, 'card');
  await page.goto(
    await bankPageOf(page, `/api/v1/order/${orderId}/payment/create`, token, {
      success_url: `/paid-order?fromOrder=${orderId}`,
      fail_url: `/failed-payment?fromOrder=${orderId}`,
    }),
  );
  await page.getByTestId('bank-pay').click();
  await expect(page).toHaveURL(/\/paid-order/);
  const cancel = await page.request.post(`/api/v1/app/order/${orderId}/status/`, {
    headers: bearer(token),
    data: { status: 'canceled' },
  });
  expect(cancel.ok(), await cancel.text()).toBe(true);

  // A delivery address, and something in the cart for the cart and checkout.
  const [productId] = await plainProducts(page.request);
  const added = await page.request.post('/api/v1/app/cart/add', {
    headers: bearer(token),
    data: { product_id: productId, count: 2 },
  });
  expect(added.ok()).toBe(true);
  const address = await page.request.post('/api/v1/app/addresses/add', {
    headers: bearer(token),
    data: {
      title: 'خانه',
      address: 'اصفهان، خیابان حافظ، کوچهٔ ۱۲',
      number: '12',
      postal_code: '8174673111',
      lat: 32.644265,
      lng: 51.667438,
    },
  });
  expect(address.ok()).toBe(true);
  const productAnswer = await page.request.get(`/api/v1/app/product/${productId}`);
  const product = ((await productAnswer.json()) as Envelope<ProductRow>).data;

  await page.goto('/');
  await expectPersianScreen(page, 'home', page.getByTestId('product-card'));
  await page.goto(`/product/${product.id}/${encodeURIComponent(product.slug)}`);
  await expectPersianScreen(page, 'product', page.getByTestId('product-title'));
  await page.goto('/cart');
  await expectPersianScreen(page, 'cart', page.getByTestId('cart-line'));
  await page.goto('/cart/checkout');
  await expectPersianScreen(page, 'checkout', page.getByTestId('checkout-time'));
  await page.goto('/profile/orders');
  await page.getByRole('tab', { name: 'لغوشده' }).click();
  await expectPersianScreen(page, 'orders', page.getByTestId('order-card'));
  await page.goto(`/order/${orderId}`);
  await expectPersianScreen(page, 'order page', page.getByTestId('order-detail'));
  await page.goto('/profile/credit');
  await expectPersianScreen(page, 'credit', page.getByTestId('transaction'));
  await page.goto('/profile');
  await expectPersianScreen(page, 'profile', page.getByTestId('profile-form'));
  await page.goto(
    await bankPageOf(page, '/api/v1/payment/create', token, {
      price: 30_000,
      customer: customer.id,
      payment_for: 'buy_customer_credit',
      success_url: '/paid-order?isCharging=true',
      fail_url: '/failed-payment?isCharging=true',
    }),
  );
  await expectPersianScreen(page, 'bank page', page.getByTestId('bank-amount'));

  // Pay it, and read the top-up back in the ledger: «+۳۰٬۰۰۰ تومان», the unit after the amount.
  await page.getByTestId('bank-pay').click();
  await expect(page).toHaveURL(/isCharging=true/);
  await page.goto('/profile/credit');
  const amount = page
    .locator('[data-testid="transaction"][data-kind="top_up"]')
    .first()
    .getByTestId('transaction-amount');
  await expect(amount).toContainText('+۳۰٬۰۰۰ تومان');
  // In right-to-left text the eye starts at the right: the signed amount must be
  // there, the unit to its left, and the sign against the digits' left side.
  const layout = await amount.evaluate((element) => {
    const text = element.firstChild;
    if (!text?.textContent) throw new Error('no text in the amount');
    const content = text.textContent;
    const box = (from: number, to: number) => {
      const range = document.createRange();
      range.setStart(text, from);
      range.setEnd(text, to);
      return range.getBoundingClientRect();
    };
    const sign = content.indexOf('+');
    const unit = content.indexOf('تومان');
    return {
      sign: box(sign, sign + 1),
      digits: box(sign + 1, content.indexOf(' ')),
      unit: box(unit, unit + 'تومان'.length),
    };
  });
  expect(layout.unit.right).toBeLessThanOrEqual(layout.digits.left + 1);
  expect(layout.sign.right).toBeLessThanOrEqual(layout.digits.left + 1);
  expect(layout.sign.left).toBeGreaterThan(layout.unit.right);
});

test('a wrong gift code is refused in a gift code’s words, not a coupon’s', async ({ page }) => {
  const { token } = await loginThroughApi(page, freshMobile());
  const [productId] = await plainProducts(page.request);
  await page.request.post('/api/v1/app/cart/add', {
    headers: bearer(token),
    data: { product_id: productId, count: 1 },
  });
  await page.goto('/cart/checkout');
  const gift = page.getByTestId('checkout-gift');
  await gift.getByRole('textbox', { name: 'کد هدیه' }).fill('NOSUCHGIFT7');
  await gift.getByRole('button', { name: 'ثبت کد هدیه' }).click();
  await expect(page.getByTestId('gift-outcome')).toHaveText('کد هدیهٔ واردشده معتبر نیست');
});

test('the theme switch says what it will do, in either theme', async ({ page }) => {
  await page.goto('/');
  const toDark = page.getByRole('button', { name: 'حالت تیره', exact: true });
  await expect(toDark).toBeVisible();
  await toDark.click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  const toLight = page.getByRole('button', { name: 'حالت روشن', exact: true });
  await expect(toLight).toBeVisible();
  await expect(page.getByRole('button', { name: 'حالت تیره', exact: true })).toHaveCount(0);
  // Read back from storage on the next page, before and after the scripts run.
  await page.reload();
  await expect(page.getByRole('button', { name: 'حالت روشن', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'حالت روشن', exact: true }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await expect(toDark).toBeVisible();
});

test('the logo is whole on a narrow phone, whatever the cart holds', async ({ page }) => {
  const [productId] = await plainProducts(page.request);
  const productAnswer = await page.request.get(`/api/v1/app/product/${productId}`);
  const product = ((await productAnswer.json()) as Envelope<ProductRow>).data;
  await page.goto(`/product/${product.id}/${encodeURIComponent(product.slug)}`);
  for (let i = 0; i < 3; i += 1) await page.getByTestId('add-to-cart').click();
  const logo = page.locator('header').getByRole('link', { name: 'بازارچه‌ی نقش جهان' });
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await expect(logo).toHaveText('بازارچه‌ی نقش جهان');
    const fit = await logo.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const header = element.closest('header')?.getBoundingClientRect();
      const style = getComputedStyle(element);
      return {
        clipped: element.scrollWidth > element.clientWidth + 1,
        ellipsis: style.textOverflow === 'ellipsis',
        inside: header ? box.left >= header.left && box.right <= header.right : false,
        overlaps: [...document.querySelectorAll('header nav a, header nav button')].some(
          (control) => {
            const other = control.getBoundingClientRect();
            return (
              other.width > 0 &&
              other.left < box.right &&
              other.right > box.left &&
              other.top < box.bottom &&
              other.bottom > box.top
            );
          },
        ),
      };
    });
    expect(fit, `logo at ${width}px`).toEqual({
      clipped: false,
      ellipsis: false,
      inside: true,
      overlaps: false,
    });
  }
});
