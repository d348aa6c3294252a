// `pnpm preview`: serves the built site on 127.0.0.1:4173 (PREVIEW_PORT) with
// /wps, /lgw and /lotto proxied to the sandbox on 127.0.0.1:4010
// (SANDBOX_PORT), starting the sandbox itself when none answers there.
import { spawn } from 'node:child_process';
import { pnpmInvocation, repoRoot } from './lib.mjs';

const sandboxPort = process.env.SANDBOX_PORT ?? '4010';
const [command, ...prefix] = pnpmInvocation();
const children = [];
const run = (args) => {
  const child = spawn(command, [...prefix, ...args], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, SANDBOX_PORT: sandboxPort },
  });
  children.push(child);
  child.on('exit', (code) => {
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
};

const sandboxAnswers = await fetch(`http://127.0.0.1:${sandboxPort}/__sandbox/scenario`)
  .then((response) => response.ok)
  .catch(() => false);
if (!sandboxAnswers) run(['--filter', '@lobby/mocks', 'sandbox']);
else console.log(`Using the sandbox already running on 127.0.0.1:${sandboxPort}.`);
run(['--filter', '@lobby/web', 'preview']);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
  });
}
