// The JavaScript a built page needs before it renders: the scripts its
// index.html loads, as tags or from its loader script (the site's splash
// paints before they are requested). Shared by `pnpm bench` and `npm test`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './lib.mjs';

export const budget = JSON.parse(readFileSync(join(repoRoot, 'bench', 'budget.json'), 'utf8'));

/**
 * The scripts a built index.html starts with: the site's loader reads them from
 * its data block (which also lists, per route, the files of a page opened at
 * its own address: those come with that page, not with /index); a plain page
 * names them in its tags.
 */
function entryScripts(html) {
  const boot = /<script type="application\/json" id="lobby-boot">(.*?)<\/script>/s.exec(html);
  if (boot?.[1]) return JSON.parse(boot[1]).scripts.map((address) => address.replace(/^\//, ''));
  return [...html.matchAll(/"\/(assets\/[^"]+\.js)"/g)].map(([, path]) => path);
}

/** Gzipped size, in KB, of the scripts a built index.html loads. */
export function entryScriptsKb(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  return entryScripts(html).reduce((sum, path) => sum + gzipSync(readFileSync(join(distDir, path))).length, 0) / 1024;
}

/** Throws when the built site's first route needs more JavaScript than the budget allows. */
export function checkFirstRouteBudget() {
  const kb = entryScriptsKb(join(repoRoot, 'sites', 'web', 'dist'));
  const verdict = kb <= budget.firstRouteJsKb ? 'within' : 'OVER';
  console.log(
    `/index loads ${kb.toFixed(1)} KB of gzipped JavaScript before it renders (budget ${budget.firstRouteJsKb} KB: ${verdict})`,
  );
  if (kb > budget.firstRouteJsKb) throw new Error(`The first route's JavaScript is over budget: ${kb.toFixed(1)} KB`);
}
