import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { gzipAsync as zopfliGzip } from '@gfx/zopfli';
import type { Plugin } from 'vite';

/** Text files worth compressing; images, fonts (woff2) and archives are compressed already; source maps are for developer tools only. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest|ico)$/;
/** below this, the headers outweigh the saving */
const MIN_BYTES = 256;
/**
 * The gzip copies are made with Zopfli, the slow deflate encoder whose output every gzip reader
 * takes as it is (about 3 % smaller than zlib's level 9 on our chunks: the bytes a browser without
 * brotli downloads). Above this size, where Zopfli takes seconds (the atlas's layout engine), zlib's
 * level 9 keeps the build quick.
 */
const ZOPFLI_MAX_BYTES = 600_000;
const ZOPFLI_ITERATIONS = 5;

/** The gzip copy of a file: Zopfli up to ZOPFLI_MAX_BYTES, zlib level 9 above. */
export async function gzipCopy(raw: Buffer): Promise<Uint8Array> {
  return raw.length <= ZOPFLI_MAX_BYTES ? zopfliGzip(raw, { numiterations: ZOPFLI_ITERATIONS }) : gzipSync(raw, { level: 9 });
}

/** Writes `<file>.br` and `<file>.gz` beside every compressible file under a folder; returns how many. */
export async function compressFolder(folder: string): Promise<number> {
  let written = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      written += await compressFolder(path);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name) || statSync(path).size < MIN_BYTES) continue;
    const raw = readFileSync(path);
    const br = brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    const gz = await gzipCopy(raw);
    if (br.length < raw.length) writeFileSync(`${path}.br`, br);
    if (gz.length < raw.length) writeFileSync(`${path}.gz`, gz);
    written += 1;
  }
  return written;
}

/**
 * Build-only: once the build is written (public files included), a brotli and a gzip copy of every
 * compressible file, which the sandbox serves by Accept-Encoding (sandbox/static/built-app.ts).
 */
export function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await compressFolder(outDir);
      },
    },
  };
}
