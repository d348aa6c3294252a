import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright';

declare global {
  interface Window {
    axe?: typeof import('axe-core');
    /** How many short timers the page has pending (installed by `watchTimers`). */
    pendingTimers?: () => number;
  }
}

/**
 * Counts the page's pending short timers, from before its first script: the
 * page is not at rest while one is due (a modal's opening delay, React's pause
 * before it reveals a page that finished loading). Long timers (autoplay,
 * countdowns) are left alone, or the page would never be at rest.
 */
export async function watchTimers(context: BrowserContext): Promise<void> {
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
    window.pendingTimers = () => pending.size;
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
 * Waits until the page is at rest, then runs axe on the whole document.
 * At rest: fonts loaded, the browser idle (no React work pending), no short
 * timer due and no finite animation running, since a dialog caught mid-fade
 * has its text at a fraction of its opacity and would fail the contrast rules
 * for nothing. The last check and axe start in the same task, so nothing the
 * page does can slip in between. A page that never comes to rest (a timer
 * that keeps rescheduling itself) is checked after a bounded number of idle
 * periods, as it is.
 */
export async function axeViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = window.axe;
    if (!axe) throw new Error('axe-core did not load into the page');
    await document.fonts.ready;
    const running = () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY),
        );
    for (let round = 0; round < 200; round += 1) {
      await new Promise<void>((resolve) => requestIdleCallback(() => resolve()));
      const animations = running();
      if (animations.length === 0 && (window.pendingTimers?.() ?? 0) === 0) break;
      await Promise.all(animations.map((animation) => animation.finished.catch(() => undefined)));
    }
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
    }));
  });
}

/** One line per rule: `rule (impact) help — target, target`. */
export function describeViolations(url: string, violations: readonly Violation[]): string {
  const lines = violations.map(
    (violation) => `  ${violation.rule} (${violation.impact}): ${violation.help} — ${violation.targets.join(', ')}`,
  );
  return `${url}\n${lines.join('\n')}`;
}
