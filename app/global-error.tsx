'use client';

import { useEffect } from 'react';
import { digestOf, ErrorPanel } from '@/components/layout/error-panel';
import { fontVariables } from '@/components/layout/fonts';
import fa from '@/messages/fa.json';
import './globals.css';

/** Replaces the root layout when it fails, so there is no intl provider: strings come straight from the catalogue. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const strings = fa.layout;
  const digest = digestOf(error);

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <html lang="fa" dir="rtl" className={fontVariables}>
      <body className="min-h-dvh bg-surface px-4 font-sans text-text">
        <title>{`${strings.errorTitle} | ${strings.shopName}`}</title>
        <ErrorPanel
          title={strings.errorTitle}
          text={strings.errorText}
          retryLabel={strings.retry}
          onRetry={retry}
          reference={digest ? strings.errorCode.replace('{digest}', digest) : undefined}
        />
      </body>
    </html>
  );
}
