import { createHash } from 'node:crypto';
import type { WorkerPool } from '../workers/pool';
import type { PdfJob } from './pdf-job';

/** The bytes of kept PDFs at most (the sandbox's invoices and product sheets are 10–40 KB each). */
const CACHE_BYTES_MAX = 32 * 1024 * 1024;

/**
 * The PDFs made so far, kept so that a second download is not laid out again: made in a worker
 * thread (pool.ts) on the first request, then served from memory, least recently used dropped
 * first beyond CACHE_BYTES_MAX. Two requests for the same PDF while it is being made share one job.
 *
 * The key is a hash of the whole job — every value the PDF's bytes are made from (the invoice's
 * lines, the product's order data, the customer's name and e-mail as printed) — and nothing else:
 * the writer is deterministic (fixed dates, fixed font name: pdf.ts), so equal jobs give equal
 * bytes, and a changed customer name or address gives another key, never a stale file. Invoices
 * are immutable once issued, so theirs stay valid for good. The cache never decides who may read
 * a PDF: each route finds the document by the caller's account first (another account's id: 404),
 * and only the data found that way forms the key.
 */
export class PdfCache {
  private readonly kept = new Map<string, Uint8Array>();
  private readonly making = new Map<string, Promise<Uint8Array>>();
  private bytes = 0;

  constructor(private readonly workers: WorkerPool) {}

  async get(job: PdfJob): Promise<Uint8Array> {
    const key = createHash('sha256').update(JSON.stringify(job)).digest('hex');
    const kept = this.kept.get(key);
    if (kept) {
      // most recently used last: Map keeps insertion order
      this.kept.delete(key);
      this.kept.set(key, kept);
      return kept;
    }
    const making = this.making.get(key);
    if (making) return making;
    const made = this.workers
      .run('pdf', job)
      .then((bytes) => {
        this.keep(key, bytes);
        return bytes;
      })
      .finally(() => this.making.delete(key));
    this.making.set(key, made);
    return made;
  }

  private keep(key: string, bytes: Uint8Array): void {
    if (bytes.byteLength > CACHE_BYTES_MAX) return;
    this.kept.set(key, bytes);
    this.bytes += bytes.byteLength;
    for (const [oldest, value] of this.kept) {
      if (this.bytes <= CACHE_BYTES_MAX) break;
      this.kept.delete(oldest);
      this.bytes -= value.byteLength;
    }
  }
}
