// `pnpm bench`: the first route's weight and speed, next to a bare page of the
// same stack. Builds both, serves them with `vite preview` (the site's
// platform calls go to a sandbox server), then prints:
// - the gzipped JavaScript index.html starts with (what must arrive before the
//   page renders), all the JavaScript it loads before it settles, and its CSS;
// - Lighthouse's mobile and desktop presets (median of five runs each): performance score, FCP, LCP and
//   its ratio to the bare page's in the same run, TBT, CLS and the JavaScript transferred until idle,
//   beside the goals in bench/budget.json; every figure is also written to .tmp/bench/results.json.
// - the games page (/rng) with the whole slots catalogue: its weight and
//   Lighthouse figures beside /index's, and a search keystroke's time to an
//   updated grid (median of ten) beside its budget.
// A benchmark, not a test: it prints figures and never fails on them.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { measureSearchKeystrokes } from './benchSearch.mjs';
import { budget, entryScriptsKb } from './firstRoute.mjs';
import { chromiumArgs, chromiumPath, ensureChromium, pnpm, pnpmInvocation, repoRoot, step } from './lib.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 5);
ensureChromium();

step('build the site', () => pnpm(['--filter', '@lobby/web', 'build']));
step('build the bare page', () => pnpm(['exec', 'vite', 'build', '--config', 'bench/bare/vite.config.ts']));

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const children = [];
const [command, ...prefix] = pnpmInvocation();
function start(args, env) {
  // Own process group, so stopping it stops the servers pnpm started too.
  const child = spawn(command, [...prefix, ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: 'ignore',
    detached: true,
  });
  children.push(child);
  return child;
}
async function waitFor(url) {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} did not start`);
}

const [sandboxPort, sitePort, barePort] = await Promise.all([freePort(), freePort(), freePort()]);
start(['--filter', '@lobby/mocks', 'sandbox'], { SANDBOX_PORT: String(sandboxPort) });
start(['--filter', '@lobby/web', 'preview'], { PREVIEW_PORT: String(sitePort), SANDBOX_PORT: String(sandboxPort) });
start([
  'exec',
  'vite',
  'preview',
  '--config',
  'bench/bare/vite.config.ts',
  '--port',
  String(barePort),
  '--strictPort',
  '--host',
  '127.0.0.1',
]);

const siteEntryKb = entryScriptsKb(join(repoRoot, 'sites', 'web', 'dist'));
const entryWeights = {
  'site /index': siteEntryKb,
  // The same index.html starts every route.
  'site /rng': siteEntryKb,
  'bare page': entryScriptsKb(join(repoRoot, 'bench', 'bare', 'dist')),
};

const pages = {
  'site /index': `http://127.0.0.1:${sitePort}/index`,
  // The slots page: it loads the whole category (4,000 games, pages of 24) in the background.
  'site /rng': `http://127.0.0.1:${sitePort}/rng`,
  'bare page': `http://127.0.0.1:${barePort}/`,
};
// Weights are measured at the phone width Lighthouse's mobile preset uses, and
// at a laptop width, where the header navigation, pinned side menu and right
// bar load too.
const viewports = { mobile: { width: 412, height: 823 }, desktop: { width: 1366, height: 768 } };

