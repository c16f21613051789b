import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { LOGIN_PATH } from '@/lib/api/error-catalogue';

/** The bank may return to a browser that is no longer logged in: log in, then come back to `next`. */
export function SignedOutNotice({ next }: { next: string }) {
  const t = useTranslations('payment');
  return (
    <div className="flex flex-col items-center gap-3" data-testid="payment-signed-out">
      <p>{t('signedOut')}</p>
      <Link
        href={`${LOGIN_PATH}?next=${encodeURIComponent(next)}`}
        className={buttonClasses('primary')}
      >
        {t('login')}
      </Link>
    </div>
  );
}
