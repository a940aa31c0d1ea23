import { Metadata } from '@tus/server';
import { textProblem } from '@schemas/text';
import { photoTypeByName, UPLOAD_FILE_NAME_MAX, UPLOAD_MAX_BYTES, UPLOAD_REFUSAL_MESSAGES } from '@schemas/upload';

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
 * `filename` that follows the rule for names (schemas/text.ts: no control or text-direction
 * character, at most UPLOAD_FILE_NAME_MAX characters; 400 naming the problem) and whose extension is a photo kind (400 `type`), a `filetype`
 * that is one line of text; its Upload-Length must be known, above 0 (400 `empty`) and at most
 * UPLOAD_MAX_BYTES (413 `size`).
 */
export function checkCreation(headers: { length: string | undefined; metadata: string | undefined }): CreationCheck {
  let metadata: Record<string, string | null>;
  try {
    metadata = Metadata.parse(headers.metadata ?? '');
  } catch {
    return refuse(400, 'Upload-Metadata is not valid tus metadata');
  }
  const fileName = metadata.filename ?? '';
  const fileType = metadata.filetype ?? '';
  const nameProblem = textProblem(fileName, 'name');
  if (nameProblem) return refuse(400, `The file name is not allowed: ${nameProblem}`);
  if (fileName.length > UPLOAD_FILE_NAME_MAX) return refuse(400, `The file name is too long: at most ${UPLOAD_FILE_NAME_MAX} characters`);
  const typeProblem = textProblem(fileType);
  if (typeProblem) return refuse(400, `The file type is not allowed: ${typeProblem}`);
  if (photoTypeByName(fileName) === null) return refuse(400, UPLOAD_REFUSAL_MESSAGES.type);
  if (headers.length === undefined || !/^\d{1,16}$/.test(headers.length)) {
    return refuse(400, 'Upload-Length is required: the size of the photo must be known when its upload starts');
  }
  const length = Number(headers.length);
  if (length === 0) return refuse(400, UPLOAD_REFUSAL_MESSAGES.empty);
  if (length > UPLOAD_MAX_BYTES) return refuse(413, UPLOAD_REFUSAL_MESSAGES.size);
  return { ok: true, upload: { fileName, fileType, length } };
}
