import { expect, test } from '@playwright/test';
import { freshMobile, journeyAddress, latestCode, loginThroughApi } from './support/session';

const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';
const persian = (text: string) => text.replace(/\d/g, (d) => PERSIAN[Number(d)] ?? d);

test('a friend opens a customer’s invitation link, is told who invites them and what they earn, signs up, and both are notified', async ({
  page,
  browser,
}) => {
  // Two people, two logins and their inboxes on a shared machine.
  test.setTimeout(90_000);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': journeyAddress() });
  const referrer = await loginThroughApi(page, freshMobile());
  const edited = await page.request.post(`/api/v1/app/customers/${referrer.customer.id}/edit`, {
    headers: { Authorization: `Bearer ${referrer.token}` },
    data: { first_name: 'پریسا', last_name: 'نیک‌نام' },
  });
  expect(edited.ok(), await edited.text()).toBe(true);

  // The share link carries the referrer's code, not a bare /login.
  await page.goto('/profile/referrals');
  const shown = page.getByLabel('لینک دعوت شما؛ دوستی که با آن عضو شود، به نام شما ثبت می‌شود.');
  await expect(shown).toHaveValue(/\/login\?ref=[A-Z2-9]{8}$/);
  const link = new URL(await shown.inputValue());
  expect(link.pathname).toBe('/login');
  // No plan past its end is offered (the demo's Nowruz 1405 plan ended in Farvardin).
  await expect(page.getByLabel('طرح معرفی').locator('option')).not.toContainText([
    'جشنواره‌ی نوروز ۱۴۰۵',
  ]);
  await page.screenshot({ path: 'test-results/referrals-link.png', fullPage: true });

  // The friend, in a browser of their own.
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': journeyAddress() },
  });
  const friend = await context.newPage();
  await friend.goto(`${link.pathname}${link.search}`);
  const invite = friend.getByTestId('referral-invite');
  await expect(invite.getByTestId('referral-invite-from')).toHaveText('دعوت از طرف پریسا نیک‌نام');
  await expect(invite.getByTestId('referral-invite-points')).toHaveText(
    'با تکمیل اولین سفارشتان ۲۰۰ امتیاز هدیه می‌گیرید.',
  );
  await friend.screenshot({ path: 'test-results/login-invite.png', fullPage: true });

  const mobile = freshMobile();
  await friend.getByLabel('شمارهٔ موبایل').fill(mobile);
  await friend.getByRole('button', { name: 'دریافت کد ورود' }).click();
  // A whole code goes in by itself.
  await friend.getByLabel('کد ورود').fill(await latestCode(friend.request, mobile));
  await expect(friend.getByTestId('login-success')).toBeVisible();
  await expect(friend.getByText('دعوت پریسا نیک‌نام ثبت شد')).toBeVisible();

  // The friend's bell: a welcome that says who invited them, what they earn and when.
  await expect(friend).toHaveURL((url) => url.pathname === '/', { timeout: 10_000 });
  await friend.goto('/profile/notifications');
  const welcome = friend.getByTestId('notification').filter({ hasText: 'به فروشگاه خوش آمدید' });
  await expect(welcome).toContainText(
    'پریسا نیک‌نام شما را به فروشگاه دعوت کرده است. با تکمیل اولین سفارشتان ۲۰۰ امتیاز هدیه می‌گیرید.',
  );
  await friend.screenshot({ path: 'test-results/friend-welcome.png', fullPage: true });
  await context.close();

  // The referrer hears that the friend joined, and what the friend's first order will bring.
  await page.goto('/profile/notifications');
  const joined = page.getByTestId('notification').filter({ hasText: 'دوستتان عضو شد' });
  const masked = persian(`${mobile.slice(0, 4)}***${mobile.slice(-4)}`);
  await expect(joined).toContainText(
    `${masked} با دعوت شما عضو فروشگاه شد؛ وقتی اولین سفارشش تکمیل شود، ۵۰۰ امتیاز می‌گیرید.`,
  );
  await page.goto('/profile/referrals');
  await expect(page.getByTestId('referral').first().getByTestId('referral-state')).toHaveText(
    'عضو شد',
  );
});
