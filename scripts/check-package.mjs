// Checks @lobby/ui as a merchant's app receives it: builds (unless
// LOBBY_PACKAGES_BUILT=1 says `pnpm build` just did) and packs the
// package (and @lobby/i18n, which it depends on), lints the tarballs with
// publint and @arethetypeswrong/cli, then installs them into a throwaway app
// outside the workspace, bundles it with Vite and renders a themed Button in
// Chromium.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath, pnpm, repoRoot, step } from './lib.mjs';

const packDir = join(repoRoot, '.tmp', 'pack');
rmSync(packDir, { recursive: true, force: true });
mkdirSync(packDir, { recursive: true });

// `npm test` has built every package already (pnpm build) and says so.
const built = process.env.LOBBY_PACKAGES_BUILT === '1';
for (const name of ['@lobby/i18n', '@lobby/ui']) {
  if (!built) step(`build ${name}`, () => pnpm(['--filter', name, 'build']));
  step(`pack ${name}`, () => pnpm(['--filter', name, 'pack', '--pack-destination', packDir]));
}
const tarball = (prefix) =>
  join(
    packDir,
    readdirSync(packDir).find((file) => file.startsWith(prefix)),
  );
const uiTarball = tarball('lobby-ui-');
const i18nTarball = tarball('lobby-i18n-');

step('publint @lobby/ui', () =>
  pnpm(['exec', 'publint', '--strict', '--pack', 'pnpm'], { cwd: join(repoRoot, 'packages/ui') }),
);
step('publint @lobby/i18n', () =>
  pnpm(['exec', 'publint', '--strict', '--pack', 'pnpm'], { cwd: join(repoRoot, 'packages/i18n') }),
);
// Stylesheet entry points are for bundlers; attw only understands JS and types.
const stylesheets = ['styles.css', 'themes/dark.css', 'themes/light.css', 'themes/aurora.css'];
step('attw @lobby/ui', () =>
  pnpm([
    'exec',
    'attw',
    uiTarball,
    '--profile',
    'esm-only',
    '--format',
    'table-flipped',
    '--exclude-entrypoints',
    ...stylesheets,
  ]),
);
step('attw @lobby/i18n', () =>
  pnpm(['exec', 'attw', i18nTarball, '--profile', 'esm-only', '--format', 'table-flipped']),
);

const app = mkdtempSync(join(tmpdir(), 'lobby-consumer-'));
try {
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'lobby-consumer',
        private: true,
        type: 'module',
        dependencies: {
          '@lobby/ui': `file:${uiTarball}`,
          '@lobby/i18n': `file:${i18nTarball}`,
          react: '~19.3.1',
          'react-dom': '~19.3.1',
          vite: '~8.3.8',
        },
        pnpm: { overrides: { '@lobby/i18n': `file:${i18nTarball}` } },
      },
      null,
      2,
    ),
  );
  writeFileSync(
    join(app, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>consumer</title></head><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>',
  );
  // Plain JS with createElement: the app needs nothing but the package.
  writeFileSync(
    join(app, 'main.js'),
    [
      "import '@lobby/ui/themes/dark';",
      "import { Button, LobbyProvider } from '@lobby/ui';",
      "import { vars } from '@lobby/ui/css';",
      "import { createElement as h } from 'react';",
      "import { createRoot } from 'react-dom/client';",
      'document.body.dataset.accentVar = vars.color.accent.solid;',
      "createRoot(document.getElementById('root')).render(h(LobbyProvider, null, h(Button, { variant: 'primary' }, 'Play now')));",
    ].join('\n'),
  );
  step('install the packed packages into a throwaway app', () =>
    pnpm(['install', '--prefer-offline', '--ignore-workspace', '--config.confirmModulesPurge=false'], { cwd: app }),
  );
  step('bundle the app with Vite', () => pnpm(['exec', 'vite', 'build', '--logLevel', 'error'], { cwd: app }));

  const dist = join(app, 'dist');
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer(async (request, response) => {
    const path = request.url === '/' ? '/index.html' : (request.url ?? '/');
    try {
      const body = await readFile(join(dist, path));
      response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`http://127.0.0.1:${port}/`);
    const button = page.getByRole('button', { name: 'Play now' });
    await button.waitFor();
    const look = await button.evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, radius: style.borderTopLeftRadius };
    });
    const accentVar = await page.evaluate(() => document.body.dataset.accentVar);
    if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
    // Dark theme accent #f0b429 and control radius 8px, from the package's own CSS.
    if (look.background !== 'rgb(240, 180, 41)' || look.radius !== '8px') {
      throw new Error(`Button is not themed: ${JSON.stringify(look)}`);
    }
    if (accentVar !== 'var(--lobby-color-accent-solid)') throw new Error(`unexpected vars export: ${accentVar}`);
    console.log(`✓ a packed @lobby/ui renders a themed Button (${look.background}, radius ${look.radius})`);
  } finally {
    await browser.close();
    server.close();
  }
} finally {
  if (!process.env.KEEP_CONSUMER) rmSync(app, { recursive: true, force: true });
  else console.log(`consumer kept at ${app}`);
}
