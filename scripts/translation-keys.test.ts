// @vitest-environment node
/**
 * Every message key the views and the site name literally exists in every
 * interface language, eager or in a message area, so no player ever sees a
 * raw key such as `accounts.flows.slideToLogIn`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { interfaceLanguages, localeFolderOf } from '../packages/i18n/src/languages';

const root = join(import.meta.dirname, '..');

type Tree = Record<string, unknown>;
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

function merged(into: Tree, from: Tree): Tree {
  const result: Tree = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const current = result[key];
    result[key] = isTree(current) && isTree(value) ? merged(current, value) : value;
  }
  return result;
}

const jsonIn = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.json'));
const read = (path: string): Tree => JSON.parse(readFileSync(path, 'utf8'));

/**
 * A language's messages as a player meets them: the eager files (each under
 * its file's name, as the folder's index puts them) and every message area.
 */
function messagesIn(folder: string): Tree {
  const dir = join(root, 'packages/i18n/src/locales', folder);
  const eager = Object.fromEntries(jsonIn(dir).map((name) => [name.replace(/\.json$/, ''), read(join(dir, name))]));
  const deferred = join(dir, 'deferred');
  return jsonIn(deferred).reduce<Tree>((tree, name) => merged(tree, read(join(deferred, name))), eager);
}

const bundles = Object.fromEntries(
  interfaceLanguages.map((language) => [language.code, messagesIn(localeFolderOf(language.tag))]),
);
// English is the source: its top-level names are the message areas keys start with.
const areas = Object.keys(messagesIn('en')).join('|');
const keyPattern = new RegExp(`['"\`]((?:${areas})\\.[A-Za-z0-9_]+(?:\\.[A-Za-z0-9_]+)*)['"\`]`, 'g');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function has(bundle: object, key: string): boolean {
  const found = (path: string) =>
    path
      .split('.')
      .reduce<unknown>(
        (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
        bundle,
      ) !== undefined;
  return found(key) || found(`${key}_one`) || found(`${key}_other`);
}

describe('message keys named in the code', () => {
  const files = [...sources(join(root, 'packages/ui/src')), ...sources(join(root, 'sites/web/src'))];
  const used = new Map<string, string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(keyPattern)) {
      if (match[1]) used.set(match[1], relative(root, file));
    }
  }

  it('finds the keys it checks', () => {
    expect(used.size).toBeGreaterThan(200);
  });

  it.each(Object.entries(bundles))('exist in %s', (_language, bundle) => {
    const missing = [...used].filter(([key]) => !has(bundle, key)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });
});
