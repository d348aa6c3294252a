// `npm start`: installs what is missing, then runs the sandbox platform, the
// site (proxying /wps, /lgw and /lotto to the sandbox) and Storybook side by
// side, and prints their addresses. Ctrl+C stops all of them.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstalled, pnpmInvocation, repoRoot, step } from './lib.mjs';

const ports = {
  sandbox: process.env.SANDBOX_PORT ?? '4010',
  site: process.env.SITE_PORT ?? '5173',
  storybook: process.env.STORYBOOK_PORT ?? '6006',
};

step('install dependencies', () => ensureInstalled());

const mocksManifest = JSON.parse(readFileSync(join(repoRoot, 'packages/mocks/package.json'), 'utf8'));
const services = [
  mocksManifest.scripts?.sandbox && {
    name: 'sandbox',
    args: ['--filter', '@lobby/mocks', 'sandbox'],
    url: `http://127.0.0.1:${ports.sandbox}`,
  },
  { name: 'site', args: ['--filter', '@lobby/web', 'dev'], url: `http://127.0.0.1:${ports.site}` },
  {
    name: 'storybook',
    args: ['exec', 'storybook', 'dev', '--port', ports.storybook, '--host', '127.0.0.1', '--no-open', '--ci'],
    url: `http://127.0.0.1:${ports.storybook}`,
  },
].filter(Boolean);

const [command, ...prefix] = pnpmInvocation();
const env = {
  ...process.env,
  SANDBOX_PORT: ports.sandbox,
  SITE_PORT: ports.site,
  STORYBOOK_PORT: ports.storybook,
  STORYBOOK_DISABLE_TELEMETRY: '1',
};
const children = services.map((service) => {
  const child = spawn(command, [...prefix, ...service.args], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const tag = `[${service.name}]`.padEnd(12);
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (text) => {
      for (const line of text.split('\n')) if (line.trim()) process.stdout.write(`${tag}${line}\n`);
    });
  }
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${tag}exited with code ${code}; stopping everything.`);
      stop(code ?? 1);
    }
  });
  return child;
});

async function waitFor(url, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  return false;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const ready = await Promise.all(services.map((service) => waitFor(service.url)));
console.log('\nLobby is running:');
services.forEach((service, index) => {
  console.log(`  ${service.name.padEnd(10)} ${service.url}${ready[index] ? '' : '  (still starting…)'}`);
});
console.log('Press Ctrl+C to stop.\n');
