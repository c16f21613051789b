import localFont from 'next/font/local';

// Vazirmatn in two faces split by unicode-range, so a Persian page downloads
// only the Persian file (48 KB, preloaded) and the Latin one (Vazirmatn's
// Roboto-derived letters) only when Latin text is on the page. The space,
// ZWNJ, joiners, the guillemets Persian quotes with, and the ASCII signs the
// Persian file draws itself (! ( ) + - . / : = [ ] × ÷ −) belong to the Persian
// face so they never pull in the other: a product page's «(۶ رأی)» fetched the
// 111 KB Latin file for its parentheses alone.
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
        'U+0020-0021, U+0028-0029, U+002B, U+002D-002F, U+003A, U+003D, U+005B, U+005D, U+00A0, U+00AB, U+00BB, U+00D7, U+00F7, U+0600-06FF, U+0750-077F, U+08A0-08FF, U+200C-200F, U+2010-2027, U+202A-202E, U+2212, U+FB50-FDFF, U+FE70-FEFF',
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
        'U+0000-001F, U+0022-0027, U+002A, U+002C, U+0030-0039, U+003B-003C, U+003E-005A, U+005C, U+005E-009F, U+00A1-00AA, U+00AC-00BA, U+00BC-00D6, U+00D8-00F6, U+00F8-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+2030-2044, U+20AC, U+2122',
    },
  ],
});

/** The class names that define both faces' CSS variables, for <html>. */
export const fontVariables = `${vazirmatnPersian.variable} ${vazirmatnLatin.variable}`;
