// @vitest-environment node
/**
 * Every message key the views and the site name literally exists in EN and
 * CN, so no player ever sees a raw key such as `accounts.flows.slideToLogIn`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../packages/i18n/src/locales/en/index';
import zh from '../packages/i18n/src/locales/zh/index';

const root = join(import.meta.dirname, '..');
const areas = Object.keys(en).join('|');
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

  it.each([
    ['EN', en],
    ['CN', zh],
  ])('exist in %s', (_language, bundle) => {
    const missing = [...used].filter(([key]) => !has(bundle, key)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });
});
