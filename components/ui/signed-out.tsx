'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { LOGIN_PATH } from '@/lib/api/error-catalogue';

/** What a customer page shows once the session has ended: a way back in. */
export function SignedOut() {
  const t = useTranslations('profile');
  return (
    <div className="flex flex-col items-start gap-3">
      <p>{t('signedOut')}</p>
      <Link href={LOGIN_PATH} className={buttonClasses('primary')}>
        {t('login')}
      </Link>
    </div>
  );
}
