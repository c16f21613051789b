'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { toPersianDigits } from '@/lib/format/digits';
import { useFormatToman } from '@/lib/i18n/use-format-toman';
import { useCustomerQuery } from '@/queries/customer';
import { useCustomer } from '@/stores/root-store';

const LINKS = [
  { href: '/profile', key: 'profile' },
  { href: '/profile/addresses', key: 'addresses' },
  { href: '/profile/orders', key: 'orders' },
  { href: '/profile/credit', key: 'creditPage' },
] as const;

/** The link of the section a path belongs to: /profile/addresses/12 is in "addresses". */
function isCurrent(pathname: string, href: string): boolean {
  return href === '/profile' ? pathname === href : pathname.startsWith(href);
}

/**
 * Who is signed in (name, mobile, credit) and the account's sections. The
 * stored snapshot shows at once; the customer call keeps it current.
 */
export function ProfileMenu() {
  const formatToman = useFormatToman();
  const t = useTranslations('profile.menu');
  const pathname = usePathname();
  useCustomerQuery();
  const customer = useCustomer();
  const name = customer
    ? [customer.first_name, customer.last_name].filter(Boolean).join(' ') || t('unnamed')
    : null;

  return (
    <aside className="flex min-w-0 flex-col gap-4 rounded-xl border border-border bg-surface-raised p-4 md:sticky md:top-24">
      <div className="flex min-h-[4.75rem] flex-col gap-1" data-testid="profile-summary">
        {customer ? (
          <>
            <p className="font-bold" data-testid="profile-name">
              {name}
            </p>
            <p className="text-sm text-text-muted">
              <span className="sr-only">{t('mobile')}: </span>
              <span dir="ltr" data-testid="profile-mobile">
                {toPersianDigits(customer.mobile)}
              </span>
            </p>
            <p className="text-sm">
              {t('credit')}:{' '}
              <span data-testid="profile-credit">{formatToman(customer.credit)}</span>
            </p>
          </>
        ) : (
          <div
            aria-hidden="true"
            className="flex animate-pulse flex-col gap-2 motion-reduce:animate-none"
          >
            <div className="h-5 w-32 rounded-md bg-surface-muted" />
            <div className="h-4 w-24 rounded-md bg-surface-muted" />
            <div className="h-4 w-28 rounded-md bg-surface-muted" />
          </div>
        )}
      </div>
      <nav aria-label={t('label')}>
        <ul className="flex gap-2 overflow-x-auto md:flex-col">
          {LINKS.map((link) => {
            const current = isCurrent(pathname, link.href);
            return (
              <li key={link.href}>
                <Link
                  href={link.href}
                  aria-current={current ? 'page' : undefined}
                  className={`block whitespace-nowrap rounded-lg px-3 py-2 ${current ? 'bg-primary text-on-primary' : 'hover:bg-surface-muted'}`}
                >
                  {t(link.key)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </aside>
  );
}
