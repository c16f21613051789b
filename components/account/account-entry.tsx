'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { island } from '@/components/ui/island';
import { LOGIN_PATH } from '@/lib/api/error-catalogue';
import { useIsCustomer } from '@/stores/user';
import { accountEntryBox, UserIcon } from './account-entry-parts';

function MenuPlaceholder() {
  const t = useTranslations('account');
  return (
    <span className={accountEntryBox} aria-hidden="true">
      <UserIcon />
      <span className="hidden truncate sm:inline">{t('menu')}</span>
    </span>
  );
}

// The menu brings Headless UI and the logout call: only customers download them.
const AccountMenu = island(() => import('./account-menu').then((m) => m.AccountMenu), {
  placeholder: MenuPlaceholder,
});

/** The header's account entry: a login link for guests, the account menu for customers. */
export function AccountEntry() {
  const t = useTranslations('account');
  const customer = useIsCustomer();
  if (customer) return <AccountMenu />;
  return (
    <Link href={LOGIN_PATH} className={accountEntryBox} data-testid="header-login-link">
      <UserIcon />
      <span className="sr-only truncate sm:not-sr-only">{t('loginLink')}</span>
    </Link>
  );
}
