'use client';

import { useEffect, useState } from 'react';
import { digestOf, ErrorPanel } from '@/components/layout/error-panel';
import { fontVariables } from '@/components/layout/fonts';
import type fa from '@/messages/fa.json';
import './globals.css';

type LayoutStrings = (typeof fa)['layout'];

/**
 * Replaces the root layout when it fails, so there is no intl provider. Its
 * strings are loaded from the catalogue when it shows: imported statically,
 * the whole message file would ride in every page's first script.
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const [strings, setStrings] = useState<LayoutStrings | null>(null);
  const digest = digestOf(error);

  useEffect(() => {
    console.error(error);
  }, [error]);

  useEffect(() => {
    void import('@/messages/fa.json').then((messages) => setStrings(messages.default.layout));
  }, []);

  return (
    <html lang="fa" dir="rtl" className={fontVariables}>
      <body className="min-h-dvh bg-surface px-4 font-sans text-text">
        {strings && (
          <>
            <title>{`${strings.errorTitle} | ${strings.shopName}`}</title>
            <ErrorPanel
              title={strings.errorTitle}
              text={strings.errorText}
              retryLabel={strings.retry}
              onRetry={retry}
              reference={digest ? strings.errorCode.replace('{digest}', digest) : undefined}
            />
          </>
        )}
      </body>
    </html>
  );
}
