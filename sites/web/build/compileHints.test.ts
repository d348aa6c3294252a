import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { compileHints } from './compileHints';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

function chunk(name: string, code: string): OutputChunk {
  return {
    type: 'chunk',
    name,
    fileName: `assets/${name}-x.js`,
    code,
    map: { mappings: 'AAAA' },
  } as unknown as OutputChunk;
}

function bundleOf(...chunks: OutputChunk[]): OutputBundle {
  const bundle: Record<string, unknown> = {};
  for (const file of chunks) {
    bundle[file.fileName] = file;
    bundle[`${file.fileName}.map`] = {
      type: 'asset',
      fileName: `${file.fileName}.map`,
      source: JSON.stringify({ version: 3, mappings: 'AAAA' }),
    };
  }
  return bundle as OutputBundle;
}

function run(names: string[], bundle: OutputBundle): void {
  const hook = compileHints(names).generateBundle;
  if (!hook || typeof hook === 'function') throw new Error('compileHints has no ordered generateBundle hook');
  hook.handler.call({} as Rolldown.PluginContext, {} as Rolldown.NormalizedOutputOptions, bundle, false);
}

describe('compileHints', () => {
  it('opens the named chunks with the hint and moves their source maps down a line', () => {
    const bundle = bundleOf(chunk('shell', 'const __vite__mapDeps=1;\nrun();'), chunk('Footer', 'footer();'));
    run(['shell'], bundle);
    const shell = bundle['assets/shell-x.js'] as OutputChunk;
    expect(shell.code.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(shell.code.split('\n')[1]).toBe('const __vite__mapDeps=1;');
    expect(shell.map?.mappings).toBe(';AAAA');
    const asset = bundle['assets/shell-x.js.map'];
    expect(asset?.type === 'asset' && JSON.parse(String(asset.source)).mappings).toBe(';AAAA');
  });

  it('leaves the other chunks as they were', () => {
    const bundle = bundleOf(chunk('shell', 'run();'), chunk('Footer', 'footer();'));
    run(['shell'], bundle);
    expect((bundle['assets/Footer-x.js'] as OutputChunk).code).toBe('footer();');
  });

  it('fails the build when a named chunk is missing, so a renamed group is not silently unhinted', () => {
    expect(() => run(['shell', 'framework'], bundleOf(chunk('shell', 'run();')))).toThrow(/framework/);
  });
});
