// Shared helpers of the project's scripts (start, test, package checks).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
export const pnpmVersion = '10.34.9';

/** Flags that keep Debian's Chromium quiet and working as root in a sandbox-less container. */
export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((path) => existsSync(path));
}

let pnpmCommand;
/** pnpm 10, from the PATH when present, otherwise through npx (no global install needed). */
export function pnpmInvocation() {
  if (pnpmCommand) return pnpmCommand;
  const found = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  pnpmCommand =
    found.status === 0 && found.stdout.trim().startsWith('10.') ? ['pnpm'] : ['npx', '-y', `pnpm@${pnpmVersion}`];
  return pnpmCommand;
}

export function pnpm(args, options = {}) {
  const [command, ...prefix] = pnpmInvocation();
  execFileSync(command, [...prefix, ...args], {
    cwd: repoRoot,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', ...options.env },
  });
}

/** Runs one named step, printing its duration; throws on failure. */
export function step(name, action) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = action();
  console.log(`✓ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return result;
}

/** Installs the workspace's dependencies (a no-op when they are up to date). */
export function ensureInstalled({ frozen = true } = {}) {
  pnpm(['install', ...(frozen ? ['--frozen-lockfile'] : []), '--prefer-offline', '--reporter=append-only']);
}

/**
 * Browser tests need Chromium. When none is found and we are root (as on CI
 * machines), install Debian's; a test tool never downloads its own browser.
 */
export function ensureChromium() {
  if (chromiumPath()) return chromiumPath();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      "No Chromium found. Install Debian's chromium (apt-get install chromium) or set CHROME_PATH to a Chromium binary.",
    );
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-liberation'], {
    stdio: 'inherit',
    env,
  });
  const installed = chromiumPath();
  if (!installed) throw new Error('Chromium was installed but /usr/bin/chromium is missing');
  return installed;
}
