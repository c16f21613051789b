import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callPath } from '@/lib/contract/calls/call-path';
import { orderCalls } from '@/lib/contract/calls/order';
import { customer } from '@/lib/contract/customer';
import { type Order, submitResult } from '@/lib/contract/order';
import { formatNumber, toPersianDigits } from '@/lib/format/digits';
import { formatJalaliDate, formatJalaliNumeric } from '@/lib/format/jalali';
import { dayOf } from '@/lib/orders/card-rows';
import { appConfig, customers, shops } from '@/server/db/schema';
import { includedTax } from '@/server/services/invoice/tax';
import { pdfText } from '../helpers/pdf-text';
import { expectBadRequest, expectFailure, okData, PEOPLE_TOKENS } from '../helpers/people-fixture';
import {
  A,
  B,
  GUEST,
  insertShopFixture,
  type ShopFixture,
  shopDay,
  submitPath,
} from '../helpers/shop-fixture';
import { createTestApp } from '../helpers/test-app';

const SHOP_NAME = 'بازارچه‌ی نقش جهان';
const BRANCH_ADDRESS = 'اصفهان، میدان نقش جهان، سردر قیصریه';
/** Company national id (11 digits) and economic code (12), as a customer types them. */
const BUSINESS = { nationalId: '10101234567', economicCode: '411112223334' };

let t: Awaited<ReturnType<typeof createTestApp>>;
let f: ShopFixture;
let placed: Order;

const invoicePath = (id: number) => callPath(orderCalls.invoice, { id });

