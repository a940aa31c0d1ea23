// The files of a drop (S1 §2 Modals 'Upload photos': drag and drop on desktop). A dropped folder is
// read completely, every level: a FileSystemDirectoryReader gives its entries in batches, and is
// asked again until it returns none. Files keep their path below the dropped folder (their id), so
// that two photos of the same name in two folders are both added.
import type { UploadCandidate } from '@machines/photos/upload/upload.machine';

/** The candidate of a file: its id tells the same file added twice apart. */
export function candidateOf(file: File, path: string = file.name): UploadCandidate {
  return { id: `${path}:${file.size}:${file.lastModified}`, name: file.name, blob: file };
}

/** What the drop's entries offer (FileSystemEntry and its kinds), as much as is read here. */
export interface DropEntry {
  readonly name: string;
  readonly fullPath: string;
}
interface FileDropEntry extends DropEntry {
  file(success: (file: File) => void, failure?: (error: DOMException) => void): void;
}
interface DirectoryDropEntry extends DropEntry {
  createReader(): { readEntries(success: (entries: DropEntry[]) => void, failure?: (error: DOMException) => void): void };
}

const isFile = (entry: DropEntry): entry is FileDropEntry => 'file' in entry && typeof entry.file === 'function';
const isDirectory = (entry: DropEntry): entry is DirectoryDropEntry => 'createReader' in entry && typeof entry.createReader === 'function';

const fileOf = (entry: FileDropEntry) => new Promise<File>((resolve, reject) => entry.file(resolve, reject));

/** Every file below an entry (a file: itself); a folder's reader is asked again until it gives no more. */
export async function filesOfEntry(entry: DropEntry): Promise<UploadCandidate[]> {
  if (isFile(entry)) return [candidateOf(await fileOf(entry), entry.fullPath || entry.name)];
  if (!isDirectory(entry)) return [];
  const reader = entry.createReader();
  const batchOf = () => new Promise<DropEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
  const entries: DropEntry[] = [];
  for (let batch = await batchOf(); batch.length > 0; batch = await batchOf()) entries.push(...batch);
  const nested = await Promise.all(entries.map(filesOfEntry));
  return nested.flat();
}

/** The files of a drop, folders read to their last level; plain files when entries are not offered. */
export async function filesOfDrop(transfer: DataTransfer): Promise<UploadCandidate[]> {
  // entries must be taken synchronously, while the drop event lasts
  const entries = [...transfer.items].flatMap((item): DropEntry[] => {
    if (item.kind !== 'file') return [];
    const entry = item.webkitGetAsEntry();
    return entry ? [entry] : [];
  });
  if (entries.length === 0) return [...transfer.files].map((file) => candidateOf(file));
  const files = await Promise.all(entries.map(filesOfEntry));
  return files.flat();
}
