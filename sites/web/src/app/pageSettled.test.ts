import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// The first page's render is a once-per-document event: each test starts from a fresh module.
async function freshModule() {
  vi.resetModules();
  const module = await import('./pageSettled');
  vi.useFakeTimers();
  return module;
}

describe('afterFirstPageIdle', () => {
  // The module imports the design system's index: its first transform, seconds long on a busy
  // machine, happens here rather than inside the first test's time limit.
  beforeAll(async () => {
    await import('./pageSettled');
  }, 60_000);

  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the first page to render, then for an idle moment', async () => {
    const { afterFirstPageIdle, pageRendered } = await freshModule();
    const footer = vi.fn();
    afterFirstPageIdle(footer);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(footer).not.toHaveBeenCalled();

    pageRendered();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(footer).toHaveBeenCalledTimes(1);
  });

  it('runs at the next idle moment once a page has rendered', async () => {
    const { afterFirstPageIdle, pageRendered, isPageSettled } = await freshModule();
    pageRendered();
    expect(isPageSettled()).toBe(true);
    const popup = vi.fn();
    afterFirstPageIdle(popup);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(popup).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting for a page that never renders', async () => {
    const { afterFirstPageIdle, settleTimeoutMs } = await freshModule();
    const footer = vi.fn();
    afterFirstPageIdle(footer);
    await vi.advanceTimersByTimeAsync(settleTimeoutMs - 1);
    expect(footer).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(footer).toHaveBeenCalledTimes(1);
  });

  it('runs once even when the page renders after the time-out', async () => {
    const { afterFirstPageIdle, pageRendered, settleTimeoutMs } = await freshModule();
    const footer = vi.fn();
    afterFirstPageIdle(footer);
    await vi.advanceTimersByTimeAsync(settleTimeoutMs + 1_000);
    pageRendered();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(footer).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', async () => {
    const { afterFirstPageIdle, pageRendered } = await freshModule();
    const footer = vi.fn();
    const cancel = afterFirstPageIdle(footer);
    cancel();
    pageRendered();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(footer).not.toHaveBeenCalled();
  });
});
