import { expect, type Page, test } from '@playwright/test';
import { freshMobile, journeyAddress, loginThroughApi } from './support/session';

/** The demo zones ring the map's default centre (seed): the centre zone ships for 25 000 Toman, the north one for 35 000. */
const CENTRE_SHIPPING = '۲۵٬۰۰۰ تومان';
const NORTH_SHIPPING = '۳۵٬۰۰۰ تومان';

// The project's Chromium flags turn the GPU off; SwiftShader gives MapLibre a
// software WebGL so these journeys drag the real map, not only its fallback.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
});

async function logIn(page: Page) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': journeyAddress() });
  await loginThroughApi(page, freshMobile());
}

/** Drags the map down: the ground under the centre pin moves north. */
async function dragMapDown(page: Page, pixels: number) {
  const box = await page.getByRole('region', { name: /^نقشه؛/ }).boundingBox();
  if (!box) throw new Error('the map has no box');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + pixels, { steps: 8 });
  await page.mouse.up();
}

/** Zoom buttons and direction buttons, pressed from the keyboard as someone without a mouse would. */
async function press(page: Page, testId: string, times: number) {
  for (let i = 0; i < times; i += 1) {
    await page.getByTestId(testId).press('Enter');
  }
}

async function fillDetails(page: Page, title: string) {
  await page.getByLabel('عنوان نشانی').fill(title);
  await page.getByLabel('نشانی', { exact: true }).fill('اصفهان، خیابان چهارباغ عباسی، کوچهٔ ۱۲');
  await page.getByLabel('پلاک').fill('۱۲');
  await page.getByLabel('کد پستی').fill('۸۱۷۴۶۷۳۱۱۱');
}

function card(page: Page, title: string) {
  return page
    .getByTestId('address-card')
    .filter({ has: page.getByRole('heading', { name: title }) });
}

test('a customer adds addresses on the map in delivery zones, makes one preferred and deletes one', async ({
  page,
}) => {
  // Two saves, two list reloads and a software-rendered map: more than the default 30 s on a busy machine.
  test.slow();
  await logIn(page);
  await page.goto('/profile/addresses');
  await expect(page.getByTestId('address-empty')).toBeVisible();
  await page.getByTestId('address-add').click();
  await expect(page).toHaveURL((url) => url.pathname === '/profile/addresses/new');

  // The map opens at the shop's centre, inside the centre zone.
  await expect(page.getByTestId('map-lat')).toHaveValue('۳۲٫۶۴۴۲۶۵');
  await expect(page.getByTestId('shipping-price')).toHaveText(CENTRE_SHIPPING);

  // Dragging moves the point; zoomed out to 12, three steps north reach the north zone.
  await dragMapDown(page, 120);
  await expect(page.getByTestId('map-lat')).not.toHaveValue('۳۲٫۶۴۴۲۶۵');
  await press(page, 'map-zoom-out', 3);
  await press(page, 'map-pan-north', 3);
  await expect(page.getByTestId('shipping-price')).toHaveText(NORTH_SHIPPING);
  await expect(page.getByTestId('zone-in')).toContainText('شمال اصفهان');

  await fillDetails(page, 'خانه');
  await page.getByTestId('address-save').click();
  await expect(page).toHaveURL((url) => url.pathname === '/profile/addresses');
  const home = card(page, 'خانه');
  await expect(home).toBeVisible();
  await expect(home.getByTestId('address-shipping')).toHaveText(`هزینهٔ ارسال: ${NORTH_SHIPPING}`);
  await expect(home.getByTestId('address-preferred')).toBeVisible();

  // A second address opens where the last one was saved; three steps back south is the centre zone.
  await page.getByTestId('address-add').click();
  await expect(page.getByTestId('shipping-price')).toHaveText(NORTH_SHIPPING);
  await press(page, 'map-zoom-out', 3);
  await press(page, 'map-pan-south', 3);
  await expect(page.getByTestId('shipping-price')).toHaveText(CENTRE_SHIPPING);
  await fillDetails(page, 'محل کار');
  await page.getByTestId('address-save').click();
  await expect(page).toHaveURL((url) => url.pathname === '/profile/addresses');
  const work = card(page, 'محل کار');
  await expect(work.getByTestId('address-shipping')).toHaveText(`هزینهٔ ارسال: ${CENTRE_SHIPPING}`);
  await expect(page.getByTestId('address-card')).toHaveCount(2);

  await work.getByRole('button', { name: 'پیش‌فرض شود' }).click();
  await expect(work.getByTestId('address-preferred')).toBeVisible();
  await expect(home.getByTestId('address-preferred')).toHaveCount(0);

  // Cancelling keeps the address; confirming deletes it.
  await home.getByRole('button', { name: 'حذف' }).click();
  const dialog = page.getByRole('dialog', { name: 'حذف نشانی' });
  await expect(dialog).toContainText('نشانی «خانه» حذف شود؟');
  await dialog.getByRole('button', { name: 'انصراف' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('address-card')).toHaveCount(2);

  await home.getByRole('button', { name: 'حذف' }).click();
  await dialog.getByRole('button', { name: 'بله، حذف شود' }).click();
  await expect(page.getByTestId('address-card')).toHaveCount(1);
  await expect(card(page, 'محل کار')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('address-card')).toHaveCount(1);
});

test('a point outside every delivery zone cannot be saved and says why', async ({ page }) => {
  await logIn(page);
  await page.goto('/profile/addresses/new');
  await expect(page.getByTestId('shipping-price')).toHaveText(CENTRE_SHIPPING);

  // Zoom out to 10 and go three steps north: about 17 km, past the outer ring of zones.
  await press(page, 'map-zoom-out', 5);
  await press(page, 'map-pan-north', 3);
  const outOfZone = 'متأسفانه این نشانی خارج از محدودهٔ ارسال ماست';
  await expect(page.getByTestId('zone-out')).toHaveText(outOfZone);

  await fillDetails(page, 'خانهٔ پدری');
  await page.getByTestId('address-save').click();
  await expect(page.getByTestId('location-error')).toHaveText(outOfZone);
  await expect(page).toHaveURL((url) => url.pathname === '/profile/addresses/new');

  await page.goto('/profile/addresses');
  await expect(page.getByTestId('address-empty')).toBeVisible();
});
