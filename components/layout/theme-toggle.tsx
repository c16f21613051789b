'use client';

import { useTranslations } from 'next-intl';
import { LineIcon } from '@/components/ui/line-icon';
import { setThemeType, useThemeType } from '@/stores/theme';

function SunIcon({ className }: { className: string }) {
  return (
    <LineIcon className={className}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M4.93 19.07l1.41-1.41M17.66 6.34l1.41-1.41" />
    </LineIcon>
  );
}

function MoonIcon({ className }: { className: string }) {
  return (
    <LineIcon className={className}>
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
    </LineIcon>
  );
}

/**
 * The theme switch, named by what it will do: «حالت تیره» in the light theme,
 * «حالت روشن» in the dark one. The name and the icon follow the class on
 * <html> rather than the store, so they are right even before the store has
 * been read back from storage.
 */
export function ThemeToggle() {
  const t = useTranslations('theme');
  const dark = useThemeType() === 'dark';
  return (
    <button
      type="button"
      title={dark ? t('toLight') : t('toDark')}
      onClick={() => setThemeType(dark ? 'light' : 'dark')}
      className="inline-flex size-11 items-center justify-center rounded-lg text-text hover:bg-surface-muted"
      data-testid="theme-toggle"
    >
      <MoonIcon className="size-5 dark:hidden" />
      <SunIcon className="hidden size-5 dark:block" />
      <span className="sr-only dark:hidden">{t('toDark')}</span>
      <span className="hidden dark:inline dark:sr-only">{t('toLight')}</span>
    </button>
  );
}
