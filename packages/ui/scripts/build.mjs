// Builds the published package:
// - dist/index.js + dist/styles.css: every component, the reset and utilities;
// - dist/css.js: the token contract and sprinkles for apps styling their own pieces;
// - dist/themes/<name>.js + .css: one entry per theme, so an app ships only its own.
// Each JS entry imports its stylesheet, so importing the entry is all an app does.
// Declarations come from tsc.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { fixDeclarationImports } from '../../../scripts/fix-declaration-imports.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const externals = [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})];
const isExternal = (id) =>
  id.startsWith('react/') || externals.some((name) => id === name || id.startsWith(`${name}/`));

rmSync(dist, { recursive: true, force: true });

async function bundle({ name, entry, outDir, cssName, entries }) {
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [vanillaExtractPlugin({ identifiers: 'short' }), react()],
    build: {
      outDir,
      emptyOutDir: false,
      sourcemap: true,
      minify: false,
      cssCodeSplit: false,
      lib: { formats: ['es'], entry: entries ?? { [name]: entry }, cssFileName: cssName },
      rollupOptions: {
        external: isExternal,
        output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
  });
}

await bundle({ outDir: dist, cssName: 'styles', entries: { index: 'src/index.ts', css: 'src/css.ts' } });
for (const theme of ['dark', 'light', 'aurora']) {
  await bundle({
    name: theme,
    entry: `src/theme/themes/${theme}.css.ts`,
    outDir: join(dist, 'themes'),
    cssName: theme,
  });
}

const linkStylesheet = (js, css) => {
  const path = join(dist, js);
  const code = readFileSync(path, 'utf8');
  if (!code.startsWith(`import '${css}';`)) writeFileSync(path, `import '${css}';\n${code}`);
};
linkStylesheet('index.js', './styles.css');
for (const theme of ['dark', 'light', 'aurora']) linkStylesheet(`themes/${theme}.js`, `./${theme}.css`);

execFileSync(join(root, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
for (const theme of ['dark', 'light', 'aurora']) {
  writeFileSync(join(dist, 'themes', `${theme}.d.ts`), `export * from '../theme/themes/${theme}.css.js';\n`);
}
fixDeclarationImports(dist);

const missing = [
  'index.js',
  'index.d.ts',
  'styles.css',
  'css.js',
  'css.d.ts',
  'themes/dark.css',
  'themes/dark.js',
].filter((file) => !existsSync(join(dist, file)));
if (missing.length) throw new Error(`@lobby/ui build is missing ${missing.join(', ')}`);
const files = readdirSync(dist, { recursive: true }).filter((file) => /\.(js|css)$/.test(String(file)));
console.log(`@lobby/ui built ${files.length} files into dist/`);
