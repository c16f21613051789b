import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { AccountEntry } from '@/components/account/account-entry';
import { LineIcon } from '@/components/ui/line-icon';
import { CartIcon, CategoriesIcon } from '@/components/ui/nav-icons';
import { BellEntry } from './bell-entry';
import { CartBadge } from './cart-badge';
import { HeaderHeight } from './header-height';
import { SearchSuggest } from './search-suggest';
import { ThemeToggle } from './theme-toggle';

function SearchIcon() {
  return (
    <LineIcon>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" />
    </LineIcon>
  );
}

const navLink =
  'inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-text hover:bg-surface-muted';

/**
 * The shop's header: name, search (works without JavaScript), categories,
 * cart, account and theme. On phones the bottom tab bar holds categories,
 * cart and account, so the header keeps the name, theme and search.
 */
export function SiteHeader() {
  const t = useTranslations('layout');
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-surface/95 backdrop-blur">
      <HeaderHeight />
      {/* A grid, not a wrapping row: the rows stay the same whatever font is
          showing, so the swap to Vazirmatn moves nothing on the page. */}
      <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-2 px-4 py-2 md:grid-cols-[auto_minmax(0,1fr)_auto]">
        {/* Never cut short: on a narrow phone the name takes a second line rather than an ellipsis. */}
        <Link
          prefetch={false}
          href="/"
          className="flex min-h-11 min-w-0 items-center justify-self-start text-balance text-lg leading-tight font-extrabold text-primary"
        >
          {t('shopName')}
        </Link>
        <search className="col-span-2 row-start-2 md:col-span-1 md:col-start-2 md:row-start-1">
          <form action="/search" method="get" className="flex w-full gap-2">
            <SearchSuggest />
            <button
              type="submit"
              className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-primary px-3 text-on-primary hover:bg-primary-strong"
            >
              <SearchIcon />
              <span className="sr-only sm:not-sr-only">{t('search')}</span>
            </button>
          </form>
        </search>
        <nav aria-label={t('mainNav')} className="md:col-start-3">
          <ul className="flex items-center gap-1">
            <li className="hidden md:block">
              <Link prefetch={false} href="/categories" className={navLink}>
                <CategoriesIcon />
                <span className="sr-only sm:not-sr-only">{t('categories')}</span>
              </Link>
            </li>
            <li className="hidden md:block">
              {/* The count sits on the icon's corner: it never widens the bar and squeezes the name. */}
              <Link prefetch={false} href="/cart" className={`${navLink} relative`}>
                <CartIcon />
                <span className="sr-only sm:not-sr-only">{t('cart')}</span>
                <CartBadge testId="header-cart-badge" className="absolute top-0 start-6" />
              </Link>
            </li>
            <li className="hidden md:block">
              <AccountEntry />
            </li>
            <BellEntry />
            <li>
              <ThemeToggle />
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
