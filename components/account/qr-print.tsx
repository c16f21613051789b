'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { describeFailure } from '@/lib/api/error-catalogue';
import { printQrCodes } from '@/lib/api/qr';
import { toPersianDigits } from '@/lib/format/digits';
import { formatTimeOfDay } from '@/lib/format/time';
import { useStoreHydrated } from '@/stores/root-store';

/**
 * /qr/print: fresh single-use codes for every shop, as SVG QR codes laid out
 * for paper. Making codes is a staff action; the API also lets anyone do it
 * outside production, in a demo shop or with QR_PRINT_OPEN=1.
 */
export function QrPrint({ ttlMinutes }: { ttlMinutes: number }) {
  const t = useTranslations('qr');
  const hydrated = useStoreHydrated();
  // A refusal is said on this page: the shared handler would send a 403 (a
  // signed-in customer where only staff may print) to the login form.
  const print = useMutation({ mutationFn: printQrCodes, meta: { errorHandling: 'manual' } });
  const { mutate } = print;
  const started = useRef(false);

  // One batch on arrival (after the stored staff token is back), more on demand.
  useEffect(() => {
    if (!hydrated || started.current) return;
    started.current = true;
    mutate();
  }, [hydrated, mutate]);

  const failure = print.error ? describeFailure(print.error) : null;
  return (
    <div className="flex flex-col gap-6">
      <p className="text-text-muted print:hidden">
        {t('printIntro', { minutes: toPersianDigits(ttlMinutes) })}
      </p>
      <div className="flex gap-3 print:hidden">
        <Button onClick={() => mutate()} disabled={print.isPending}>
          {t('printGenerate')}
        </Button>
        <Button variant="secondary" onClick={() => window.print()} disabled={!print.data}>
          {t('printPrint')}
        </Button>
      </div>
      {print.isPending ? <p role="status">{t('printLoading')}</p> : null}
      {failure ? (
        <p role="alert">{failure.action === 'none' ? failure.message : t('printForbidden')}</p>
      ) : null}
      <ul data-print-sheet className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 print:grid-cols-2">
        {print.data?.codes.map((code) => (
          <li
            key={code.id}
            className="flex break-inside-avoid flex-col items-center gap-3 rounded-lg border border-border p-4 text-center"
          >
            <h2 className="text-lg font-bold">{code.shop_name}</h2>
            <a href={code.url} data-testid="qr-link" className="rounded bg-white p-3">
              <QRCodeSVG
                value={code.url}
                size={192}
                marginSize={2}
                title={t('qrAlt', { shop: code.shop_name })}
              />
            </a>
            <p className="text-sm text-text-muted">
              {t('printExpires', { time: formatTimeOfDay(code.expires_at) })}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
