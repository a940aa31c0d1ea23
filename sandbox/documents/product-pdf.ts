import { rgb } from 'pdf-lib';
import { brandOfChannel } from '../orders/channels';
import { formatDay } from './amounts';
import { PdfWriter } from './pdf';
import type { ProductFiles } from './store';

/**
 * A product's PDF (its print proof: what was ordered, for whom) or its map PDF (a map sheet drawn
 * from the product code, so each product's map differs and stays the same). Both carry the
 * brand, the customer, the super order code and the product code as text.
 */
export async function productPdf(product: ProductFiles, customerName: string, purpose: 'product.pdf' | 'map.pdf'): Promise<Uint8Array> {
  const { brandName } = brandOfChannel(product.channel);
  const title = purpose === 'map.pdf' ? `Map – ${product.articleName}` : product.articleName;
  const pdf = await PdfWriter.create({ title: `${title} ${product.code}`, author: brandName, date: new Date(product.createdAt) });
  pdf.banner(brandName);
  pdf.text(title, { size: 18 });
  pdf.gap(6);
  pdf.text(`Order ${product.superOrderCode}`, { size: 11 });
  pdf.text(`Product ${product.code}`, { size: 11 });
  pdf.text(`Ordered on ${formatDay(product.createdAt)}`, { muted: true });
  pdf.text(`Quantity ${product.quantity}`, { muted: true });
  pdf.gap(6);
  pdf.text(`For ${customerName}`);
  const address = product.deliveryAddress;
  pdf.text(`${address.street} ${address.houseNumber}${address.houseNumberSuffix ? ` ${address.houseNumberSuffix}` : ''}`, { muted: true });
  pdf.text(`${address.postalCode} ${address.city} (${address.countryCode})`, { muted: true });
  pdf.gap(12);
  if (purpose === 'map.pdf') drawMap(pdf, product.code);
  else drawProof(pdf, product.articleName);
  return pdf.bytes();
}

const seedOf = (text: string) => [...text].reduce((hash, char) => (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) >>> 0, 11);

/** A map sheet: a grid, a coastline-like path and route points placed from the product code. */
function drawMap(pdf: PdfWriter, code: string): void {
  let state = seedOf(code);
  const next = () => (state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0) / 4_294_967_296;
  pdf.figure(420, (page, box) => {
    page.drawRectangle({ ...box, color: rgb(0.86, 0.93, 0.97), borderColor: rgb(0.3, 0.4, 0.5), borderWidth: 1 });
    for (let i = 1; i < 8; i += 1) {
      const x = box.x + (box.width * i) / 8;
      const y = box.y + (box.height * i) / 8;
      page.drawLine({ start: { x, y: box.y }, end: { x, y: box.y + box.height }, thickness: 0.3, color: rgb(0.6, 0.7, 0.8) });
      page.drawLine({ start: { x: box.x, y }, end: { x: box.x + box.width, y }, thickness: 0.3, color: rgb(0.6, 0.7, 0.8) });
    }
    let previous = { x: box.x + box.width * 0.1, y: box.y + box.height * (0.2 + next() * 0.6) };
    for (let i = 0; i < 6; i += 1) {
      const point = { x: box.x + box.width * (0.1 + (0.8 * (i + 1)) / 6), y: box.y + box.height * (0.15 + next() * 0.7) };
      page.drawLine({ start: previous, end: point, thickness: 2, color: rgb(0.75, 0.2, 0.2) });
      page.drawCircle({ x: point.x, y: point.y, size: 4, color: rgb(0.75, 0.2, 0.2) });
      previous = point;
    }
  });
}

/** A print proof: the pages of the product as framed placeholders. */
function drawProof(pdf: PdfWriter, articleName: string): void {
  pdf.text(`Print proof of ${articleName}`, { muted: true });
  pdf.figure(360, (page, box) => {
    const columns = 3;
    const rows = 2;
    const cellWidth = box.width / columns;
    const cellHeight = box.height / rows;
    for (let r = 0; r < rows; r += 1) {
      for (let c = 0; c < columns; c += 1) {
        page.drawRectangle({
          x: box.x + c * cellWidth + 6,
          y: box.y + r * cellHeight + 6,
          width: cellWidth - 12,
          height: cellHeight - 12,
          color: rgb(0.93, 0.93, 0.93),
          borderColor: rgb(0.5, 0.5, 0.5),
          borderWidth: 0.8,
        });
      }
    }
  });
}
