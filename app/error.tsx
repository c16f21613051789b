'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { digestOf, ErrorPanel } from '@/components/layout/error-panel';

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations('layout');
  const digest = digestOf(error);

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <ErrorPanel
      title={t('errorTitle')}
      text={t('errorText')}
      retryLabel={t('retry')}
      onRetry={retry}
      reference={digest ? t('errorCode', { digest }) : undefined}
    />
  );
}
