/**
 * Vite plugin of the apps' builds: writes a brotli (`.br`) and a gzip (`.gz`) copy next to every
 * text asset under `assets/` worth compressing, once, at build time. The server sends the copy the
 * browser accepts (`preCompressed` of @fastify/static in apps/server/src/platform/static-apps.ts),
 * so a hospital's Wi-Fi carries about a quarter of the bytes and no request pays for compression.
 * `index.html` is not compressed here: the server writes a fresh nonce into it on every request.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Smaller files gain less than the encoding's overhead. */
const MIN_BYTES = 1024;
const TEXT = /\.(?:js|mjs|css|svg|json|txt|map|webmanifest)$/;

export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'simrs:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const dir = resolve(config.root, config.build.outDir, config.build.assetsDir);
      const names = await readdir(dir).catch(() => [] as string[]);
      await Promise.all(
        names
          .filter((name) => TEXT.test(name))
          .map(async (name) => {
            const path = join(dir, name);
            const body = await readFile(path);
            if (body.length < MIN_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(body, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: 11,
                  [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              }),
              gzipAsync(body, { level: 9 }),
            ]);
            if (br.length < body.length) await writeFile(`${path}.br`, br);
            if (gz.length < body.length) await writeFile(`${path}.gz`, gz);
          }),
      );
    },
  };
}
