import localFont from 'next/font/local';

/**
 * Vazirmatn's variable font: Persian (Arabic script) and, merged in from
 * Roboto, Latin, so Latin digits and names never fall back to another face.
 * One file covers every weight.
 */
export const vazirmatn = localFont({
  src: '../../node_modules/vazirmatn/fonts/webfonts/Vazirmatn[wght].woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-vazirmatn',
  fallback: ['Tahoma', 'system-ui', 'sans-serif'],
  adjustFontFallback: 'Arial',
});
