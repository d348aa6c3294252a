// `npm test`: sets up what a fresh machine lacks, then runs every check the
// project has, in order, stopping at the first failure. Each step prints its
// duration; the summary prints the total.
import { ensureChromium, ensureInstalled, pnpm, step } from './lib.mjs';

const started = Date.now();
process.env.CHROME_PATH = step('Chromium for browser tests', () => ensureChromium());
step('install dependencies', () => ensureInstalled());

const steps = [
  ['typecheck (tsc -b, project references)', ['exec', 'tsc', '-b']],
  ['lint and format check (Biome)', ['exec', 'biome', 'ci', '.']],
  ['unit tests (Vitest, jsdom)', ['exec', 'vitest', 'run', '--project', 'unit']],
  ['build the site', ['--filter', '@lobby/web', 'build']],
  ['end-to-end tests in Chromium: the built site against the sandbox', ['exec', 'vitest', 'run', '--project', 'e2e']],
  ['build Storybook', ['run', 'build:storybook']],
  ['story tests in Chromium: interactions, axe, visual snapshots', ['exec', 'vitest', 'run', '--project', 'storybook']],
  ['@lobby/ui package: build, publint, attw, packed consumer', ['run', 'test:package']],
];

for (const [name, args] of steps) step(name, () => pnpm(args));

const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(`\nAll checks passed in ${minutes} min.`);
