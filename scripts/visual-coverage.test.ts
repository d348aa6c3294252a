// @vitest-environment node
/**
 * The visual snapshots (`.storybook/vitest.setup.ts`) capture the `Default`
 * story of every `Blocks/` story file, so a block without one would never be
 * captured. Every block's stories have it, and only blocks live under `Blocks/`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

function storyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : storyFiles(path);
    return entry.name.endsWith('.stories.tsx') ? [path] : [];
  });
}

// The meta's title: the one naming a Storybook section (fixtures have titles of their own).
const titleOf = (source: string) => /\btitle: '((?:Foundations|Primitives|Blocks|Pages)\/[^']+)'/.exec(source)?.[1];

describe('visual coverage of blocks', () => {
  const blocks = storyFiles(join(root, 'packages/ui/src/blocks'));

  it('finds the block story files', () => {
    expect(blocks.length).toBeGreaterThan(20);
  });

  it.each(blocks.map((path) => [relative(root, path), path]))('%s has a Default story under Blocks/', (_, path) => {
    const source = readFileSync(path, 'utf8');
    expect(titleOf(source)).toMatch(/^Blocks\//);
    expect(source).toMatch(/^export const Default\b/m);
  });

  it('has no Blocks/ stories outside the blocks folder', () => {
    const others = storyFiles(join(root, 'packages/ui/src')).filter((path) => !blocks.includes(path));
    const misplaced = others.filter((path) => titleOf(readFileSync(path, 'utf8'))?.startsWith('Blocks/'));
    expect(misplaced.map((path) => relative(root, path))).toEqual([]);
  });
});
