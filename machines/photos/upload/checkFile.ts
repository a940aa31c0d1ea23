// Whether a file may be uploaded, checked before anything is sent (spec S1 §2 Modals 'Upload
// photos', §5 'Upload accepts only heic, jpeg and png'; DECISIONS 32): its name's extension first,
// then that it is not empty, then its first bytes (a renamed text file is refused), then its size.
// Pure: it reads only the file's first bytes (Blob.slice), the same in the browser and in Node.
import {
  photoTypeByName,
  sniffPhotoType,
  UPLOAD_MAX_BYTES,
  UPLOAD_SNIFF_BYTES,
  type PhotoFileType,
  type UploadRefusal,
} from '@schemas/upload';

export type FileCheck = { kind: PhotoFileType; refusal: null } | { kind: null; refusal: UploadRefusal };

const refused = (refusal: UploadRefusal): FileCheck => ({ kind: null, refusal });

/** The kind of photo the file is, or why it is refused. */
export async function checkPhotoFile(name: string, blob: Blob): Promise<FileCheck> {
  const byName = photoTypeByName(name);
  if (byName === null) return refused('type');
  if (blob.size === 0) return refused('empty');
  const head = new Uint8Array(await blob.slice(0, UPLOAD_SNIFF_BYTES).arrayBuffer());
  const byContent = sniffPhotoType(head);
  // a .jpg that is a PNG is still a photo: the contents decide the kind
  if (byContent === null) return refused('content');
  if (blob.size > UPLOAD_MAX_BYTES) return refused('size');
  return { kind: byContent, refusal: null };
}
