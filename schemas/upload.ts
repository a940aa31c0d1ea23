import * as z from 'zod/mini';

/**
 * The storage service's upload contract (spec S1 §2 Upload, §7 "Storage service: paths and payload
 * not shown"; DECISIONS 32), shared by the sandbox and the app: which files are photos, how large
 * one may be, and what the tus endpoint answers. docs/PHOTOS.md "Upload" describes the routes.
 *
 * Uploads use the tus 1.0 resumable protocol at `<config.services.storage>/uploads` with the bearer
 * access token; the upload's metadata carries `filename` (the customer's file name, kept as the
 * photo's localFileName) and `filetype` (the browser's MIME type, often empty for HEIC).
 */

/** The photo kinds the library takes. */
export const PhotoFileType = z.enum(['heic', 'jpeg', 'png']);
export type PhotoFileType = z.infer<typeof PhotoFileType>;

/** Accepted by extension (DECISIONS 32: browsers often give HEIC no MIME type). */
const BY_EXTENSION: Readonly<Record<string, PhotoFileType>> = {
  heic: 'heic',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
};

/** The `accept` list of the file picker. */
export const UPLOAD_ACCEPT = '.heic,.jpg,.jpeg,.png';

/** The largest photo the storage service takes (ours: a 50 MB camera original is generous). */
export const UPLOAD_MAX_BYTES = 50 * 1024 * 1024;

/**
 * The most pixels a photo may have (ours: 100 megapixels, beyond any phone or consumer camera).
 * The sandbox reads a photo's size from its header before decoding it (sandbox/uploads/dimensions.ts):
 * a small file can declare a picture that takes gigabytes and many seconds to decode.
 */
export const UPLOAD_MAX_PIXELS = 100_000_000;

/**
 * The storage each account has for its photos (ours: 10 GB): the bytes of its uploaded photos and
 * of its unfinished uploads (their announced length). An upload that would pass it is refused when
 * it is created (413 `quota`).
 */
export const STORAGE_QUOTA_BYTES = 10 * 1024 * 1024 * 1024;

/**
 * How many unfinished uploads an account may have at once (ours: the app sends UPLOAD_CONCURRENCY
 * at a time, so 20 leaves room for interrupted ones); one more is refused when created (429 `unfinished`).
 */
export const UNFINISHED_UPLOADS_MAX = 20;

/** The longest file name an upload may have (ours: what common file systems allow). */
export const UPLOAD_FILE_NAME_MAX = 255;

/** How many leading bytes sniffPhotoType needs. */
export const UPLOAD_SNIFF_BYTES = 16;

/** The tus path below the storage service's base. */
export const UPLOAD_TUS_PATH = 'uploads';

/**
 * The header naming the photo an upload became: on the final PATCH's answer and a finished upload's
 * HEAD. An answer with the whole file but without it means the photo is not made yet (the app asks
 * again; docs/PHOTOS.md "Upload (storage service)").
 */
export const UPLOAD_PHOTO_ID_HEADER = 'Upload-Photo-Id';

/** The kind a file name says, or null when its extension is not one the library takes. */
export function photoTypeByName(fileName: string): PhotoFileType | null {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return null;
  return BY_EXTENSION[fileName.slice(dot + 1).toLowerCase()] ?? null;
}

/** ISO BMFF brands of HEIF files holding HEVC pictures (what phones write as .heic). */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/**
 * The kind a file's first bytes show (its magic bytes), or null when they are none of the three:
 * JPEG `FF D8 FF`, PNG's 8-byte signature, HEIC an ISO BMFF `ftyp` box with a HEIF brand.
 */
export function sniffPhotoType(head: Uint8Array): PhotoFileType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= png.length && png.every((byte, i) => head[i] === byte)) return 'png';
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp' && HEIC_BRANDS.has(ascii(head, 8, 12))) return 'heic';
  return null;
}

/**
 * Why a file is refused, the same words in the app (translated) and the sandbox (its 4xx message):
 * not a photo kind by name, contents that are not what the name says, too large, empty, too many
 * pixels, past the account's storage, too many unfinished uploads at once.
 */
export const UploadRefusal = z.enum(['type', 'content', 'size', 'empty', 'pixels', 'quota', 'unfinished']);
export type UploadRefusal = z.infer<typeof UploadRefusal>;

/** The sandbox's English messages for each refusal (the app shows its own translations). */
export const UPLOAD_REFUSAL_MESSAGES: Readonly<Record<UploadRefusal, string>> = {
  type: 'Only HEIC, JPEG and PNG photos can be uploaded',
  content: 'The file is not a HEIC, JPEG or PNG photo',
  size: 'A photo can be at most 50 MB',
  empty: 'The file is empty',
  pixels: 'A photo can be at most 100 megapixels',
  quota: 'The photo does not fit in your storage: an account keeps at most 10 GB of photos',
  unfinished: 'Too many uploads are unfinished: at most 20 at once. Try again later',
};
