import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { pdfText } from '../tests/helpers/pdf-text';
import { placePickupOrder } from './support/orders';
import { freshMobile, journeyAddress, loginThroughApi } from './support/session';

const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';
const persian = (value: number | string) =>
  String(value).replace(/\d/g, (d) => PERSIAN[Number(d)] ?? d);

test('order page: the points it will earn, and «فاکتور» downloads a PDF whose text holds the tracking code', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': journeyAddress() });
  const { token } = await loginThroughApi(page, freshMobile());
  const { order_id: orderId, order } = await placePickupOrder(page.request, token, 'cash');

  await page.goto(`/order/${orderId}`);
  await expect(page.getByTestId('order-tracking-code')).toHaveText(persian(order.id));
  await expect(page.getByTestId('order-points')).toContainText('امتیاز');

  const button = page.getByRole('button', { name: 'دریافت فاکتور PDF سفارش' });
  await expect(button).toBeVisible();
  const box = await button.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe(`invoice-${order.id}.pdf`);

  const bytes = new Uint8Array(await readFile(await download.path()));
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  const text = await pdfText(bytes);
  expect(text).toContain(persian(order.id));
  expect(text).toContain(order.id);
  expect(text).toContain('فاکتور فروش');

  await expect(page.getByRole('button', { name: 'چاپ این صفحه' })).toBeVisible();
});
