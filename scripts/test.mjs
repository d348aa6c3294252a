// `npm test`: sets up what a fresh machine lacks, then runs every check the
// project has, in order, stopping at the first failure. One build serves the
// steps after it. At the end (or at a failure) it prints how long each step
// took and how many tests of each kind ran.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { checkFirstRouteBudget } from './firstRoute.mjs';
import { ensureChromium, ensureInstalled, pnpm, repoRoot, step } from './lib.mjs';

// VITE_SKIP_VISUAL=1 runs the story tests without their visual snapshots:
// said at the start and in the summary, and refused under CI (the storybook
// project's config refuses it too, for runs that do not come through here).
const skipVisual = process.env.VITE_SKIP_VISUAL === '1';
const skipWarning = '⚠ VITE_SKIP_VISUAL=1: visual snapshots are SKIPPED; no visual change can fail this run.';
if (skipVisual && process.env.CI) {
  console.error('VITE_SKIP_VISUAL=1 is refused under CI (CI is set): visual snapshots must run there.');
  process.exit(1);
}
if (skipVisual) console.warn(`${skipWarning}\n`);

const started = Date.now();
const resultsDir = join(repoRoot, '.tmp', 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

/** One row per step: its name, seconds, and the tests it ran (vitest steps). */
const rows = [];

function timed(name, action) {
  const stepStarted = Date.now();
  const row = { name, seconds: 0, tests: null, ok: false };
  rows.push(row);
  try {
    const result = step(name, action);
    row.ok = true;
    return result;
  } finally {
    row.seconds = (Date.now() - stepStarted) / 1000;
  }
}

/** A Vitest project as a step; its JSON report gives the counts for the summary. */
function vitest(name, project) {
  const report = join(resultsDir, `${project}.json`);
  const row = () => rows[rows.length - 1];
  try {
    timed(name, () =>
      pnpm([
        'exec',
        'vitest',
        'run',
        '--project',
        project,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
      ]),
    );
  } finally {
    if (existsSync(report)) {
      const counts = JSON.parse(readFileSync(report, 'utf8'));
      row().tests = {
        passed: counts.numPassedTests,
        failed: counts.numFailedTests,
        skipped: counts.numPendingTests + counts.numTodoTests,
        files: counts.numTotalTestSuites,
      };
    }
  }
}

function summary() {
  const total = ((Date.now() - started) / 60000).toFixed(1);
  const width = Math.max(...rows.map((row) => row.name.length));
  console.log('\nSummary');
  for (const row of rows) {
    const mark = row.ok ? '✓' : '✗';
    const time = `${row.seconds.toFixed(1)} s`.padStart(8);
    const tests = row.tests
      ? `  ${row.tests.passed} passed, ${row.tests.failed} failed, ${row.tests.skipped} skipped`
      : '';
    console.log(`${mark} ${row.name.padEnd(width)} ${time}${tests}`);
  }
  const ran = rows.filter((row) => row.tests);
  const passed = ran.reduce((sum, row) => sum + row.tests.passed, 0);
  console.log(`${passed} tests passed in ${ran.length} suites; ${total} min in all.`);
  if (skipVisual) console.warn(skipWarning);
}

try {
  process.env.CHROME_PATH = timed('Chromium for browser tests', () => ensureChromium());
  timed('install dependencies', () => ensureInstalled());
  timed('typecheck (tsc -b, project references)', () => pnpm(['exec', 'tsc', '-b']));
  timed('lint and format check (Biome)', () => pnpm(['exec', 'biome', 'ci', '.']));
  vitest('unit tests (Vitest, jsdom)', 'unit');
  // The README's build: publishable packages, the site and Storybook. The steps below use its output.
  timed('build everything (pnpm build)', () => pnpm(['run', 'build']));
  timed("the first route's JavaScript within budget", () => checkFirstRouteBudget());
  vitest('end-to-end tests in Chromium: the built site against the sandbox', 'e2e');
  vitest('story tests in Chromium: interactions, axe, visual snapshots', 'storybook');
  timed('@lobby/ui package: publint, attw, packed consumer', () =>
    pnpm(['run', 'test:package'], { env: { LOBBY_PACKAGES_BUILT: '1' } }),
  );
  summary();
  console.log('\nAll checks passed.');
} catch (error) {
  summary();
  console.error(`\nA check failed: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
  process.exit(1);
}
