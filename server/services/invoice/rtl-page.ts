import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import { readableTextMap } from './readable-text-map';
import { visualPieces } from './visual-pieces';

/**
 * Vazirmatn 33.0.3 (OFL, font/OFL.txt), shipped with the code: pdfkit embeds
 * the glyphs it draws with a ToUnicode map, and fontkit shapes each word, so
 * the invoice's Persian is real text a reader can copy and search.
 */
const FONT_DIR = join(/*turbopackIgnore: true*/ process.cwd(), 'server/services/invoice/font');
const REGULAR = join(FONT_DIR, 'Vazirmatn-Regular.ttf');
const BOLD = join(FONT_DIR, 'Vazirmatn-Bold.ttf');

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const LINE_GAP = 1.6;

export type TextStyle = { size?: number; bold?: boolean; muted?: boolean };

/**
 * An A4 page written from the top down, right to left: each line is cut into
 * pieces in visual order (visual-pieces.ts) and every piece is drawn at its
 * own place, measured with the same font. A line that would pass the bottom
 * starts a new page.
 */
export class RtlPage {
  private readonly doc: PDFKit.PDFDocument;
  private y = PAGE.margin;

  constructor(title: string) {
    // Opened on Vazirmatn, so pdfkit never loads its built-in Helvetica.
    this.doc = new PDFDocument({
      size: 'A4',
      margin: PAGE.margin,
      // Uncompressed, so the ToUnicode map can be corrected in place (readable-text-map.ts).
      compress: false,
      font: REGULAR,
      info: { Title: title, Creator: title },
      lang: 'fa-IR',
    });
    this.doc.registerFont('regular', REGULAR);
    this.doc.registerFont('bold', BOLD);
  }

  private use({ size = 11, bold = false, muted = false }: TextStyle): number {
    this.doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(size)
      .fillColor(muted ? '#4b5563' : '#111827');
    return size * LINE_GAP;
  }

  /**
   * «هٔ» is drawn as the one letter «ۀ»: as a letter and a mark, readers put
   * the mark before the letter.
   */
  private pieces(line: string) {
    return visualPieces(line.replaceAll('\u0647\u0654', '\u06c0'));
  }

  private widthOf(line: string): number {
    return this.pieces(line).reduce((sum, piece) => sum + this.doc.widthOfString(piece.text), 0);
  }

  /** Draws a line with its left end at x. */
  private draw(line: string, x: number): void {
    let pen = x;
    for (const piece of this.pieces(line)) {
      if (!piece.gap) this.doc.text(piece.text, pen, this.y, { lineBreak: false });
      pen += this.doc.widthOfString(piece.text);
    }
  }

  private room(height: number): void {
    if (this.y + height <= PAGE.height - PAGE.margin) return;
    this.doc.addPage();
    this.y = PAGE.margin;
  }

  /** One line against the right margin. */
  line(text: string, style: TextStyle = {}): void {
    const height = this.use(style);
    this.room(height);
    this.draw(text, PAGE.width - PAGE.margin - this.widthOf(text));
    this.y += height;
  }

  /** A term against the right margin and its value against the left, on one line. */
  row(term: string, value: string, style: TextStyle = {}): void {
    const height = this.use(style);
    this.room(height);
    this.draw(term, PAGE.width - PAGE.margin - this.widthOf(term));
    this.draw(value, PAGE.margin);
    this.y += height;
  }

  /** A thin rule across the page, with some air. */
  rule(): void {
    this.room(12);
    this.y += 4;
    this.doc
      .moveTo(PAGE.margin, this.y)
      .lineTo(PAGE.width - PAGE.margin, this.y)
      .lineWidth(0.5)
      .strokeColor('#9ca3af')
      .stroke();
    this.y += 8;
  }

  /** The finished file. */
  async bytes(): Promise<Uint8Array<ArrayBuffer>> {
    const chunks: Buffer[] = [];
    const done = new Promise<void>((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.doc.on('end', resolve);
      this.doc.on('error', reject);
    });
    this.doc.end();
    await done;
    return readableTextMap(new Uint8Array(Buffer.concat(chunks)));
  }
}
