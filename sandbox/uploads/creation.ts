import { Metadata } from '@tus/server';
import { photoTypeByName, UPLOAD_MAX_BYTES, UPLOAD_REFUSAL_MESSAGES } from '@schemas/upload';

/** What a creation request (tus POST) asks for, once it passed every check. */
export interface UploadRequest {
  fileName: string;
  fileType: string;
  length: number;
}

export type CreationCheck = { ok: true; upload: UploadRequest } | { ok: false; status: number; message: string };

const refuse = (status: number, message: string): CreationCheck => ({ ok: false, status, message });

/**
 * Checks a tus creation request's headers (docs/PHOTOS.md "Upload"): its metadata must carry a
 * `filename` whose extension is a photo kind (400 `type`), its Upload-Length must be known, above 0
 * (400 `empty`) and at most UPLOAD_MAX_BYTES (413 `size`).
 */
export function checkCreation(headers: { length: string | undefined; metadata: string | undefined }): CreationCheck {
  let metadata: Record<string, string | null>;
  try {
    metadata = Metadata.parse(headers.metadata ?? '');
  } catch {
    return refuse(400, 'Upload-Metadata is not valid tus metadata');
  }
  const fileName = metadata.filename ?? '';
  if (photoTypeByName(fileName) === null) return refuse(400, UPLOAD_REFUSAL_MESSAGES.type);
  if (headers.length === undefined || !/^\d{1,16}$/.test(headers.length)) {
    return refuse(400, 'Upload-Length is required: the size of the photo must be known when its upload starts');
  }
  const length = Number(headers.length);
  if (length === 0) return refuse(400, UPLOAD_REFUSAL_MESSAGES.empty);
  if (length > UPLOAD_MAX_BYTES) return refuse(413, UPLOAD_REFUSAL_MESSAGES.size);
  return { ok: true, upload: { fileName, fileType: metadata.filetype ?? '', length } };
}
