// @vitest-environment node
/**
 * Comments, docs, story descriptions and test names cite only what a reader
 * of the repository has. The product's rules are in docs/product.md and the
 * platform's contract in docs/platform.md; a section number of a document we
 * do not ship, an issue number or the name of an outside document tells a
 * reader nothing. Every text file git tracks or would track is checked, this
 * one included, so the patterns are put together from pieces that do not
 * match themselves.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

const section = '\u00a7';
const specWord = ['sp', 'ec'].join('');
const outsideDocuments = [
  ['PROTO', 'COL'],
  ['END', 'POINTS'],
  [specWord],
  ['VIS', 'UAL'],
  ['ST', 'YLE'],
  ['ARCHI', 'TECTURE'],
  ['TOOL', 'CHAIN'],
].map((parts) => `${parts.join('')}.md`);

/** What counts as a citation a reader cannot follow, and why. */
const citations: readonly { name: string; pattern: RegExp }[] = [
  { name: `a section of the product ${specWord}`, pattern: new RegExp(`\\b${specWord}\\s*${section}`, 'i') },
  { name: `a numbered ${specWord} section`, pattern: new RegExp(`\\b${specWord} \\d`, 'i') },
  { name: `a bare (${specWord}) reference`, pattern: new RegExp(`\\(${specWord}\\)`, 'i') },
  { name: 'an issue number', pattern: new RegExp(`\\b${['iss', 'ue'].join('')} #?\\d+`, 'i') },
  {
    name: 'a document outside the repository',
    pattern: new RegExp(`(?<![\\w.-])(?:${outsideDocuments.map((name) => name.replace('.', '\\.')).join('|')})\\b`),
  },
  {
    name: 'a path outside the repository',
    pattern: new RegExp(`\\b${['sha', 'red'].join('')}/(?:${specWord}|${['des', 'ign'].join('')})\\b`),
  },
];

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter(Boolean);
}

function textOf(path: string): string | null {
  let bytes: Buffer;
  try {
    bytes = readFileSync(join(root, path));
  } catch {
    // Listed by git but deleted in the work tree: nothing to read.
    return null;
  }
  return bytes.includes(0) ? null : bytes.toString('utf8');
}

function offendersIn(path: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      citations
        .filter(({ pattern }) => pattern.test(line))
        .map(({ name }) => `${path}:${index + 1}: ${name}: ${line.trim().slice(0, 160)}`),
    );
}

describe('citations', () => {
  it('recognises each kind of citation a reader cannot follow', () => {
    const samples = [
      `the login rules (${specWord} ${section}4)`,
      `see ${specWord.toUpperCase()} ${section}2 "Header"`,
      `routes of ${specWord} 2`,
      `as the ${specWord} says (${specWord})`,
      `out of scope (${['iss', 'ue'].join('')} 5)`,
      ...outsideDocuments.map((name) => `step 1 of ${name}`),
      `read /work/${['sha', 'red'].join('')}/${specWord}/notes`,
    ];
    for (const sample of samples) expect(offendersIn('sample.ts', sample), sample).toHaveLength(1);
    expect(offendersIn('sample.ts', 'the rules of docs/product.md#login and docs/architecture.md')).toEqual([]);
  });

  it('finds the tracked text files', () => {
    const files = trackedFiles();
    expect(files).toContain('docs/product.md');
    expect(files).toContain('scripts/citations.test.ts');
  });

  it('finds none in any tracked source, doc or story', () => {
    const offenders = trackedFiles().flatMap((path) => {
      const text = textOf(path);
      return text === null ? [] : offendersIn(path, text);
    });
    expect(offenders).toEqual([]);
  });
});
