'use client';

import { useTranslations } from 'next-intl';
import { Toaster } from 'sonner';
import { useThemeType } from '@/stores/theme';
import { useHeaderBottom } from './use-header-bottom';

/** Space between the header's edge and a toast. */
const GAP_PX = 8;

/**
 * sonner's Toaster as the shop shows it: right to left, in the page's theme and
 * font, just below the sticky header, so a toast never covers the header's
 * cart icon, search or account; its labels in Persian.
 */
export default function AppToaster() {
  const t = useTranslations('layout.toasts');
  const theme = useThemeType();
  const top = useHeaderBottom() + GAP_PX;
  return (
    <Toaster
      dir="rtl"
      position="top-center"
      offset={{ top }}
      mobileOffset={{ top }}
      theme={theme}
      richColors
      closeButton
      // sonner names its list and close buttons in English; screen readers hear the shop's words.
      customAriaLabel={t('region')}
      toastOptions={{ closeButtonAriaLabel: t('close') }}
      // sonner brings its own font stack; toasts should read like the page.
      style={{ fontFamily: 'var(--font-sans)' }}
    />
  );
}
