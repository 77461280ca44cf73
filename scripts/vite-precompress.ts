import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this, the header overhead eats the gain. */
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/**
 * Writes `.br` and `.gz` next to every text asset of the build, at the highest levels (done once
 * at build time, not per request): @fastify/static (`preCompressed`) then sends the one the
 * browser's Accept-Encoding asks for.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'shop:precompress',
    // Not the server renderer's bundle (dist-ssr): only the browser downloads files.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      for await (const file of files(outDir)) await precompressFile(file);
    },
  };
}

/** Writes `file`'s `.br` and `.gz` beside it, if it is a text asset worth compressing. */
export async function precompressFile(file: string): Promise<void> {
  if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) return;
  const source = await readFile(file);
  await writeFile(
    `${file}.br`,
    await brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
  );
  await writeFile(`${file}.gz`, await gz(source, { level: 9 }));
}
