import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/**
 * The sandbox's PDF writer (pdf-lib with fontkit): A4 pages of text lines and table rows in DejaVu
 * Sans, embedded as a subset (the 14 standard fonts cannot write letters such as "Ł"). The text is
 * real text, so a reader can extract it. The same content gives the same bytes: fixed dates, a
 * fixed font name (no random subset tag).
 */
const fontBytes = readFileSync(new URL('./fonts/DejaVuSans.ttf', import.meta.url));

const PAGE = { width: 595.28, height: 841.89, margin: 50 } as const;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.35, 0.35, 0.35);
const ACCENT = rgb(0.06, 0.22, 0.31);

export interface Cell {
  text: string;
  /** left edge, from the left margin, in points */
  x: number;
  align?: 'left' | 'right';
}

export class PdfWriter {
  private page!: PDFPage;
  private y = 0;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
  ) {
    this.newPage();
  }

  static async create(meta: { title: string; author: string; date: Date }): Promise<PdfWriter> {
    const doc = await PDFDocument.create({ updateMetadata: false });
    doc.registerFontkit(fontkit);
    doc.setTitle(meta.title);
    doc.setAuthor(meta.author);
    doc.setProducer('My Account sandbox');
    doc.setCreator('My Account sandbox');
    doc.setCreationDate(meta.date);
    doc.setModificationDate(meta.date);
    const font = await doc.embedFont(fontBytes, { subset: true, customName: 'DejaVuSans' });
    return new PdfWriter(doc, font);
  }

  /** The usable width between the margins. */
  get width(): number {
    return PAGE.width - 2 * PAGE.margin;
  }

  private newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  private room(height: number): void {
    if (this.y - height < PAGE.margin) this.newPage();
  }

  /** A band in the brand's colour with its name: the top of every document. */
  banner(brand: string): void {
    this.page.drawRectangle({ x: 0, y: PAGE.height - 70, width: PAGE.width, height: 70, color: ACCENT });
    this.page.drawText(brand, { x: PAGE.margin, y: PAGE.height - 45, size: 20, font: this.font, color: rgb(1, 1, 1) });
    this.y = PAGE.height - 70 - 36;
  }

  text(text: string, options: { size?: number; muted?: boolean } = {}): void {
    const size = options.size ?? 10;
    this.room(size * 1.5);
    this.page.drawText(text, { x: PAGE.margin, y: this.y, size, font: this.font, color: options.muted ? MUTED : INK });
    this.y -= size * 1.5;
  }

  /** One table row; right-aligned cells end at their x. */
  row(cells: readonly Cell[], options: { size?: number; rule?: boolean } = {}): void {
    const size = options.size ?? 9.5;
    this.room(size * 1.8);
    for (const cell of cells) {
      const x = cell.align === 'right' ? PAGE.margin + cell.x - this.font.widthOfTextAtSize(cell.text, size) : PAGE.margin + cell.x;
      this.page.drawText(cell.text, { x, y: this.y, size, font: this.font, color: INK });
    }
    if (options.rule) {
      this.page.drawLine({
        start: { x: PAGE.margin, y: this.y - 5 },
        end: { x: PAGE.width - PAGE.margin, y: this.y - 5 },
        thickness: 0.5,
        color: MUTED,
      });
    }
    this.y -= size * 1.8;
  }

  gap(points = 10): void {
    this.y -= points;
  }

  /** A rectangle area for drawings (the map sheet); `draw` gets its lower-left corner and size. */
  figure(height: number, draw: (page: PDFPage, box: { x: number; y: number; width: number; height: number }) => void): void {
    this.room(height);
    draw(this.page, { x: PAGE.margin, y: this.y - height, width: this.width, height });
    this.y -= height + 10;
  }

  async bytes(): Promise<Uint8Array> {
    return this.doc.save({ useObjectStreams: true });
  }
}
