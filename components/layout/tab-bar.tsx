'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { UserIcon } from '@/components/account/account-entry-parts';
import { CartIcon, CategoriesIcon, HomeIcon } from '@/components/ui/nav-icons';
import { LOGIN_PATH } from '@/lib/api/error-catalogue';
import { useIsCustomer } from '@/stores/user';
import { CartBadge } from './cart-badge';

/**
 * Pages that are a step of their own: checkout keeps the phone's bottom for its
 * pay button, and the bank and city-portal pages stand for other sites.
 */
const HIDDEN_UNDER = ['/cart/checkout', '/bank/', '/sso/portal', '/qr/print'];

type Tab = {
  href: string;
  label: string;
  icon: ReactNode;
  current: boolean;
  testId: string;
  badge?: ReactNode;
};

function TabLink({ href, label, icon, current, testId, badge }: Tab) {
  return (
    <Link
      href={href}
      // As the header's links: a tab in view on every page load prefetched its
      // page's payload each time, twice for some once the shopper's state was
      // back (six requests, and their decoding on the main thread, as the page
      // loaded); the pages it leads to are answered from the page cache.
      prefetch={false}
      aria-current={current ? 'page' : undefined}
      data-testid={testId}
      className={`flex h-full flex-col items-center justify-center gap-0.5 text-xs ${
        current ? 'font-bold text-primary-strong' : 'text-text-muted hover:text-text'
      }`}
    >
      <span className="relative">
        {icon}
        {badge}
      </span>
      {label}
    </Link>
  );
}

/**
 * The phone's bottom bar, as Iranian shop apps have it: home, categories, the
 * cart with its count and the account. Wider screens have these in the header.
 * `data-tab-bar` gives the page its bottom padding (globals.css).
 */
export function TabBar() {
  const t = useTranslations('layout.tabs');
  const pathname = usePathname();
  const customer = useIsCustomer();
  if (HIDDEN_UNDER.some((prefix) => pathname.startsWith(prefix))) return null;

  const icon = 'size-6';
  const tabs: Tab[] = [
    {
      href: '/',
      label: t('home'),
      icon: <HomeIcon className={icon} />,
      current: pathname === '/',
      testId: 'tab-home',
    },
    {
      href: '/categories',
      label: t('categories'),
      icon: <CategoriesIcon className={icon} />,
      current: pathname === '/categories' || pathname.startsWith('/category/'),
      testId: 'tab-categories',
    },
    {
      href: '/cart',
      label: t('cart'),
      icon: <CartIcon className={icon} />,
      current: pathname === '/cart',
      testId: 'tab-cart',
      badge: <CartBadge testId="cart-badge" className="absolute -end-2.5 -top-1.5" />,
    },
    customer
      ? {
          href: '/profile',
          label: t('account'),
          icon: <UserIcon className={icon} />,
          current: pathname.startsWith('/profile') || pathname.startsWith('/order/'),
          testId: 'account-link',
        }
      : {
          href: LOGIN_PATH,
          label: t('login'),
          icon: <UserIcon className={icon} />,
          current: pathname === LOGIN_PATH,
          testId: 'login-link',
        },
  ];

  return (
    <nav
      aria-label={t('label')}
      data-tab-bar
      data-testid="tab-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-surface pb-[env(safe-area-inset-bottom)] md:hidden print:hidden"
    >
      <ul className="mx-auto grid h-14 max-w-lg grid-cols-4">
        {tabs.map((tab) => (
          <li key={tab.testId}>
            <TabLink {...tab} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
