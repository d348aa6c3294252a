import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright';

declare global {
  interface Window {
    axe?: typeof import('axe-core');
    /** Resolves once the page is at rest (installed by `installRestProbe`). */
    untilAtRest?: () => Promise<void>;
    /** How many times the document has changed so far (installed by `installRestProbe`). */
    domChanges?: () => number;
  }
}

/**
 * Teaches every page of the context to tell when it is at rest, from before
 * its first script: fonts loaded, the browser idle (no React work pending),
 * no short timer due (a modal's opening delay, React's pause before it
 * reveals a page that finished loading) and no finite animation running (a
 * dialog caught mid-fade has its text at a fraction of its opacity). Long
 * timers (autoplay, countdowns) are left alone, or the page would never be
 * at rest; a page that keeps scheduling short work is taken as it is after
 * a bounded number of idle periods.
 */
export async function installRestProbe(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shortest = 1000;
    const pending = new Set<number>();
    const { setTimeout: schedule, clearTimeout: cancel } = window;
    // Defined rather than assigned, as the DOM's and Node's typings of the two functions differ.
    Object.defineProperty(window, 'setTimeout', {
      configurable: true,
      writable: true,
      value: (handler: TimerHandler, timeout?: number, ...rest: unknown[]): number => {
        if (typeof handler !== 'function' || (timeout ?? 0) >= shortest) return schedule(handler, timeout, ...rest);
        const id = schedule(
          (...args: unknown[]) => {
            pending.delete(id);
            handler(...args);
          },
          timeout,
          ...rest,
        );
        pending.add(id);
        return id;
      },
    });
    Object.defineProperty(window, 'clearTimeout', {
      configurable: true,
      writable: true,
      value: (id?: number) => {
        if (id !== undefined) pending.delete(id);
        cancel(id);
      },
    });
    // Counts changes to the document, so a check can tell whether the page changed since the last one.
    let changes = 0;
    new MutationObserver(() => {
      changes += 1;
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    window.domChanges = () => changes;
    const running = () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY),
        );
    window.untilAtRest = async () => {
      await document.fonts.ready;
      for (let round = 0; round < 200; round += 1) {
        await new Promise<void>((resolve) => requestIdleCallback(() => resolve()));
        const animations = running();
        if (animations.length === 0 && pending.size === 0) return;
        await Promise.all(animations.map((animation) => animation.finished.catch(() => undefined)));
      }
    };
  });
}

/** How many times the page's document has changed so far (see `installRestProbe`). */
export async function domChanges(page: Page): Promise<number> {
  return page.evaluate(() => window.domChanges?.() ?? 0);
}

/** Waits until the page is at rest (see `installRestProbe`). */
export async function atRest(page: Page): Promise<void> {
  await page.evaluate(async () => {
    if (!window.untilAtRest) throw new Error('The page has no rest probe: open it in a context of the harness');
    await window.untilAtRest();
  });
}

// Injected from disk into the page under test: no network, no CDN.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Violation {
  /** The axe rule, e.g. `color-contrast`. */
  rule: string;
  impact: string;
  help: string;
  /** CSS selectors of the offending elements. */
  targets: string[];
}

/**
 * Waits until the page is at rest, then runs axe on the whole document. The
 * wait and axe start in the same task, so nothing the page does can slip in
 * between. Says how many times the document had changed when axe started.
 */
export async function axeViolations(page: Page): Promise<{ violations: Violation[]; changes: number }> {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = window.axe;
    if (!axe || !window.untilAtRest) throw new Error('axe or the rest probe is missing from the page');
    await window.untilAtRest();
    const changes = window.domChanges?.() ?? 0;
    const results = await axe.run(document, { resultTypes: ['violations'] });
    const violations = results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
    }));
    return { violations, changes };
  });
}

/** One line per rule: `rule (impact) help — target, target`. */
export function describeViolations(url: string, violations: readonly Violation[]): string {
  const lines = violations.map(
    (violation) => `  ${violation.rule} (${violation.impact}): ${violation.help} — ${violation.targets.join(', ')}`,
  );
  return `${url}\n${lines.join('\n')}`;
}