try {
  await waitFor(`http://127.0.0.1:${sandboxPort}/__sandbox/scenario`);
  await Promise.all(Object.values(pages).map(waitFor));

  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const weights = {};
  for (const [viewportName, viewport] of Object.entries(viewports))
    for (const [name, url] of Object.entries(pages)) {
      const page = await browser.newPage({ viewport });
      const bodies = { js: [], css: [] };
      page.on('response', async (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        try {
          bodies[type === 'script' ? 'js' : 'css'].push(await response.body());
        } catch {
          // A response without a body (redirect) weighs nothing.
        }
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      const gz = (list) => list.reduce((sum, body) => sum + gzipSync(body).length, 0) / 1024;
      weights[`${name} (${viewportName})`] = { js: gz(bodies.js), css: gz(bodies.css), files: bodies.js.length };
      await page.close();
    }
  const search = await measureSearchKeystrokes(browser, pages['site /rng'], viewports.desktop);
  await browser.close();

  // Lighthouse, mobile and desktop presets, each page `runs` times in a fresh profile: the median of each figure.
  const presets = { mobile: [], desktop: ['--preset=desktop'] };
  const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
  const lighthouse = {};
  for (const [presetName, presetFlags] of Object.entries(presets)) {
    for (const [name, url] of Object.entries(pages)) {
      const reports = [];
      for (let run = 0; run < runs; run++) {
        const profile = mkdtempSync(join(tmpdir(), 'lobby-lh-'));
        try {
          const flags = [...chromiumArgs, `--user-data-dir=${profile}`].join(' ');
          const lighthouseRun = () =>
            execFileSync(
              command,
              [
                ...prefix,
                'exec',
                'lighthouse',
                url,
                '--output=json',
                '--quiet',
                '--only-categories=performance',
                ...presetFlags,
                `--chrome-flags=${flags}`,
              ],
              {
                cwd: repoRoot,
                env: { ...process.env, CHROME_PATH: chromiumPath() },
                maxBuffer: 64 * 1024 * 1024,
                stdio: ['ignore', 'pipe', 'pipe'],
              },
            );
          // Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is tried again, twice at most.
          let output;
          for (let attempt = 1; output === undefined; attempt++) {
            try {
              output = lighthouseRun();
            } catch (error) {
              if (attempt === 3) throw error;
              console.log(`Lighthouse failed on ${name} (${presetName}), run ${run + 1}; trying again.`);
            }
          }
          const report = JSON.parse(output.toString());
          const scripts = report.audits['resource-summary']?.details?.items?.find(
            (item) => item.resourceType === 'script',
          );
          reports.push({
            score: report.categories.performance.score,
            fcp: report.audits['first-contentful-paint'].numericValue,
            lcp: report.audits['largest-contentful-paint'].numericValue,
            tbt: report.audits['total-blocking-time'].numericValue,
            cls: report.audits['cumulative-layout-shift'].numericValue,
            jsTransferredKb: (scripts?.transferSize ?? 0) / 1024,
          });
        } finally {
          rmSync(profile, { recursive: true, force: true });
        }
      }
      lighthouse[`${name} (${presetName})`] = Object.fromEntries(
        Object.keys(reports[0]).map((figure) => [figure, median(reports.map((report) => report[figure]))]),
      );
    }
  }

  console.log(`\nWeights (gzipped):\n`);
  console.log('| page | JS before render | JS until idle (phone) | (laptop) | JS files (phone) | CSS (phone) |');
  console.log('|---|---|---|---|---|---|');
  for (const name of Object.keys(pages)) {
    const phone = weights[`${name} (mobile)`];
    const laptop = weights[`${name} (desktop)`];
    console.log(
      `| ${name} | ${entryWeights[name].toFixed(1)} KB | ${phone.js.toFixed(1)} KB | ${laptop.js.toFixed(1)} KB | ${phone.files} | ${phone.css.toFixed(1)} KB |`,
    );
  }

  const goals = budget.lighthouse;
  const verdicts = {};
  for (const presetName of Object.keys(presets)) {
    const bare = lighthouse[`bare page (${presetName})`];
    console.log(`\nLighthouse ${presetName} preset, median of ${runs}, beside the bare page in the same run:\n`);
    console.log('| page | performance | FCP | LCP | LCP vs bare | TBT | CLS | JS transferred until idle |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const name of Object.keys(pages)) {
      const l = lighthouse[`${name} (${presetName})`];
      const ratio = l.lcp / bare.lcp;
      console.log(
        `| ${name} | ${l.score.toFixed(2)} | ${(l.fcp / 1000).toFixed(2)} s | ${(l.lcp / 1000).toFixed(2)} s | ×${ratio.toFixed(2)} | ${Math.round(l.tbt)} ms | ${l.cls.toFixed(3)} | ${l.jsTransferredKb.toFixed(0)} KB |`,
      );
    }
    const index = lighthouse[`site /index (${presetName})`];
    const rng = lighthouse[`site /rng (${presetName})`];
    verdicts[presetName] = {
      indexLcpRatio: index.lcp / bare.lcp,
      indexLcpWithin: index.lcp / bare.lcp <= goals.indexLcpRatio,
      rngLcpRatio: rng.lcp / bare.lcp,
      rngLcpWithin: rng.lcp / bare.lcp <= goals.rngLcpRatio,
      performanceWithin: index.score >= goals.performance,
      tbtWithin: index.tbt <= goals.tbtMs,
      clsWithin: index.cls <= budget.cls,
    };
    const said = (ok) => (ok ? 'within' : 'OVER');
    const v = verdicts[presetName];
    console.log(
      `\n${presetName}: /index LCP ×${v.indexLcpRatio.toFixed(2)} of the bare page's (goal ≤ ×${goals.indexLcpRatio}: ${said(v.indexLcpWithin)}), /rng ×${v.rngLcpRatio.toFixed(2)} (goal ≤ ×${goals.rngLcpRatio}: ${said(v.rngLcpWithin)}), performance ${index.score.toFixed(2)} (goal ≥ ${goals.performance}: ${said(v.performanceWithin)}), TBT ${Math.round(index.tbt)} ms (goal ≤ ${goals.tbtMs} ms: ${said(v.tbtWithin)}), CLS ${index.cls.toFixed(3)} (goal ≤ ${budget.cls}: ${said(v.clsWithin)}).`,
    );
  }
  console.log(
    `\nGames page search: a keystroke to the updated grid over ${search.total} games takes ${search.median.toFixed(1)} ms (median of ${search.keys}, slowest ${search.worst.toFixed(1)} ms); budget ${budget.searchKeystrokeMs} ms (${search.median <= budget.searchKeystrokeMs ? 'within' : 'OVER'}).`,
  );
  console.log(
    `\nBudget for /index: JS ≤ ${budget.firstRouteJsKb} KB gzip (before render ${entryWeights['site /index'] <= budget.firstRouteJsKb ? 'within' : 'OVER'}).`,
  );

  const resultsDir = join(repoRoot, '.tmp', 'bench');
  mkdirSync(resultsDir, { recursive: true });
  const resultsFile = join(resultsDir, 'results.json');
  writeFileSync(
    resultsFile,
    `${JSON.stringify({ runs, budget, entryWeights, weights, lighthouse, verdicts, search }, null, 2)}\n`,
  );
  console.log(`\nFigures written to ${resultsFile}`);
} finally {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}
