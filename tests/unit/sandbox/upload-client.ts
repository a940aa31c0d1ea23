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
