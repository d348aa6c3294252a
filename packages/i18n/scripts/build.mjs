// Builds the published package: ES modules with EN inlined and every other
// language split into its own lazily loaded chunk; declarations from tsc.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { fixDeclarationImports } from '../../../scripts/fix-declaration-imports.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const externals = [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})];

rmSync(join(root, 'dist'), { recursive: true, force: true });
await build({
  root,
  configFile: false,
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    sourcemap: true,
    minify: false,
    lib: { formats: ['es'], entry: { index: 'src/index.ts' } },
    rollupOptions: {
      external: (id) => id.startsWith('react/') || externals.some((name) => id === name || id.startsWith(`${name}/`)),
      output: { entryFileNames: '[name].js', chunkFileNames: 'locales/[name]-[hash].js' },
    },
  },
});
execFileSync(join(root, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
fixDeclarationImports(join(root, 'dist'));
console.log('@lobby/i18n built into dist/');
