import { whenIdle } from '@lobby/ui';

/**
 * The first page's own code and data come before the parts of the shell that
 * can wait (the footer, the notice popup): on a slow connection those would
 * otherwise share the line with the page the player opened. They start once
 * the first page has rendered (its code and messages arrived) and the browser
 * is then idle, or after `settleTimeoutMs` if the page never renders.
 */

/** How long the waiting parts wait for a page that does not render (a failed chunk, an error). */
export const settleTimeoutMs = 5_000;

let markSettled: () => void = () => {};
let settled = false;
const firstPageRendered = new Promise<void>((resolve) => {
  markSettled = () => {
    settled = true;
    resolve();
  };
});

/** Called when a page has rendered: the first call lets the waiting parts go. */
export function pageRendered(): void {
  markSettled();
}

/** Whether the first page has rendered. */
export function isPageSettled(): boolean {
  return settled;
}

/**
 * Runs `callback` once the first page has rendered and the browser is idle.
 * Returns a function that cancels it.
 */
export function afterFirstPageIdle(callback: () => void, timeoutMs = settleTimeoutMs): () => void {
  // Set once the wait is over or cancelled: the page and the timer each try to end it.
  let decided = false;
  let cancelIdle = () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const go = () => {
    if (decided) return;
    decided = true;
    clearTimeout(timer);
    cancelIdle = whenIdle(callback);
  };
  if (settled) {
    go();
  } else {
    timer = setTimeout(go, timeoutMs);
    void firstPageRendered.then(go);
  }
  return () => {
    decided = true;
    clearTimeout(timer);
    cancelIdle();
  };
}
