// Reading downloaded PDFs in end-to-end tests: save what the browser downloaded, check it is a PDF,
// and extract its text as a reader would (pdfjs-dist 5.6.205, legacy build: later versions need
// Node 22; PITFALLS.md), so a test can say the file holds the invoice number or the product code.
import { readFile } from 'node:fs/promises';
import type { Download, TestInfo } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page of a PDF, one text item a line. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  // pdf.js takes the buffer over: give it a copy so the caller's bytes stay readable
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= doc.numPages; number += 1) {
      const content = await (await doc.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
    }
    return pages.join('\n');
  } finally {
    await doc.destroy();
  }
}

export interface SavedPdf {
  /** the name the browser was told to save it under */
  fileName: string;
  bytes: Buffer;
  /** the first five bytes as text: '%PDF-' for a PDF */
  magic: string;
  text: string;
}

/** Saves a browser download into the test's output folder and reads it as a PDF. */
export async function savedPdf(download: Download, testInfo: TestInfo): Promise<SavedPdf> {
  const fileName = download.suggestedFilename();
  const path = testInfo.outputPath(`downloads/${fileName}`);
  await download.saveAs(path);
  const bytes = await readFile(path);
  const magic = bytes.subarray(0, 5).toString('latin1');
  return { fileName, bytes, magic, text: magic === '%PDF-' ? await pdfText(bytes) : '' };
}
