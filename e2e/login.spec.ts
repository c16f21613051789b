import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { freshMobile, journeyAddress, latestCode, loginThroughApi } from './support/session';

const STORE_KEY = 'root_persistent_v4';

const persian = (text: string) =>
  text.replace(/[0-9]/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)] ?? digit);

// Each journey is its own client address, so the per-address login limit is not shared.
test.beforeEach(async ({ context }: { context: BrowserContext }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': journeyAddress() });
});

async function askForCode(page: Page, mobile: string) {
  await page.goto('/login');
  await page.getByLabel('شمارهٔ موبایل').pressSequentially(persian(mobile));
  await page.getByRole('button', { name: 'دریافت کد ورود' }).click();
  await expect(page.getByTestId('login-code-step')).toBeVisible();
  await expect(page.getByTestId('login-code-sent')).toContainText(persian(mobile));
}

async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null');
    return stored?.state?.user?.token ?? null;
  }, STORE_KEY);
}

test('a customer logs in with the SMS code typed in Persian digits and lands home after 2 s', async ({
  page,
}) => {
  const mobile = freshMobile();
  await askForCode(page, mobile);
  const code = await latestCode(page.request, mobile);
  await page.getByLabel('کد ورود').pressSequentially(persian(code));

  await expect(page.getByTestId('login-success')).toBeVisible();
  // The spec's pause before the redirect: the success message is read on the login page.
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: 5_000 });
  // On a phone the bottom tab bar's account tab takes the place of «ورود».
  await expect(page.getByTestId('account-link')).toBeVisible();
  await expect(page.getByTestId('login-link')).toHaveCount(0);
});

test('a visitor with a dead token logs in and goes on to the page in ?next=', async ({ page }) => {
  const mobile = freshMobile();
  await page.goto('/');
  const dead = 'dead-token-0000000000000000';
  await page.evaluate(
    ({ key, token }) => {
      const user = {
        token,
        auth: { customer_id: 1, user_id: 1, role: 'customer', guest: false, is_new: false },
        loginStep: 1,
        mobile: '',
      };
      localStorage.setItem(key, JSON.stringify({ state: { user }, version: 1 }));
    },
    { key: STORE_KEY, token: dead },
  );
  await page.goto('/login?next=/cart');
  await page.getByLabel('شمارهٔ موبایل').fill(mobile);
  await page.getByRole('button', { name: 'دریافت کد ورود' }).click();
  const code = await latestCode(page.request, mobile);
  await page.getByLabel('کد ورود').fill(code);
  await expect(page).toHaveURL((url) => url.pathname === '/cart', { timeout: 5_000 });
  await expect.poll(() => storedToken(page)).not.toBe(dead);
});

test('a wrong code shows the Persian error and stays on the code step', async ({ page }) => {
  const mobile = freshMobile();
  await askForCode(page, mobile);
  const code = await latestCode(page.request, mobile);
  const wrong = code.replace(/^./, (first) => String((Number(first) + 1) % 10));
  await page.getByLabel('کد ورود').pressSequentially(persian(wrong));

  await expect(page.getByRole('alert').filter({ hasText: 'کد واردشده درست نیست' })).toBeVisible();
  await expect(page.getByTestId('login-code-step')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/login');

  // "Edit number" goes back to step 1 with the number kept.
  await page.getByRole('button', { name: 'ویرایش شماره' }).click();
  await expect(page.getByLabel('شمارهٔ موبایل')).toHaveValue(persian(mobile));
});

test('resend waits for the countdown, then the button enables', async ({ page }) => {
  await page.clock.install();
  const mobile = freshMobile();
  await askForCode(page, mobile);

  const resend = page.getByRole('button', { name: 'ارسال دوبارهٔ کد' });
  const countdown = page.getByTestId('resend-countdown');
  await expect(resend).toBeDisabled();
  // The server's 120 s as mm:ss in Persian digits, just started.
  await expect(countdown).toContainText(/۰[۱۲]:[۰-۵][۰-۹]/);

  await page.clock.fastForward('02:01');
  await expect(countdown).toHaveCount(0);
  await expect(resend).toBeEnabled();

  // Only the browser's clock moved: the server still counts its 120 s and says how long to wait.
  await resend.click();
  await expect(page.getByRole('alert').filter({ hasText: 'صبر کنید' })).toBeVisible();
});

test('logout kills the token, returns to /login and closes the protected pages', async ({
  page,
}) => {
  await loginThroughApi(page, '09120000004');
  const token = await storedToken(page);
  expect(token).not.toBeNull();
  const customerId = await page.evaluate((key) => {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null');
    return stored?.state?.user?.auth?.customer_id ?? null;
  }, STORE_KEY);

  await page.getByTestId('account-link').click();
  await expect(page).toHaveURL((url) => url.pathname === '/profile');
  await page.getByRole('button', { name: 'خروج از حساب' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(page.getByTestId('login-link')).toBeVisible();

  // A fresh guest token replaces the customer's.
  await expect.poll(() => storedToken(page)).not.toBe(token);
  await expect.poll(() => storedToken(page)).not.toBeNull();

  const answer = await page.request.get(`/api/v1/app/customers/${customerId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(401);

  await page.goto('/profile');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('next')).toBe('/profile');
});

test('a first visit gets one guest token, after the page is up', async ({ page }) => {
  const guestCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/user/login/guest')) guestCalls.push(request.url());
  });
  await page.goto('/');
  await expect.poll(() => storedToken(page)).not.toBeNull();
  await page.reload();
  await expect(page.getByTestId('login-link')).toBeVisible();
  expect(guestCalls).toHaveLength(1);
});

test('a customer already logged in who opens the login form goes straight on to the page in ?next=', async ({
  page,
}) => {
  await loginThroughApi(page, freshMobile());
  await page.goto('/login?next=/profile/orders');
  await expect(page).toHaveURL((url) => url.pathname === '/profile/orders');
});
