// npm run bench:bundle — the bytes of JavaScript a signed-in customer downloads before the orders
// page shows: the early-start script, the entry chunk and its static imports, plus the orders
// route's chunk(s) and theirs. Raw, and as the sandbox sends them: the build's own brotli and gzip
// copies (scripts/compressAssets.ts; a browser that accepts brotli gets the .br). Builds first
// unless --no-build. Prints a table, then one JSON line {"shellGzipKB": …, "shellBrotliKB": …, "shellRawKB": …,
// "shellZlib9KB": …} (the last is zlib level 9 over the same files: the code's size apart from the encoder).
// Target: ≤ 140. Also checks that the photo area is a separate chunk not among them.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';

if (!process.argv.includes('--no-build')) execSync('npx vite build --logLevel warn', { stdio: 'inherit' });

const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
const entries = Object.entries(manifest);
const html = readFileSync('dist/index.html', 'utf8');
// The module scripts index.html loads (the entry chunk, or the chunks it was folded into).
const keyOfFile = (file) => entries.find(([, chunk]) => chunk.file === file)?.[0];
const entryKeys = [...html.matchAll(/<script type="module" crossorigin src="\/([^"]+)"><\/script>/g)].map(([, file]) => keyOfFile(file));
if (entryKeys.length === 0 || entryKeys.some((key) => key === undefined))
  throw new Error('the module scripts of dist/index.html are not all in dist/.vite/manifest.json');

const collect = (key, into) => {
  if (into.has(key)) return into;
  into.add(key);
  for (const dep of manifest[key]?.imports ?? []) collect(dep, into);
  return into;
};

const shell = new Set();
for (const key of entryKeys) collect(key, shell);
const ordersKeys = entries.filter(([key, chunk]) => chunk.isDynamicEntry && /features\/orders\//.test(key)).map(([key]) => key);
if (ordersKeys.length === 0) console.warn('warning: no lazy orders route chunk found (is the orders page in the entry?)');
const withOrders = new Set(shell);
for (const key of ordersKeys) collect(key, withOrders);

/** What is sent for a file of the build: its pre-compressed copy when the build wrote one (else compressed here, as the sandbox would). */
const sent = (path, extension, compress) =>
  existsSync(`${path}.${extension}`) ? readFileSync(`${path}.${extension}`).length : compress(readFileSync(path)).length;
const sizeOf = (file) => {
  const path = `dist/${file}`;
  return {
    raw: readFileSync(path).length,
    gzip: sent(path, 'gz', (raw) => gzipSync(raw, { level: 9 })),
    brotli: sent(path, 'br', (raw) => brotliCompressSync(raw)),
    // zlib's level 9, as the figures before the gzip copies were made with Zopfli: compares code, not encoders
    zlib9: gzipSync(readFileSync(path), { level: 9 }).length,
  };
};

const total = { raw: 0, gzip: 0, brotli: 0, zlib9: 0 };
const kb = (bytes, width) => (bytes / 1024).toFixed(1).padStart(width);
const row = (label, size) => {
  for (const key of Object.keys(total)) total[key] += size[key];
  console.log(`${label.padEnd(50)} ${kb(size.raw, 8)} ${kb(size.gzip, 9)} ${kb(size.brotli, 11)} ${kb(size.zlib9, 10)}`);
};
console.log('chunk                                               raw KB   gzip KB   brotli KB   zlib-9 KB');
for (const key of withOrders) {
  const file = manifest[key].file;
  // chunks are named by hash only (vite.config.ts): say what each holds
  row(`${file} (${manifest[key].name ?? key.replace(/^_/, '')})`, sizeOf(file));
}
// The classic scripts index.html loads before the modules (the early start, src/app/earlyStart).
for (const [, src] of html.matchAll(/<script src="\/(assets\/[^"]+\.js)"><\/script>/g)) row(`${src} (early start)`, sizeOf(src));
console.log(`${'total'.padEnd(50)} ${kb(total.raw, 8)} ${kb(total.gzip, 9)} ${kb(total.brotli, 11)} ${kb(total.zlib9, 10)}`);
const photoChunks = entries.filter(([key]) => /features\/(photos|albums|shared-albums)\//.test(key));
const photoLeak = photoChunks.filter(([key]) => withOrders.has(key)).map(([, c]) => c.file);
console.log(`photo-area chunks: ${photoChunks.length}, in the shell download: ${photoLeak.length ? photoLeak.join(', ') : 'none'}`);
const inKB = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const shellGzipKB = inKB(total.gzip);
console.log(
  JSON.stringify({
    shellGzipKB,
    shellBrotliKB: inKB(total.brotli),
    shellRawKB: inKB(total.raw),
    shellZlib9KB: inKB(total.zlib9),
    targetKB: 140,
    photoChunkInShell: photoLeak.length > 0,
  }),
);
