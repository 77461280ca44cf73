import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** V8's explicit compile hint: compile every function of the file while it downloads. */
const HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the app's start-up code for eager compilation (docs/decisions/031-paint-first.md): the
 * chunk named `start` (the islands' build: `islands`) and everything it imports. Without the hint, V8 compiles a function on the
 * main thread the first time it runs, and hydrating a page runs most of React, the router, the
 * query cache and i18next for the first time: on a phone those compilations are a good part of
 * the long tasks after the first paint. With it, Chrome (136+) compiles them on a background
 * thread while the file streams in. Other browsers read a comment.
 *
 * `andOnDemand` marks the files the chunk imports on demand too: the islands' (an island only some
 * pages have is loaded only where the page has it, and then hydrated at once; without the hint a
 * product page's article compiled ~40 ms of its hydration on the main thread at 4×).
 */
export function compileHints(
  chunkName = 'start',
  { andOnDemand = false }: { andOnDemand?: boolean } = {},
): Plugin {
  return {
    name: 'shop:compile-hints',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle: {
      order: 'post',
      handler(_options, bundle: OutputBundle) {
        const chunks = new Map(
          Object.values(bundle)
            .filter((item): item is OutputChunk => item.type === 'chunk')
            .map((chunk) => [chunk.fileName, chunk]),
        );
        const start = [...chunks.values()].find((chunk) => chunk.name === chunkName);
        const marked = new Set<string>();
        const mark = (chunk: OutputChunk | undefined) => {
          if (!chunk || marked.has(chunk.fileName)) return;
          marked.add(chunk.fileName);
          chunk.code = HINT + chunk.code;
          for (const imported of chunk.imports) mark(chunks.get(imported));
          if (andOnDemand) for (const imported of chunk.dynamicImports) mark(chunks.get(imported));
        };
        mark(start);
        if (!start)
          this.warn(`no chunk named "${chunkName}": nothing marked for eager compilation`);
      },
    },
  };
}
