import type { Order } from '@/lib/contract/order';
import { formatNumber, toPersianDigits } from '@/lib/format/digits';
import { formatJalaliDate, formatJalaliNumeric, tehranDate } from '@/lib/format/jalali';
import { dayOf } from '@/lib/orders/card-rows';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import type { InvoiceContent } from './invoice-content';
import { RtlPage } from './rtl-page';
import { includedTax } from './tax';

const t = apiMessages.invoice;

const toman = (amount: number) => fillMessage(t.toman, { amount: formatNumber(amount) });

/**
 * A labelled number or date is a row, label at the right and value at the
 * left: in one line with a colon, a reader's reordering moved the colon into
 * the date («۷ :آذر ۱۴۰۵»).
 */
function header(page: RtlPage, { shop, order }: InvoiceContent, now: Date): void {
  page.line(t.title, { size: 18, bold: true });
  page.line(shop.name, { size: 14, bold: true });
  if (shop.address) {
    page.line(fillMessage(t.shopAddress, { address: shop.address }), { muted: true });
  }
  page.row(t.shopPhone, toPersianDigits(shop.phone), { muted: true });
  page.rule();
  page.row(t.trackingCode, toPersianDigits(order.id), { bold: true });
  // Again in Latin digits, on a line of its own, for a system that reads no Persian digits.
  page.line(order.id, { size: 9, muted: true });
  const day = dayOf(order.created_at);
  page.row(t.date, formatJalaliDate(day));
  // Again in figures alone: pdftotext moves the space after a day's number into «۷آذر».
  page.line(formatJalaliNumeric(day), { size: 9, muted: true });
  page.row(t.printedAt, formatJalaliDate(tehranDate(now)), { muted: true });
}

function buyer(page: RtlPage, { buyer: who }: InvoiceContent): void {
  if (who.name) page.line(fillMessage(t.buyer, { name: who.name }));
  page.row(t.mobile, toPersianDigits(who.mobile));
  if (who.companyNationalId) {
    page.row(t.companyNationalId, toPersianDigits(who.companyNationalId));
  }
  if (who.economicCode) page.row(t.economicCode, toPersianDigits(who.economicCode));
}

function lines(page: RtlPage, order: Order): void {
  page.line(t.lines, { size: 13, bold: true });
  for (const line of order.products) {
    page.row(line.name, toman(line.total));
    page.line(fillMessage(t.lineCount, { count: line.count, price: toman(line.unit_price) }), {
      size: 9,
      muted: true,
    });
    if (line.toppings.length > 0) {
      const list = line.toppings
        .map((top) => fillMessage(t.topping, { name: top.name, count: top.count }))
        .join('، ');
      page.line(fillMessage(t.toppings, { list }), { size: 9, muted: true });
    }
  }
}

function totals(page: RtlPage, { order, taxPercent }: InvoiceContent): void {
  const { invoice } = order;
  page.row(t.itemsPrice, toman(invoice.items_price));
  if (invoice.discount > 0) page.row(t.discount, toman(invoice.discount));
  page.row(t.shipping, invoice.shipping_price > 0 ? toman(invoice.shipping_price) : t.free);
  if (taxPercent !== null) {
    page.row(
      fillMessage(t.tax, { percent: toPersianDigits(taxPercent) }),
      toman(includedTax(invoice.price, taxPercent)),
    );
  }
  page.row(t.total, toman(invoice.price), { size: 13, bold: true });
}

/** The invoice of one order as a PDF: Persian text, Jalali dates, Persian digits. */
export async function invoicePdf(
  content: InvoiceContent,
  now = new Date(),
): Promise<Uint8Array<ArrayBuffer>> {
  const { order } = content;
  const page = new RtlPage(`${t.title} ${toPersianDigits(order.id)}`);
  header(page, content, now);
  page.rule();
  buyer(page, content);
  page.rule();
  lines(page, order);
  page.rule();
  totals(page, content);
  page.rule();
  page.line(
    fillMessage(t.payment, {
      type: t.paymentType[order.payment_type],
      state: order.is_paid ? t.paid : t.unpaid,
    }),
  );
  page.line(fillMessage(t.delivery, { type: t.deliveryType[order.delivery_type] }));
  return page.bytes();
}
