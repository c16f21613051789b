'use client';

import { Toaster } from 'sonner';
import { useThemeType } from '@/stores/root-store';

/** sonner's Toaster as the shop shows it: right to left, on top, in the page's theme and font. */
export default function AppToaster() {
  const theme = useThemeType();
  return (
    <Toaster
      dir="rtl"
      position="top-center"
      theme={theme}
      richColors
      closeButton
      // sonner brings its own font stack; toasts should read like the page.
      style={{ fontFamily: 'var(--font-sans)' }}
    />
  );
}
