type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout?: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Runs `callback` once the browser is idle (soon after, where it cannot tell;
 * at the latest after `timeout` ms when one is given); returns the cancel.
 * Work that can wait, such as what sits below the fold, then stays out of the
 * way of the page's first paint and of input.
 */
export function whenIdle(callback: () => void, { timeout }: { timeout?: number } = {}): () => void {
  const idleWindow = window as IdleWindow;
  if (idleWindow.requestIdleCallback && idleWindow.cancelIdleCallback) {
    const handle = idleWindow.requestIdleCallback(callback, timeout === undefined ? undefined : { timeout });
    return () => idleWindow.cancelIdleCallback?.(handle);
  }
  const handle = window.setTimeout(callback, 200);
  return () => window.clearTimeout(handle);
}
