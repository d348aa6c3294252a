// Publishes Storybook to Chromatic for merchants and designers who have a
// project. Without CHROMATIC_PROJECT_TOKEN it does nothing (CI has none), and
// it never runs longer than CHROMATIC_TIMEOUT_MINUTES (default 15), because
// the CLI retries forever when the network is closed.
import { spawn } from 'node:child_process';
import { pnpmInvocation, repoRoot } from './lib.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('Chromatic skipped: set CHROMATIC_PROJECT_TOKEN to publish Storybook for visual review.');
  process.exit(0);
}

const minutes = Number(process.env.CHROMATIC_TIMEOUT_MINUTES ?? 15);
const [command, ...prefix] = pnpmInvocation();
const child = spawn(command, [...prefix, 'exec', 'chromatic', '--config-file', 'chromatic.config.json'], {
  cwd: repoRoot,
  stdio: 'inherit',
});
const timer = setTimeout(() => {
  console.error(`Chromatic did not finish within ${minutes} min; stopping it.`);
  child.kill('SIGTERM');
}, minutes * 60_000);
child.on('exit', (code) => {
  clearTimeout(timer);
  process.exit(code ?? 1);
});
