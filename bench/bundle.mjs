// npm run bench:bundle — the bytes of JavaScript a signed-in customer downloads before a page
// shows. Two parts:
//   - the shell, what every page waits for: the early-start script, the entry chunk and its static
//     imports (target ≤ 140 KB gzip);
//   - the orders page's own route chunk and its static imports, loaded on /orders only (the
//     heaviest account page at the start of a visit, reported beside the shell, with the sum).
// Raw, and as the sandbox sends them: the build's own brotli and gzip copies
// (scripts/compressAssets.ts; a browser that accepts brotli gets the .br); and zlib level 9 over the
// same files (the code's size apart from the encoder). Builds first unless --no-build. Prints a
// table, then one JSON line {"shellGzipKB", "shellBrotliKB", "shellRawKB", "shellZlib9KB",
// "ordersRouteGzipKB", "toOrdersGzipKB", …, "pages"}. Also checks that the photo area is a separate
// chunk outside both, and prints what each page of the mobile audit waits for outside the shell
// (chunks and gzip KB).
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';

if (!process.argv.includes('--no-build')) execSync('npx vite build --logLevel warn', { stdio: 'inherit' });

const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
const entries = Object.entries(manifest);
const html = readFileSync('dist/index.html', 'utf8');
// The module scripts index.html loads (the entry chunk, or the chunks it was folded into), and the
// module scripts the early start script runs (its data-app attribute).
const keyOfFile = (file) => entries.find(([, chunk]) => chunk.file === file)?.[0];
const entryFiles = [
  ...[...html.matchAll(/<script type="module" crossorigin src="\/([^"]+)"><\/script>/g)].map(([, file]) => file),
  ...[...html.matchAll(/<script src="[^"]+" data-app="([^"]+)"><\/script>/g)].flatMap(([, list]) =>
    list.split(' ').map((src) => src.slice(1)),
  ),
];
const entryKeys = entryFiles.map(keyOfFile);
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
const ordersKeys = entries
  .filter(([key, chunk]) => chunk.isDynamicEntry && /features\/orders\/OrdersPage\.tsx$/.test(key))
  .map(([key]) => key);
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

const kb = (bytes, width) => (bytes / 1024).toFixed(1).padStart(width);
const line = (label, size) =>
  console.log(`${label.padEnd(50)} ${kb(size.raw, 8)} ${kb(size.gzip, 9)} ${kb(size.brotli, 11)} ${kb(size.zlib9, 10)}`);
const emptyTotal = () => ({ raw: 0, gzip: 0, brotli: 0, zlib9: 0 });
const add = (total, size) => {
  for (const key of Object.keys(total)) total[key] += size[key];
};
/** Prints one row per chunk (named by what it holds: chunks are named by hash only) and answers their total. */
const part = (keys, scripts = []) => {
  const total = emptyTotal();
  for (const key of keys) {
    const file = manifest[key].file;
    const size = sizeOf(file);
    add(total, size);
    line(`${file} (${manifest[key].name ?? key.replace(/^_/, '')})`, size);
  }
  for (const src of scripts) {
    const size = sizeOf(src);
    add(total, size);
    line(`${src} (early start)`, size);
  }
  return total;
};

console.log('chunk                                               raw KB   gzip KB   brotli KB   zlib-9 KB');
console.log('the shell:');
// The classic scripts index.html loads before the modules (the early start, src/platform/earlyStart).
const earlyScripts = [...html.matchAll(/<script src="\/(assets\/[^"]+\.js)"(?: data-app="[^"]+")?><\/script>/g)].map(([, src]) => src);
const shellTotal = part(shell, earlyScripts);
line('shell total', shellTotal);
console.log('the orders page (route chunk and its imports outside the shell):');
const ordersTotal = part([...withOrders].filter((key) => !shell.has(key)));
line('orders page total', ordersTotal);
const toOrders = emptyTotal();
add(toOrders, shellTotal);
add(toOrders, ordersTotal);
line('shell + orders page', toOrders);

const photoChunks = entries.filter(([key]) => /features\/(photos|albums|shared-albums)\//.test(key));
const photoLeak = photoChunks.filter(([key]) => withOrders.has(key)).map(([, c]) => c.file);
console.log(
  `photo-area chunks: ${photoChunks.length}, in the shell or orders download: ${photoLeak.length ? photoLeak.join(', ') : 'none'}`,
);
const inKB = (bytes) => Math.round((bytes / 1024) * 10) / 10;

// Each audited page's own code (npm run bench:lighthouse): its screen's chunk and everything that
// chunk imports statically outside the shell, which the page waits for before it shows. Chunks
// count as much as bytes over HTTP/1.1's six connections (docs/PERFORMANCE.md "Requests before a
// page can show").
const PAGES = {
  '/': 'features/home/HomePage.tsx',
  '/orders': 'features/orders/OrdersPage.tsx',
  '/orders/:orderCode': 'features/orders/OrderDetailPage.tsx',
  '/settings': 'features/settings/SettingsPage.tsx',
  '/my-photos/photos': 'features/photos/PhotosPage.tsx',
  '/my-photos/albums': 'features/photos/albums/AlbumsPage.tsx',
  '/flows': 'features/flows/FlowAtlasPage.tsx',
};
const pages = {};
console.log('each page before it shows, outside the shell:        chunks   gzip KB');
for (const [route, screen] of Object.entries(PAGES)) {
  const key = entries.find(([name, chunk]) => chunk.isDynamicEntry && name.endsWith(screen))?.[0];
  if (!key) throw new Error(`no lazy chunk of ${screen} in the build`);
  const own = [...collect(key, new Set())].filter((dep) => !shell.has(dep));
  const gzip = own.reduce((sum, dep) => sum + sizeOf(manifest[dep].file).gzip, 0);
  pages[route] = { chunks: own.length, gzipKB: inKB(gzip) };
  console.log(`${route.padEnd(50)} ${String(own.length).padStart(7)} ${kb(gzip, 9)}`);
}
console.log(
  JSON.stringify({
    shellGzipKB: inKB(shellTotal.gzip),
    shellBrotliKB: inKB(shellTotal.brotli),
    shellRawKB: inKB(shellTotal.raw),
    shellZlib9KB: inKB(shellTotal.zlib9),
    ordersRouteGzipKB: inKB(ordersTotal.gzip),
    toOrdersGzipKB: inKB(toOrders.gzip),
    targetKB: 140,
    photoChunkInShell: photoLeak.length > 0,
    pages,
  }),
);
