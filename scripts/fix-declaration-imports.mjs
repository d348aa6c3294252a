// Rewrites extensionless relative imports in emitted declaration files to the
// explicit `.js` paths that Node's ESM resolution (node16/nodenext) requires.
// Our sources use bundler-style imports; consumers type-check in either mode.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export function fixDeclarationImports(distDir) {
  let changed = 0;
  for (const file of readdirSync(distDir, { recursive: true }).map(String)) {
    if (!file.endsWith('.d.ts')) continue;
    const path = join(distDir, file);
    const source = readFileSync(path, 'utf8');
    const rewritten = source.replace(
      /((?:from|import)\s*\(?\s*')(\.{1,2}\/[^']+)(')/g,
      (match, head, specifier, tail) => {
        if (/\.(js|mjs|cjs|json)$/.test(specifier)) return match;
        const base = resolve(dirname(path), specifier);
        if (existsSync(`${base}.d.ts`)) return `${head}${specifier}.js${tail}`;
        if (existsSync(join(base, 'index.d.ts'))) return `${head}${specifier}/index.js${tail}`;
        return match;
      },
    );
    if (rewritten !== source) {
      writeFileSync(path, rewritten);
      changed++;
    }
  }
  return changed;
}
