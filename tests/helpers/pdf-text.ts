import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text a reader extracts from a PDF, as pdf.js gives it: every page's
 * items in order, a space between two and a line break where pdf.js ends a line. Persian comes back
 * in logical order only when the PDF holds it as real, mapped text.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: bytes, useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
        .join(''),
    );
  }
  await pdf.destroy();
  return pages.join('\n');
}
