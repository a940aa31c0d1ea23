// One photo uploaded over tus as the app does it (create, then the whole file in one PATCH): the
// flood figures time it (bench/flood.ts) and the flooding client sends it (bench/flood-client.ts).
import { UPLOAD_PHOTO_ID_HEADER } from '@schemas/upload';
import { tusMetadata } from '../tests/unit/sandbox/upload-client';

/** Uploads `file` as `name` to the account's library; answers the milliseconds to its photo id. */
export async function timedUpload(origin: string, authorization: string, file: Buffer, name: string): Promise<number> {
  const started = performance.now();
  const tus = { 'Tus-Resumable': '1.0.0', authorization };
  const created = await fetch(`${origin}/api/storage/uploads`, {
    method: 'POST',
    headers: { ...tus, 'Upload-Length': String(file.length), 'Upload-Metadata': tusMetadata(name) },
  });
  const location = created.headers.get('location');
  if (created.status !== 201 || !location) throw new Error(`creating an upload: ${created.status} ${await created.text()}`);
  const patched = await fetch(new URL(location, origin), {
    method: 'PATCH',
    headers: { ...tus, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
    body: new Blob([new Uint8Array(file)]),
  });
  if (patched.status !== 204 || !patched.headers.get(UPLOAD_PHOTO_ID_HEADER))
    throw new Error(`uploading ${name}: ${patched.status} ${await patched.text()}`);
  return performance.now() - started;
}
