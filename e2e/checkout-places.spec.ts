import { expect, type Page, test } from '@playwright/test';
import { plainProducts } from './support/orders';
import { freshMobile, journeyAddress, loginThroughApi } from './support/session';

/** The map's default centre lies in the demo's centre zone, which ships for 25 000 Toman. */
const SHOP_CENTRE = { lat: 32.644265, lng: 51.667438 };
const CENTRE_SHIPPING = '۲۵٬۰۰۰ تومان';
const HOME_ADDRESS = 'اصفهان، خیابان حافظ، کوچهٔ سرتیپ، پلاک ۱۴';

function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** A customer with one product in the server cart and a home address, logged in in the browser. */
async function shopper(page: Page, count = 1): Promise<string> {
  const { token } = await loginThroughApi(page, freshMobile());
  const [productId] = await plainProducts(page.request);
  const added = await page.request.post('/api/v1/app/cart/add', {
    headers: bearer(token),
    data: { product_id: productId, count },
  });
  expect(added.ok()).toBe(true);
  const address = await page.request.post('/api/v1/app/addresses/add', {
    headers: bearer(token),
    data: { title: 'خانه', address: HOME_ADDRESS, ...SHOP_CENTRE },
  });
  expect(address.ok()).toBe(true);
  return token;
}

async function chooseFirstWindow(page: Page) {
  await page.locator('[data-testid="calendar-day"][data-state="open"]').first().click();
  await page
    .getByTestId('checkout-time')
    .filter({ hasNot: page.locator('input:disabled') })
    .first()
    .click();
}

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': journeyAddress() });
});

test('an address added from checkout comes back to checkout, chosen', async ({ page }) => {
  test.slow();
  await shopper(page);
  await page.goto('/cart/checkout');
  const addresses = page.getByTestId('checkout-address');
  await expect(addresses).toHaveCount(1);
  await expect(addresses.first().locator('input')).toBeChecked();

  await page.getByTestId('checkout-address-add').click();
  await expect(page).toHaveURL(/\/profile\/addresses\/new\?from=checkout$/);
  await expect(page.getByTestId('shipping-price')).toHaveText(CENTRE_SHIPPING);
  await page.getByLabel('عنوان نشانی').fill('محل کار');
  await page.getByLabel('نشانی', { exact: true }).fill('اصفهان، خیابان چهارباغ عباسی، کوچهٔ ۱۲');
  await page.getByTestId('address-save').click();

  // Back at checkout, not at the address list, with the new address the chosen one.
  await expect(page).toHaveURL(/\/cart\/checkout\?address=\d+$/);
  const work = addresses.filter({ hasText: 'محل کار' });
  await expect(work.locator('input')).toBeChecked();
  await expect(addresses.filter({ hasText: HOME_ADDRESS }).locator('input')).not.toBeChecked();
  await expect(work.getByTestId('checkout-address-zone')).toContainText(CENTRE_SHIPPING);
  await expect(page.getByTestId('price-shipping')).toHaveText(CENTRE_SHIPPING);

  // The form's way back leads to checkout too.
  await page.getByTestId('checkout-address-add').click();
  await page.getByRole('link', { name: 'بازگشت به ثبت سفارش' }).click();
  await expect(page).toHaveURL(/\/cart\/checkout$/);
});

test('a pickup shows the branch, its hours and map, and no order view ever names the home address as the place', async ({
  page,
}) => {
  test.slow();
  await shopper(page);
  await page.goto('/cart/checkout');
  await expect(page.getByTestId('checkout-address')).toHaveCount(1);
  await page.getByText('تحویل حضوری از فروشگاه').click();

  // The branches take the addresses' place: each with its address and hours, the chosen one on a map.
  await expect(page.getByTestId('checkout-addresses')).toHaveCount(0);
  await expect(page.getByText(HOME_ADDRESS)).toHaveCount(0);
  const branches = page.getByTestId('checkout-branch');
  await expect(branches).toHaveCount(3);
  await expect(branches.first().locator('input')).toBeChecked();
  const jolfa = branches.filter({ hasText: 'شعبه‌ی جلفا' });
  await expect(jolfa.getByTestId('branch-address')).toHaveText(
    'اصفهان، خیابان نظر شرقی، کوچه‌ی کلیسای وانک',
  );
  await expect(jolfa.getByTestId('branch-hours')).toHaveText('همه‌روزه از ساعت ۹ تا ۲۲');
  await jolfa.click();
  await expect(jolfa.locator('input')).toBeChecked();
  await expect(page.getByTestId('branch-map')).toBeVisible();
  await expect(page.getByTestId('price-shipping')).toHaveText('۰ تومان');

  await chooseFirstWindow(page);
  await page.getByTestId('checkout-submit').click();
  // The confirmation names the branch as the place, with its hours.
  await expect(page).toHaveURL(/\/order\/\d+\/placed$/, { timeout: 15_000 });
  const placed = page.getByTestId('order-placed-branch');
  await expect(placed.getByTestId('branch-name')).toHaveText('شعبه‌ی جلفا');
  await expect(placed.getByTestId('branch-hours')).toHaveText('همه‌روزه از ساعت ۹ تا ۲۲');
  await expect(page.getByTestId('order-placed')).not.toContainText(HOME_ADDRESS);

  // The order card names the branch as the place; the order page shows it in full.
  await page.goto('/profile/orders');
  const card = page.getByTestId('order-card').first();
  await expect(card.getByTestId('order-row-pickupBranch')).toContainText('شعبه‌ی جلفا');
  await expect(card).not.toContainText(HOME_ADDRESS);
  await card.getByTestId('order-details-link').click();
  await expect(page).toHaveURL(/\/order\/\d+$/);
  const branch = page.getByTestId('order-branch');
  await expect(branch.getByTestId('branch-name')).toHaveText('شعبه‌ی جلفا');
  await expect(branch.getByTestId('branch-hours')).toHaveText('همه‌روزه از ساعت ۹ تا ۲۲');
  await expect(branch.getByTestId('branch-map')).toBeVisible();
  await expect(page.getByTestId('order-address')).toHaveCount(0);
  await expect(page.getByTestId('order-detail')).not.toContainText(HOME_ADDRESS);
});

test('on a phone the pay bar keeps the total and the submit button in view while the form scrolls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await shopper(page, 2);
  await page.goto('/cart/checkout');
  const bar = page.getByTestId('checkout-pay-bar');
  const submit = page.getByTestId('checkout-submit');
  await expect(page.getByTestId('pay-bar-total')).toHaveText(/^[۰-۹٬]+ تومان$/);

  // In view, and on top: nothing (a bottom tab bar, a footer) covers the button.
  const inView = () =>
    submit.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return box.top >= 0 && box.bottom <= window.innerHeight && button.contains(hit);
    });
  // At the top of the form, half way down, and at the coupon field near its end.
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await inView()).toBe(true);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 3));
  expect(await inView()).toBe(true);
  await page.getByTestId('checkout-gift').scrollIntoViewIfNeeded();
  expect(await inView()).toBe(true);
  // It sits at the bottom of the screen, and the total is the invoice's once worked out.
  const box = await bar.boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(844 - 100);
  await expect(page.getByTestId('pay-bar-total')).toHaveText(
    (await page.getByTestId('price-total').textContent()) ?? '',
  );

  // On a wide screen the invoice column carries the total: the bar shows only the button.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByTestId('pay-bar-total')).toBeHidden();
  await expect(submit).toBeVisible();
});
