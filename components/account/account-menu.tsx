'use client';

import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { QueryProvider } from '@/components/ui/query-provider';
import { accountEntryBox, UserIcon } from './account-entry-parts';
import { useLogout } from './use-logout';

const itemClass =
  'flex min-h-11 w-full items-center rounded-md px-3 text-start data-focus:bg-surface-muted data-disabled:opacity-60';

const LINKS = [
  { href: '/profile', label: 'profile' },
  { href: '/profile/orders', label: 'orders' },
  { href: '/profile/credit', label: 'credit' },
  { href: '/profile/addresses', label: 'addresses' },
  { href: '/profile/loyalty', label: 'loyalty' },
] as const;

/** A logged-in customer's menu: their pages and logout. */
function AccountMenuContent() {
  const t = useTranslations('account');
  const { logout, leaving } = useLogout();

  return (
    <Menu>
      <MenuButton className={accountEntryBox} data-testid="account-menu">
        <UserIcon />
        <span className="sr-only truncate sm:not-sr-only">{t('menu')}</span>
      </MenuButton>
      <MenuItems
        anchor={{ to: 'bottom end', gap: 4 }}
        className="z-40 flex w-52 flex-col rounded-lg border border-border bg-surface-raised p-1 shadow-lg focus:outline-none"
      >
        {LINKS.map(({ href, label }) => (
          <MenuItem key={href}>
            <Link href={href} className={itemClass}>
              {t(label)}
            </Link>
          </MenuItem>
        ))}
        <MenuItem disabled={leaving}>
          <button type="button" onClick={logout} className={`${itemClass} text-danger`}>
            {leaving ? t('loggingOut') : t('logout')}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}

/** Loaded lazily, with the query client it needs: none of it is in a catalogue page's first script. */
export function AccountMenu() {
  return (
    <QueryProvider>
      <AccountMenuContent />
    </QueryProvider>
  );
}
