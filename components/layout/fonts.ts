import localFont from 'next/font/local';

// Vazirmatn in two faces split by unicode-range, so a Persian page downloads
// only the Persian file (48 KB, preloaded) and the Latin one (Vazirmatn's
// Roboto-derived letters) only when Latin text is on the page. The space,
// ZWNJ, joiners and the guillemets Persian quotes with belong to the Persian
// face so they never pull in the other.
// next/font reads these options at build time, so they are written out literally.
// The files are Vazirmatn 33.0.3 (OFL, see font-files/OFL.txt) copied under names
// without brackets: with "[wght]" in the name the preload URL and the CSS URL
// were spelled differently and the browser fetched the font twice.

// No fallback here: a fallback on the Persian face would catch Latin letters
// before the Latin face could. The metric-adjusted fallback comes once, after both.
export const vazirmatnPersian = localFont({
  src: './font-files/vazirmatn-persian-variable.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-vazirmatn-fa',
  fallback: [],
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0020, U+00A0, U+00AB, U+00BB, U+0600-06FF, U+0750-077F, U+08A0-08FF, U+200C-200F, U+2010-2027, U+202A-202E, U+FB50-FDFF, U+FE70-FEFF',
    },
  ],
});

export const vazirmatnLatin = localFont({
  src: './font-files/vazirmatn-variable.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-vazirmatn-latin',
  fallback: ['Tahoma', 'system-ui', 'sans-serif'],
  adjustFontFallback: 'Arial',
  preload: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-001F, U+0021-009F, U+00A1-00AA, U+00AC-00BA, U+00BC-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+2030-2044, U+20AC, U+2122, U+2212',
    },
  ],
});

/** The class names that define both faces' CSS variables, for <html>. */
export const fontVariables = `${vazirmatnPersian.variable} ${vazirmatnLatin.variable}`;
