import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './whenIdle';

afterEach(() => {
  Reflect.deleteProperty(window, 'requestIdleCallback');
  Reflect.deleteProperty(window, 'cancelIdleCallback');
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('waits for the browser to be idle, with the deadline it was given', () => {
    const request = vi.fn((_callback: () => void, _options?: { timeout?: number }) => 7);
    const cancelIdle = vi.fn();
    Object.assign(window, { requestIdleCallback: request, cancelIdleCallback: cancelIdle });
    const callback = vi.fn();
    const cancel = whenIdle(callback, { timeout: 2000 });
    expect(request).toHaveBeenCalledWith(callback, { timeout: 2000 });
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(7);
  });

  it('falls back to a short timer where the browser cannot tell, and can be cancelled', () => {
    vi.useFakeTimers();
    const callback = vi.fn();
    whenIdle(callback);
    vi.advanceTimersByTime(200);
    expect(callback).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.advanceTimersByTime(200);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
