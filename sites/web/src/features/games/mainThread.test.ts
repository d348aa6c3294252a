import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenLoadedAndIdle, yieldToMain } from './mainThread';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Stands in for the browser's idle callbacks: the test decides when the browser is idle. */
function stubIdleCallbacks() {
  const waiting = new Map<number, () => void>();
  let nextHandle = 1;
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    const handle = nextHandle++;
    waiting.set(handle, callback);
    return handle;
  });
  vi.stubGlobal('cancelIdleCallback', (handle: number) => waiting.delete(handle));
  return {
    get pending() {
      return waiting.size;
    },
    idle() {
      const callbacks = [...waiting.values()];
      waiting.clear();
      for (const callback of callbacks) callback();
    },
  };
}

/** Lets resolved promises run their callbacks. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('waiting for the first screen before background work', () => {
  it('waits for the document to load, then for the browser to be idle', async () => {
    vi.useFakeTimers();
    const browser = stubIdleCallbacks();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    let started = false;
    void whenLoadedAndIdle(new AbortController().signal).then(() => {
      started = true;
    });

    await settle();
    expect(browser.pending).toBe(0);
    expect(started).toBe(false);

    window.dispatchEvent(new Event('load'));
    await settle();
    expect(browser.pending).toBe(1);
    expect(started).toBe(false);

    browser.idle();
    await settle();
    expect(started).toBe(true);
  });

  it('without idle callbacks, starts after a short timer once loaded', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    let started = false;
    void whenLoadedAndIdle(new AbortController().signal).then(() => {
      started = true;
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(started).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(started).toBe(true);
  });

  it('gives up waiting, and leaves no idle callback behind, when the page goes first', async () => {
    vi.useFakeTimers();
    const browser = stubIdleCallbacks();
    const abort = new AbortController();
    let resolved = false;
    void whenLoadedAndIdle(abort.signal).then(() => {
      resolved = true;
    });
    expect(browser.pending).toBe(1);
    abort.abort();
    await settle();
    expect(resolved).toBe(true);
    expect(browser.pending).toBe(0);
  });
});

describe('giving the main thread back', () => {
  it('uses the browser’s scheduler.yield where there is one', async () => {
    const yieldOnce = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldOnce });
    await yieldToMain();
    expect(yieldOnce).toHaveBeenCalledTimes(1);
  });

  it('otherwise resumes in a later task, not among the current task’s promise callbacks', async () => {
    let resumed = false;
    const yielded = yieldToMain().then(() => {
      resumed = true;
    });
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    expect(resumed).toBe(false);
    await yielded;
    expect(resumed).toBe(true);
  });
});
