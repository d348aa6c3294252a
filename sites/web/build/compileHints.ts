import type { Plugin } from 'vite';

const hint = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the first route's files for eager compilation (V8's explicit compile
 * hints, Chrome 136+; a plain comment elsewhere): V8 then compiles all their
 * functions while the file downloads, off the main thread, instead of one by
 * one on the main thread when each is first called. Almost all of these files
 * runs at start-up, so little is compiled in vain.
 *
 * The comment must open the file, so it goes in last, with the source map
 * moved down a line to match.
 */
export function compileHints(chunkNames: readonly string[]): Plugin {
  const names = new Set(chunkNames);
  return {
    name: 'lobby-compile-hints',
    apply: 'build',
    // After Vite's own generateBundle, which puts its preload table first.
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        const marked = Object.values(bundle).filter((file) => file.type === 'chunk' && names.has(file.name));
        if (marked.length !== names.size)
          throw new Error(
            `compileHints: expected chunks ${[...names].join(', ')}, found ${marked.map((file) => file.name).join(', ')}`,
          );
        for (const chunk of marked) {
          if (chunk.type !== 'chunk') continue;
          chunk.code = hint + chunk.code;
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source) as { mappings: string };
            parsed.mappings = `;${parsed.mappings}`;
            map.source = JSON.stringify(parsed);
          }
        }
      },
    },
  };
}