/** The invoice as a browser downloads it: the bytes whole, not read as text. */
async function download(id: number, token?: string) {
  const response = await fetch(`${t.origin}${invoicePath(id)}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** The text of the caller's invoice, once it answered as a PDF. */
async function invoiceText(id: number, token: string): Promise<string> {
  const { response, bytes } = await download(id, token);
  expect(response.status, new TextDecoder().decode(bytes.slice(0, 300))).toBe(200);
  return pdfText(bytes);
}

/**
 * What pdf.js's text search sees: it leaves the zero-width non-joiner out
 * (pdftotext keeps it), and «هٔ» is drawn as the one letter «ۀ».
 */
const searchable = (text: string) => text.replaceAll('\u200c', '').replaceAll('هٔ', 'ۀ');

beforeAll(async () => {
  t = await createTestApp();
  f = await insertShopFixture(t.db);
  await t.db.insert(appConfig).values({
    config: {
      shop_name: SHOP_NAME,
      price_range: { min: 0, max: 1_000_000 },
      palette: { primary: '#0E7C86', secondary: '#1F3A5F', accent: '#D99A2B' },
      skeletonType: 'card',
      support_phone: '03132224455',
    },
  });
  await t.db.insert(shops).values({ name: 'شعبهٔ میدان', address: BRANCH_ADDRESS });
  const res = await t.call(
    'POST',
    submitPath({ reserve_date: shopDay(1), reserve_time: '12:00' }),
    {
      token: A,
      body: {
        delivery_type: 'pickup',
        coupon: 'PERCENT10',
        use_coupon: true,
        products: [
          { product_id: f.product.gaz, count: 2, toppings: [{ id: f.topping.giftBox, count: 1 }] },
          { product_id: f.product.saffron, count: 1 },
        ],
      },
    },
  );
  placed = okData(res, submitResult).order;
});
afterAll(async () => t.close());
afterEach(() => {
  delete process.env.INVOICE_TAX_PERCENT;
});

describe('GET /api/v1/app/order/{id}/invoice', () => {
  it('answers the caller’s own order as a PDF attachment, kept by nobody', async () => {
    const { response, bytes } = await download(placed.order_id, A);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="invoice-${placed.id}.pdf"`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  });

  it('holds, as text, the shop, the tracking code, the Jalali date, the lines and the amounts in Persian digits', async () => {
    const text = await invoiceText(placed.order_id, A);
    expect(placed.invoice.discount).toBeGreaterThan(0);
    for (const expected of [
      'فاکتور فروش',
      searchable(SHOP_NAME),
      searchable('افزودنی‌ها'),
      BRANCH_ADDRESS,
      toPersianDigits('03132224455'),
      'کد پیگیری',
      toPersianDigits(placed.id),
      placed.id,
      formatJalaliDate(dayOf(placed.created_at)),
      formatJalaliNumeric(dayOf(placed.created_at)),
      'گز لقمه',
      'زعفران',
      'جعبۀ کادویی',
      'جمع اقلام',
      `${formatNumber(placed.invoice.items_price)} تومان`,
      `${formatNumber(placed.invoice.discount)} تومان`,
      `${formatNumber(placed.invoice.price)} تومان`,
      'تحویل حضوری',
      'نقدی، هنگام تحویل',
      'مریم احمدی',
    ]) {
      expect(text).toContain(expected);
    }
    // No tax line unless the shop sets one; no business codes for a customer without them.
    expect(text).not.toContain('مالیات');
    expect(text).not.toContain('کد اقتصادی');
  });

  it('prints the tax share of the total when INVOICE_TAX_PERCENT is set', async () => {
    process.env.INVOICE_TAX_PERCENT = '10';
    const text = await invoiceText(placed.order_id, A);
    expect(text).toContain('مالیات بر ارزش افزوده');
    expect(text).toContain(`${formatNumber(includedTax(placed.invoice.price, 10))} تومان`);
    // The total stays what the customer pays.
    expect(text).toContain(`${formatNumber(placed.invoice.price)} تومان`);
  });

  it('prints a business customer’s national id and economic code from the profile', async () => {
    const saved = okData(
      await t.call('POST', `/api/v1/app/customers/${f.customer.a}/edit`, {
        token: A,
        body: {
          company_national_id: toPersianDigits(BUSINESS.nationalId),
          economic_code: BUSINESS.economicCode,
        },
      }),
      customer,
    );
    expect(saved.company_national_id).toBe(BUSINESS.nationalId);
    expect(saved.economic_code).toBe(BUSINESS.economicCode);
    const text = await invoiceText(placed.order_id, A);
    expect(text).toContain(toPersianDigits(BUSINESS.nationalId));
    expect(text).toContain(toPersianDigits(BUSINESS.economicCode));
    expect(text).toContain('کد اقتصادی');
  });

  it('is a 404 for another customer’s order and for an order nobody has', async () => {
    for (const { response } of [
      await download(placed.order_id, B),
      await download(placed.order_id + 1000, A),
    ]) {
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
    }
  });

  it('asks for a customer: none is a 401, a guest or staff a 403, a bad id a 400', async () => {
    expect((await download(placed.order_id)).response.status).toBe(401);
    expect((await download(placed.order_id, GUEST)).response.status).toBe(403);
    expect((await download(placed.order_id, PEOPLE_TOKENS.staff)).response.status).toBe(403);
    expectFailure(await t.call('GET', '/api/v1/app/order/abc/invoice', { token: A }), 400);
  });
});

describe('business fields of the profile', () => {
  it('refuses a national id that is not 11 digits and an economic code that is not 12, in Persian, changing nothing', async () => {
    const [before] = await t.db.select().from(customers).where(eq(customers.id, f.customer.b));
    const res = await t.call('POST', `/api/v1/app/customers/${f.customer.b}/edit`, {
      token: B,
      body: { company_national_id: '1234567890', economic_code: '12345678901A', first_name: 'رضا' },
    });
    const body = expectBadRequest(res, 'company_national_id', 'economic_code');
    expect(JSON.stringify(body)).toContain('شناسهٔ ملی شرکت باید ۱۱ رقم باشد');
    expect(JSON.stringify(body)).toContain('کد اقتصادی باید ۱۲ رقم باشد');
    const [after] = await t.db.select().from(customers).where(eq(customers.id, f.customer.b));
    expect(after).toEqual(before);
  });

  it('clears both with an empty value', async () => {
    const cleared = okData(
      await t.call('POST', `/api/v1/app/customers/${f.customer.a}/edit`, {
        token: A,
        body: { company_national_id: '', economic_code: null },
      }),
      customer,
    );
    expect(cleared.company_national_id).toBeNull();
    expect(cleared.economic_code).toBeNull();
  });
});
