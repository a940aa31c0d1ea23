// npm run bench:bundle — the gzip size of the JavaScript a signed-in customer downloads before the
// orders page shows: the early-start script, the entry chunk and its static imports, plus the
// orders route's chunk(s) and theirs. Builds first unless --no-build. Prints a table, then one JSON line {"shellGzipKB": …}.
// Target: ≤ 140. Also checks that the photo area is a separate chunk not among them.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

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

const sizeOf = (key) => {
  const file = manifest[key].file;
  const raw = readFileSync(`dist/${file}`);
  return { file, raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
};

let total = 0;
console.log('chunk                                               raw KB   gzip KB');
for (const key of withOrders) {
  const { file, raw, gzip } = sizeOf(key);
  total += gzip;
  // chunks are named by hash only (vite.config.ts): say what each holds
  const label = `${file} (${manifest[key].name ?? key.replace(/^_/, '')})`;
  console.log(`${label.padEnd(50)} ${(raw / 1024).toFixed(1).padStart(8)} ${(gzip / 1024).toFixed(1).padStart(9)}`);
}
// The classic scripts index.html loads before the modules (the early start, src/app/earlyStart).
for (const [, src] of html.matchAll(/<script src="\/(assets\/[^"]+\.js)"><\/script>/g)) {
  const raw = readFileSync(`dist/${src}`);
  const gzip = gzipSync(raw, { level: 9 }).length;
  total += gzip;
  console.log(`${`${src} (early start)`.padEnd(50)} ${(raw.length / 1024).toFixed(1).padStart(8)} ${(gzip / 1024).toFixed(1).padStart(9)}`);
}
const photoChunks = entries.filter(([key]) => /features\/(photos|albums|shared-albums)\//.test(key));
const photoLeak = photoChunks.filter(([key]) => withOrders.has(key)).map(([, c]) => c.file);
console.log(`photo-area chunks: ${photoChunks.length}, in the shell download: ${photoLeak.length ? photoLeak.join(', ') : 'none'}`);
const shellGzipKB = Math.round((total / 1024) * 10) / 10;
console.log(JSON.stringify({ shellGzipKB, targetKB: 140, photoChunkInShell: photoLeak.length > 0 }));
