import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text shrinks 3-9x and the WebAssembly decoder 2.7x; images, fonts and the short WAV sounds gain 5% or less. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|webmanifest|json|wasm|txt)$/;
/** Below this the headers outweigh the saving. */
const MIN_BYTES = 1024;
/** Brotli's best setting costs seconds a megabyte: the 1 MB barcode decoder takes q9 (3% larger, 30x faster). */
const MAX_QUALITY_BELOW_BYTES = 1024 * 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function brotli(bytes: Buffer) {
  return brotliAsync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: bytes.length < MAX_QUALITY_BELOW_BYTES ? constants.BROTLI_MAX_QUALITY : 9,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

async function writeCompressed(file: string) {
  const bytes = await readFile(file);
  if (bytes.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([brotli(bytes), gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION })]);
  // A file that does not shrink is served as it is: the server falls back when no sidecar exists.
  if (br.length < bytes.length) await writeFile(`${file}.br`, br);
  if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
}

/**
 * Writes `name.br` and `name.gz` beside every built text file, once, at build time, so that the
 * server sends each file compressed as the browser's Accept-Encoding asks (server/http/appShell.ts)
 * without compressing on every request. Runs after every other plugin has written its files (the
 * service worker is built last, by vite-plugin-pwa's closeBundle).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'folio:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
        const files = entries
          .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
          .map((entry) => path.join(entry.parentPath, entry.name));
        // zlib runs on libuv's thread pool: all files at once keep every core busy.
        await Promise.all(files.map(writeCompressed));
      },
    },
  };
}
