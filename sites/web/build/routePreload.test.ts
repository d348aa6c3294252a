import type { IndexHtmlTransformContext } from 'vite';
import { describe, expect, it } from 'vitest';
import { pageFilesOf } from './routePreload';

type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/** A chunk of a built bundle, with only what the preload reads. */
function chunk(fileName: string, fields: { imports?: string[]; css?: string[]; page?: string }) {
  return {
    type: 'chunk',
    fileName,
    imports: fields.imports ?? [],
    isDynamicEntry: fields.page !== undefined,
    facadeModuleId: fields.page ? `/repo/sites/web/src/routes/${fields.page}.tsx` : null,
    viteMetadata: { importedCss: new Set(fields.css ?? []), importedAssets: new Set<string>() },
  };
}

function bundleOf(...chunks: ReturnType<typeof chunk>[]): OutputBundle {
  return Object.fromEntries(chunks.map((item) => [item.fileName, item])) as unknown as OutputBundle;
}

describe('pageFilesOf', () => {
  const bundle = bundleOf(
    chunk('assets/shell-a.js', {}),
    chunk('assets/games-b.js', {
      page: 'games',
      imports: ['assets/shell-a.js', 'assets/Select-c.js'],
      css: ['assets/games-d.css'],
    }),
    chunk('assets/Select-c.js', { imports: ['assets/shell-a.js', 'assets/dist-e.js'], css: ['assets/Select-f.css'] }),
    chunk('assets/dist-e.js', { imports: ['assets/Select-c.js'] }),
    chunk('assets/help-g.js', { page: 'help', imports: ['assets/dist-e.js'] }),
  );

  it('lists a page chunk with every chunk it imports and their styles, leaving out what index.html loads', () => {
    const pages = pageFilesOf(bundle, { '/rng': 'games', '/help': 'help' }, ['/assets/shell-a.js']);
    expect(pages['/rng']).toEqual({
      scripts: ['/assets/games-b.js', '/assets/Select-c.js', '/assets/dist-e.js'],
      styles: ['/assets/games-d.css', '/assets/Select-f.css'],
    });
    expect(pages['/help']).toEqual({
      scripts: ['/assets/help-g.js', '/assets/dist-e.js', '/assets/Select-c.js'],
      styles: ['/assets/Select-f.css'],
    });
  });

  it('refuses a route whose page module the build has no chunk for', () => {
    expect(() => pageFilesOf(bundle, { '/down': 'download' }, [])).toThrow(/download/);
  });
});
