import { whenIdle } from '@lobby/ui';

/**
 * Giving the main thread back: work the player did not ask for (the games
 * catalogue loading in the background) waits for the first screen and then
 * runs in short slices, so the page paints and answers taps meanwhile.
 */

/** How long background work waits for an idle moment before it starts anyway. */
export const idleTimeoutMs = 2_000;

interface YieldingScheduler {
  yield(): Promise<unknown>;
}

/** The browser's `scheduler.yield()` where it has one (Chromium 129+); the DOM types do not know it yet. */
function schedulerOf(scope: object): YieldingScheduler | undefined {
  const candidate: unknown = Reflect.get(scope, 'scheduler');
  if (typeof candidate !== 'object' || candidate === null || !('yield' in candidate)) return undefined;
  const yieldOnce = candidate.yield;
  if (typeof yieldOnce !== 'function') return undefined;
  return { yield: () => Promise.resolve(yieldOnce.call(candidate)) };
}

/**
 * Ends the current task and resumes in a new one, after input and rendering
 * that were waiting. `scheduler.yield()` resumes ahead of other queued tasks;
 * elsewhere a message (not clamped to 4 ms like nested timers), else a timer.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = schedulerOf(globalThis);
  if (scheduler) return scheduler.yield().then(() => undefined);
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves once the document has loaded and the browser then has an idle
 * moment (at most `timeoutMs` later, so a busy page still gets its work done),
 * or at once when `signal` aborts: the caller checks it before starting.
 */
export function whenLoadedAndIdle(signal: AbortSignal, timeoutMs = idleTimeoutMs): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) {
      resolve();
      return;
    }
    let cancel = () => {};
    const onAbort = () => {
      cancel();
      resolve();
    };
    signal.addEventListener('abort', onAbort, { once: true });
    const afterLoad = () => {
      cancel = whenIdle(
        () => {
          signal.removeEventListener('abort', onAbort);
          resolve();
        },
        { timeout: timeoutMs },
      );
    };
    if (document.readyState === 'complete') {
      afterLoad();
      return;
    }
    window.addEventListener('load', afterLoad, { once: true });
    cancel = () => window.removeEventListener('load', afterLoad);
  });
}
