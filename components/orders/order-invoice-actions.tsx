'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { describeFailure } from '@/lib/api/error-catalogue';
import { fetchInvoicePdf } from '@/lib/api/invoice';
import type { Order } from '@/lib/contract/order';

/** Hands the browser a file to save: an object URL needs the token-carrying fetch's bytes. */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its bytes once the click is handled; the URL can go on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** «فاکتور» downloads the order's PDF invoice; «چاپ» prints the page (the site's header and footer left out). */
export function OrderInvoiceActions({ order }: { order: Order }) {
  const t = useTranslations('orders.detail');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setFailure(null);
    try {
      saveFile(await fetchInvoicePdf(order.order_id), `invoice-${order.id}.pdf`);
    } catch (error) {
      setFailure(describeFailure(error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-2 print:hidden">
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => void download()}
          disabled={busy}
          aria-label={t('invoicePdfLabel')}
          data-testid="order-invoice-pdf"
        >
          {busy ? t('invoicePdfBusy') : t('invoicePdf')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => window.print()}
          aria-label={t('printLabel')}
          data-testid="order-print"
        >
          {t('print')}
        </Button>
      </div>
      {failure ? (
        <p role="alert" className="text-danger">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
