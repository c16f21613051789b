import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';

export function CartEmpty() {
  const t = useTranslations('cart');
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-4 py-12 text-center">
      <p className="text-lg font-bold">{t('empty')}</p>
      <p className="text-text-muted">{t('emptyHint')}</p>
      <Link href="/products" className={buttonClasses('primary')}>
        {t('browse')}
      </Link>
    </div>
  );
}
