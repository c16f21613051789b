import Link from 'next/link';
import { useTranslations } from 'next-intl';

export function SiteFooter() {
  const t = useTranslations('layout');
  const shop = t('shopName');
  const links = [
    { href: '/', label: t('home') },
    { href: '/categories', label: t('categories') },
    { href: '/products', label: t('products') },
    { href: '/search', label: t('search') },
    { href: '/cart', label: t('cart') },
    { href: '/gifts', label: t('gifts') },
    { href: '/wheel', label: t('wheel') },
  ];
  return (
    <footer data-testid="site-footer" className="mt-12 border-t border-border bg-surface-muted">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 md:flex-row md:justify-between">
        <div className="max-w-md">
          <p className="text-lg font-bold text-text">{shop}</p>
          <p className="mt-2 text-sm text-text-muted">{t('footerAbout')}</p>
        </div>
        <nav aria-label={t('footerNav')}>
          <ul className="grid grid-cols-2 gap-x-6 text-sm sm:flex sm:flex-wrap">
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  prefetch={false}
                  href={link.href}
                  className="inline-flex min-h-11 min-w-11 items-center text-text underline-offset-4 hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-border px-4 py-4 text-center text-xs text-text-muted">
        {t('rights', { shop })}
      </p>
    </footer>
  );
}
