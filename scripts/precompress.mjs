// Writes `.br` (brotli, maximum quality) and `.gz` (gzip -9) beside every compressible file of the built apps,
// so the server sends assets compressed without spending CPU per request (@fastify/static `preCompressed`).
// Run by `npm run build` after the web and widget builds: node scripts/precompress.mjs [folder…]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/** Text formats; images, fonts (woff2 is already brotli) and archives gain nothing. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map|ico|wasm)$/i;
/** Below this a compressed copy saves less than a packet and costs a file. */
export const MIN_BYTES = 1024;

/**
 * Compresses each eligible file under `folder` (recursively) and returns what it wrote. The `index.html` at the
 * top of a dist folder is a template the server fills in per request, never sent as a file: it is skipped.
 * A compressed copy that is not smaller than its source is not kept.
 */
export function precompress(folder) {
  const written = [];
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    if (path.relative(folder, file) === 'index.html') continue;
    const source = fs.readFileSync(file);
    if (source.length < MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    const gz = zlib.gzipSync(source, { level: zlib.constants.Z_BEST_COMPRESSION });
    for (const [suffix, bytes] of [
      ['.br', br],
      ['.gz', gz],
    ]) {
      if (bytes.length >= source.length) continue;
      fs.writeFileSync(file + suffix, bytes);
      written.push({ file: path.relative(folder, file) + suffix, source: source.length, compressed: bytes.length });
    }
  }
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const folders = process.argv.length > 2 ? process.argv.slice(2) : ['apps/web/dist', 'apps/widget/dist'];
  for (const folder of folders) {
    const absolute = path.resolve(root, folder);
    if (!fs.existsSync(absolute)) continue;
    const written = precompress(absolute);
    const saved = written.filter((w) => w.file.endsWith('.br')).reduce((n, w) => n + w.source - w.compressed, 0);
    console.log(`precompress ${folder}: ${written.length} files written, brotli saves ${(saved / 1024).toFixed(1)} KB`);
  }
}
