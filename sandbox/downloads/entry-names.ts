/**
 * The names of an archive's entries (docs/PHOTOS.md "Downloads and push socket"): each photo's
 * localFileName made safe (no folders, no control characters: an entry can never land outside the
 * folder it is unpacked into) and unique, ignoring case as Windows and macOS file systems do. A
 * repeated name gets a number before its extension: `beach.jpg`, `beach (2).jpg`, `beach (3).jpg`.
 */
export function entryNames(fileNames: readonly string[]): string[] {
  const taken = new Set<string>();
  return fileNames.map((fileName) => {
    const safe = safeName(fileName);
    const dot = safe.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ''];
    let name = safe;
    for (let copy = 2; taken.has(name.toLowerCase()); copy += 1) name = `${stem} (${copy})${extension}`;
    taken.add(name.toLowerCase());
    return name;
  });
}

const FALLBACK = 'photo.jpg';

function safeName(fileName: string): string {
  const cleaned = fileName
    // eslint-disable-next-line no-control-regex -- control characters never reach an entry name
    .replace(/[\u0000-\u001f\u007f-\u009f]/gu, '')
    .replace(/[/\\:]/g, '_')
    .trim()
    .replace(/^\.+/, '');
  return cleaned.length > 0 ? cleaned.slice(-200) : FALLBACK;
}
