'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { formatNumber, toPersianDigits } from '@/lib/format/digits';
import { useFormatToman } from '@/lib/i18n/use-format-toman';
import { useCustomerQuery } from '@/queries/customer';
import { usePoints } from '@/queries/loyalty';
import { useCustomer } from '@/stores/customer';
import { useLogout } from '../use-logout';

const LINKS = [
  { href: '/profile', key: 'profile' },
  { href: '/profile/addresses', key: 'addresses' },
  { href: '/profile/orders', key: 'orders' },
  { href: '/profile/reservations', key: 'reservations' },
  { href: '/profile/collection-requests', key: 'collections' },
  { href: '/profile/credit', key: 'creditPage' },
  { href: '/profile/favorites', key: 'favorites' },
  { href: '/profile/reminders', key: 'reminders' },
  { href: '/profile/notifications', key: 'notifications' },
  { href: '/profile/loyalty', key: 'loyalty' },
  { href: '/profile/gift-requests', key: 'giftRequests' },
  { href: '/profile/referrals', key: 'referrals' },
] as const;

/** The link of the section a path belongs to: /profile/addresses/12 is in "addresses". */
function isCurrent(pathname: string, href: string): boolean {
  return href === '/profile' ? pathname === href : pathname.startsWith(href);
}

/** Logout where a phone finds it: the header's account menu is a wide-screen thing. */
function LogoutButton() {
  const t = useTranslations('account');
  const { logout, leaving } = useLogout();
  return (
    <button
      type="button"
      onClick={logout}
      disabled={leaving}
      data-testid="profile-logout"
      className="flex min-h-11 shrink-0 items-center rounded-lg px-3 text-sm text-danger hover:bg-surface-muted disabled:opacity-60 md:order-last md:text-base"
    >
      {leaving ? t('loggingOut') : t('logout')}
    </button>
  );
}

/**
 * Who is signed in (name, mobile, credit) and the account's sections. The
 * stored snapshot shows at once; the customer call keeps it current.
 */
export function ProfileMenu() {
  const formatToman = useFormatToman();
  const t = useTranslations('profile.menu');
  const pathname = usePathname();
  const onAccountHome = pathname === '/profile';
  useCustomerQuery();
  const customer = useCustomer();
  const points = usePoints();
  const name = customer
    ? [customer.first_name, customer.last_name].filter(Boolean).join(' ') || t('unnamed')
    : null;

  return (
    <aside className="flex min-w-0 flex-col gap-4 rounded-xl border border-border bg-surface-raised p-4 md:sticky md:top-24">
      {/* On a phone logout sits beside the name; on wider screens below the sections. */}
      <div className="flex items-start justify-between gap-3 md:contents">
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
              {points.data ? (
                <p className="text-sm">
                  {t('points')}:{' '}
                  <span data-testid="profile-points">
                    {t('pointsValue', { points: formatNumber(points.data.points) })}
                  </span>
                </p>
              ) : null}
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
        <LogoutButton />
      </div>
      {/* Two by two on a phone, every section in sight (a sideways strip cut the
          fourth down to a lone letter); one column beside the page on wider screens.
          On a phone the twelve sections fill a screen, so a section's own page
          shows only the way back to them and its content starts in view. */}
      {onAccountHome ? null : (
        <Link
          href="/profile"
          data-testid="profile-all-sections"
          className="flex min-h-11 items-center justify-center rounded-lg bg-surface-muted px-3 hover:bg-border md:hidden"
        >
          {t('allSections')}
        </Link>
      )}
      <nav aria-label={t('label')} className={onAccountHome ? undefined : 'max-md:hidden'}>
        <ul className="grid grid-cols-2 gap-2 md:grid-cols-1">
          {LINKS.map((link) => {
            const current = isCurrent(pathname, link.href);
            return (
              <li key={link.href}>
                <Link
                  href={link.href}
                  aria-current={current ? 'page' : undefined}
                  className={`flex min-h-11 items-center justify-center rounded-lg px-3 text-center md:justify-start md:text-start ${current ? 'bg-primary font-semibold text-on-primary' : 'bg-surface-muted hover:bg-border md:bg-transparent md:hover:bg-surface-muted'}`}
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
