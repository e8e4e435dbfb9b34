import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** Text formats worth compressing; images and fonts of the build are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map|wasm)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/** Writes `file.br` and `file.gz` beside `file` when they are smaller; returns how many copies were written. */
export function precompressFile(file: string): number {
  const raw = fs.readFileSync(file);
  if (raw.length < MIN_BYTES) return 0;
  const copies: Array<[string, Buffer]> = [
    [
      `${file}.br`,
      zlib.brotliCompressSync(raw, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
    ],
    [`${file}.gz`, zlib.gzipSync(raw, { level: zlib.constants.Z_BEST_COMPRESSION })],
  ];
  let written = 0;
  for (const [target, bytes] of copies) {
    if (bytes.length >= raw.length) continue;
    fs.writeFileSync(target, bytes);
    written += 1;
  }
  return written;
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
}

/**
 * Precompresses the build (brotli at maximum quality and gzip -9), so the API serves compressed assets with no
 * work per request (apps/api/src/http/web-app.ts picks the copy the browser accepts, plain otherwise).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'tifo-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const files = filesUnder(outDir).filter((file) => COMPRESSIBLE.test(file));
      const copies = files.reduce((sum, file) => sum + precompressFile(file), 0);
      this.info(`precompressed ${copies} copies (brotli, gzip) of ${files.length} files`);
    },
  };
}
