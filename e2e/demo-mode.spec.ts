import { spawn } from 'node:child_process';
import { isIPv4 } from 'node:net';
import { networkInterfaces } from 'node:os';
import { expect, test } from '@playwright/test';
import { freshMobile, journeyAddress, latestCode } from './support/session';

const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';
const persian = (text: string) => text.replace(/\d/g, (d) => PERSIAN[Number(d)] ?? d);

/** This machine's address on its network: reaching the server there makes a caller that is not on loopback. */
const networkAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && !entry.internal && isIPv4(entry.address))?.address;

test('every page of the demo says so, above the header, without covering anything on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/', '/login', '/cart']) {
    await page.goto(path);
    const banner = page.getByTestId('demo-banner');
    await expect(banner).toContainText('نسخهٔ نمایشی');
    await expect(banner.getByRole('link', { name: 'کدهای ورود' })).toHaveAttribute(
      'href',
      '/demo/codes',
    );
    const bannerBox = await banner.boundingBox();
    const headerBox = await page.locator('header').first().boundingBox();
    expect(bannerBox && headerBox && bannerBox.y + bannerBox.height <= headerBox.y + 1).toBe(true);
  }
  // It scrolls away with the page: nothing of it stays over the content.
  await page.goto('/');
  await page.mouse.wheel(0, 600);
  await expect
    .poll(async () => {
      const box = await page.getByTestId('demo-banner').boundingBox();
      return box ? box.y + box.height : 0;
    })
    .toBeLessThanOrEqual(0);
});

test('the banner’s «کدهای ورود» opens a Persian page of the newest codes, for this machine only', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const mobile = freshMobile();
  const asked = await page.request.post('/api/v1/user/login', {
    data: { mobile },
    headers: { 'x-forwarded-for': journeyAddress() },
  });
  expect(asked.ok()).toBe(true);
  const code = await latestCode(page.request, mobile);

  await page.goto('/');
  await page.getByTestId('demo-banner').getByRole('link', { name: 'کدهای ورود' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/demo/codes');
  await expect(page.getByRole('heading', { name: 'کدهای ورود', level: 1 })).toBeVisible();
  const message = page.getByTestId('demo-code').filter({ hasText: persian(mobile) });
  await expect(message.getByTestId('demo-code-value')).toHaveText(persian(code));
  await expect(message.locator('time')).toHaveText(/^[۰-۹]+ [آ-ی]+ ۱۴۰[۰-۹]، [۰-۹]{1,2}:[۰-۹]{2}$/);
  await page.screenshot({ path: 'test-results/demo-codes.png', fullPage: true });

  // Narrowed to one number.
  await page.getByLabel('شمارهٔ موبایل').fill(mobile);
  await page.getByRole('button', { name: 'نمایش' }).click();
  await expect(page.getByTestId('demo-code')).not.toHaveCount(0);
  for (const shown of await page.getByTestId('demo-code-mobile').allTextContents()) {
    expect(shown).toBe(persian(mobile));
  }

  // From the network, the page refuses like the API and shows no code.
  test.skip(!networkAddress, 'this machine has no network address to call from');
  const served = new URL(baseURL ?? '');
  await page.goto(`http://${networkAddress}:${served.port}/demo/codes`);
  await expect(page.getByTestId('demo-codes-refused')).toContainText('فقط روی همان رایانه‌ای');
  await expect(page.getByTestId('demo-code')).toHaveCount(0);
});

test('the outbox answers this machine only, whatever a caller from the network claims', async ({
  request,
  baseURL,
}) => {
  test.skip(!networkAddress, 'this machine has no network address to call from');
  const served = new URL(baseURL ?? '');
  expect((await request.get('/api/v1/dev/sms-outbox')).status()).toBe(200);
  const fromNetwork = `http://${networkAddress}:${served.port}/api/v1/dev/sms-outbox?mobile=09120000001`;
  for (const claim of ['127.0.0.1', '::1', '127.0.0.1, 127.0.0.1']) {
    const answer = await request.get(fromNetwork, { headers: { 'x-forwarded-for': claim } });
    expect(answer.status(), `X-Forwarded-For: ${claim}`).toBe(403);
    expect(await answer.text()).not.toContain('"code":"');
  }
});

test('a production start with the built-in SMS adapter and no demo mode refuses, saying what to set', async () => {
  const { DEMO_MODE: _demo, SMS_PROVIDER: _sms, ...env } = process.env;
  const child = spawn('node', ['server/front/serve.mjs'], {
    env: { ...env, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres', PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  expect(code).toBe(1);
  expect(output).toContain('SMS_PROVIDER=outbox');
  expect(output).toContain('DEMO_MODE=1');
  expect(output).not.toContain('server on port');
});
