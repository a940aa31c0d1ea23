import { constants, crc32, deflateRawSync } from 'node:zlib';
import * as tus from 'tus-js-client';
import sharp from 'sharp';

/** The storage service's upload endpoint on a listening sandbox. */
export const uploadEndpoint = (host: string) => `http://${host}/api/storage/uploads`;

/**
 * A tus upload of `file` as the account with tus-js-client, as the app makes it; answers the new
 * photo's id. With `uploadUrl` it continues that upload (a HEAD first), as the app's Try again does.
 */
export function tusUpload(
  host: string,
  accountId: string,
  file: Buffer,
  fileName: string,
  options: { chunkSize?: number; retryDelays?: number[]; uploadUrl?: string } = {},
): Promise<{ url: string; photoId: string | null }> {
  return new Promise((resolve, reject) => {
    const upload = new tus.Upload(file, {
      endpoint: uploadEndpoint(host),
      ...(options.uploadUrl ? { uploadUrl: options.uploadUrl } : {}),
      headers: { Authorization: `Bearer test-token:${accountId}` },
      metadata: { filename: fileName, filetype: '' },
      chunkSize: options.chunkSize ?? Number.POSITIVE_INFINITY,
      retryDelays: options.retryDelays ?? null,
      removeFingerprintOnSuccess: true,
      onSuccess: ({ lastResponse }) => resolve({ url: upload.url ?? '', photoId: lastResponse.getHeader('Upload-Photo-Id') ?? null }),
      onError: reject,
    });
    upload.start();
  });
}

/** A raw tus request to a listening sandbox (`url` absolute, or a path on `host`). */
export function tusRequest(host: string, url: string, method: string, headers: Record<string, string> = {}, body?: Uint8Array) {
  return fetch(url.startsWith('http') ? url : `http://${host}${url}`, {
    method,
    headers: { 'Tus-Resumable': '1.0.0', ...headers },
    ...(body ? { body: new Blob([new Uint8Array(body)]) } : {}),
  });
}

/** tus Upload-Metadata naming the file (its type left empty). */
export const tusMetadata = (fileName: string) => `filename ${Buffer.from(fileName).toString('base64')},filetype `;

/** A tus PATCH of `body` at `offset`. */
export const tusPatch = (host: string, url: string, headers: Record<string, string>, offset: number, body: Uint8Array) =>
  tusRequest(host, url, 'PATCH', { ...headers, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' }, body);

/** A picture of the given size as a JPEG or PNG, optionally with an EXIF date taken (and offset) and orientation. */
export async function pictureFile(
  format: 'jpeg' | 'png',
  options: { width?: number; height?: number; taken?: string; offset?: string; orientation?: number } = {},
): Promise<Buffer> {
  const image = sharp({
    create: { width: options.width ?? 640, height: options.height ?? 480, channels: 3, background: { r: 40, g: 120, b: 200 } },
  });
  const withDate = options.taken
    ? image.withExif({ IFD2: { DateTimeOriginal: options.taken, ...(options.offset ? { OffsetTimeOriginal: options.offset } : {}) } })
    : image;
  if (options.orientation) withDate.withMetadata({ orientation: options.orientation });
  return format === 'jpeg' ? withDate.jpeg().toBuffer() : withDate.png().toBuffer();
}

/** A JPEG of about 1.8 MB (noise does not compress): more than Fastify's 1 MB body limit, many network packets. */
export function noisyJpeg(): Promise<Buffer> {
  return sharp({
    create: { width: 1600, height: 1200, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** A PNG chunk: length, type, data, CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A black RGB PNG of the given size, made without its pixels ever being in memory: the zlib stream
 * is one compressed block of zero rows repeated (`parts` must divide the rows' bytes). 16,000 ×
 * 16,000 px is a ~750 KB file that decodes to 768 MB.
 */
export function blackPng(width: number, height: number, parts = 16): Buffer {
  const total = height * (1 + width * 3);
  if (total % parts !== 0) throw new Error('parts must divide the rows’ bytes');
  const piece = deflateRawSync(Buffer.alloc(total / parts), { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  const adler = Buffer.alloc(4);
  // Adler-32 of zero bytes: A = 1, B = the count mod 65521
  adler.writeUInt32BE(((total % 65521) * 65536 + 1) >>> 0);
  const stream = Buffer.concat([Buffer.from([0x78, 0xda]), ...Array<Buffer>(parts).fill(piece), deflateRawSync(Buffer.alloc(0)), adler]);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', stream), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A copy of a baseline JPEG whose frame header (SOF0) declares another size; its pixels stay small. */
export function jpegDeclaring(jpeg: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(jpeg);
  const frame = copy.indexOf(Buffer.from([0xff, 0xc0]));
  if (frame < 0) throw new Error('no baseline frame header');
  copy.writeUInt16BE(height, frame + 5);
  copy.writeUInt16BE(width, frame + 7);
  return copy;
}

/** A copy of a HEIC file whose every image spatial extent (`ispe`) declares another size. */
export function heicDeclaring(heic: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(heic);
  let found = 0;
  for (let at = copy.indexOf('ispe', 0, 'latin1'); at >= 0; at = copy.indexOf('ispe', at + 4, 'latin1')) {
    copy.writeUInt32BE(width, at + 8);
    copy.writeUInt32BE(height, at + 12);
    found += 1;
  }
  if (found === 0) throw new Error('no ispe box');
  return copy;
}
